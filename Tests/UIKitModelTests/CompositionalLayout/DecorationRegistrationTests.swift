import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct DecorationRegistrationTests {
    final class Source: NSObject, UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    func layout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.decorationItems = [.background(elementKind: "background")]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func decorationKindMustBeRegisteredOnTheLayout() {
        let source = Source()
        let unregistered = UICollectionView(frame: .zero, collectionViewLayout: layout())
        let (_, findings) = ModelFindings.capture {
            unregistered.dataSource = source
            unregistered.layoutIfNeeded()
            unregistered.collectionViewLayout.invalidateLayout()
            unregistered.layoutIfNeeded()
        }
        #expect(findings.ids == ["collection-view.unregistered-identifier"], "reported once")

        let registeredLayout = layout()
        registeredLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let registered = UICollectionView(frame: .zero, collectionViewLayout: registeredLayout)
        let (_, clean) = ModelFindings.capture {
            registered.dataSource = source
            registered.layoutIfNeeded()
        }
        #expect(clean.ids.isEmpty)
    }
}
