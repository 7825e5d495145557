import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct PinnedHeaderTests {
    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test func pinnedHeaderFollowsTheVisibleTopWithinItsSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let source = Source()
        _ = ModelFindings.capture {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            collectionView.dataSource = source
        }
        let first = IndexPath(item: 0, section: 0)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: first)?.frame.minY == 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: first)?.frame.minY == 120)
        // Section 0 ends at 40 + 500 = 540: its header stops at 500 instead of covering section 1.
        collectionView.contentOffset = CGPoint(x: 0, y: 530)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: first)?.frame.minY == 500)
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY == 540)
    }

    /// Apple: NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds — a header or a footer.
    @Test func pinnedFooterFollowsTheVisibleBottomWithinItsSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let source = Source()
        _ = ModelFindings.capture {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            collectionView.dataSource = source
        }
        let first = IndexPath(item: 0, section: 0)
        let frame = { collectionView.layoutAttributesForSupplementaryElement(ofKind: "footer", at: first) }
        // Section 0: rows from 0 to 500, its footer's place at 500; visible 0 to 200.
        #expect(frame()?.frame.minY == 160)
        #expect((frame()?.zIndex ?? 0) >= 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(frame()?.frame.minY == 500, "no lower than its place")
        // Section 1 (540 to 1080) in view from 600: its footer at the visible bottom, 760.
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: "footer", at: IndexPath(item: 0, section: 1))?.frame.minY == 760)
    }
}
