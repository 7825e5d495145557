import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UICollectionViewCompositionalLayoutTests {
    func grid(columns: Int) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func gridFramesRepeatSubitemsAndInsetItems() {
        let (attributes, size) = grid(columns: 4).modelFrames(
            itemCounts: [6], containerSize: CGSize(width: 400, height: 800))
        let frames = attributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
        #expect(frames.count == 6)
        #expect(frames[0] == CGRect(x: 2, y: 2, width: 96, height: 96))
        #expect(frames[4] == CGRect(x: 2, y: 112, width: 96, height: 96))
        #expect(size.height == 210)
    }

    @Test func estimatedAxisIgnoresContentInsets() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let frame = layout.modelFrames(itemCounts: [1], containerSize: CGSize(width: 300, height: 600)).attributes[0]
            .frame
        #expect(frame == CGRect(x: 10, y: 0, width: 280, height: 50))
    }

    @Test func fractionalHeightInsideAnEstimatedGroupIsAViolation() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, findings) = ModelFindings.capture {
            layout.modelFrames(itemCounts: [1], containerSize: CGSize(width: 300, height: 600))
        }
        #expect(findings.ids == ["compositional-layout.fractional-item-in-estimated-group"])
    }

    @Test func sectionProviderRunsAgainAndNilFaults() {
        var calls = 0
        var returnsNil = false
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let layout = UICollectionViewCompositionalLayout { _, environment in
            calls += 1
            #expect(environment.container.contentSize.width == 320)
            if returnsNil { return nil }
            return NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        }
        _ = layout.modelFrames(itemCounts: [1, 1], containerSize: CGSize(width: 320, height: 480))
        _ = layout.modelFrames(itemCounts: [1, 1], containerSize: CGSize(width: 320, height: 480))
        #expect(calls == 4)
        returnsNil = true
        let (_, findings) = ModelFindings.capture {
            layout.modelFrames(itemCounts: [1], containerSize: CGSize(width: 320, height: 480))
        }
        #expect(findings.ids == ["compositional-layout.invalid-section-definition"])
    }

    @Test func orthogonalSectionsLayOutOneRow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (attributes, size) = layout.modelFrames(itemCounts: [3], containerSize: CGSize(width: 100, height: 800))
        #expect(attributes.map(\.frame.minX) == [0, 90, 180])
        #expect(size.height == 200)
    }

    @Test func listAppearanceSetsTheListEnvironmentAndSwipeActions() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        dataSource.apply(snapshot)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.traitCollection.listEnvironment == .sidebar)
        #expect(collectionView.collectionViewLayout.modelListAppearance(forSection: 0) == .sidebar)
        let actions = collectionView.modelSwipeActionsConfiguration(
            forItemAt: IndexPath(item: 0, section: 0), leading: false)
        #expect(actions?.actions.first?.title == "Delete")
        #expect(actions?.actions.first?.modelPerform() == true)
        #expect(actions?.actions.first?.backgroundColor == .systemRed)
    }
}
