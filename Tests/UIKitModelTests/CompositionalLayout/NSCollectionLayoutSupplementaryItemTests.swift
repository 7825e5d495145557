import Foundation
import Testing

@testable import UIKitModel

/// Supplementary items attached to items (badges). Apple: NSCollectionLayoutSupplementaryItem,
/// NSCollectionLayoutAnchor.
@MainActor @Suite struct NSCollectionLayoutSupplementaryItemTests {
    /// A row of 100 × 60 items, each with one 20 × 20 badge anchored by `anchor`.
    func badgeFrames(_ anchor: NSCollectionLayoutAnchor, items: Int = 2) -> [UICollectionViewLayoutAttributes] {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: anchor)
        badge.zIndex = 3
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(60)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout.modelFrames(itemCounts: [items], containerSize: CGSize(width: 300, height: 600)).attributes
            .filter { $0.representedElementKind == "badge" }
    }

    @Test func everyCellGetsItsBadgeWithItsIndexPath() {
        let badges = badgeFrames(NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        #expect(badges.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(badges.allSatisfy { $0.representedElementCategory == .supplementaryView && $0.zIndex == 3 })
        // Inside the top trailing corner of each cell (cells at x 0 and 100, y 10).
        #expect(
            badges.map(\.frame) == [
                CGRect(x: 80, y: 10, width: 20, height: 20), CGRect(x: 180, y: 10, width: 20, height: 20),
            ])
    }

    @Test func absoluteOffsetMovesTheBadgeByPoints() {
        let badges = badgeFrames(
            NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
        #expect(badges.first?.frame == CGRect(x: 85, y: 5, width: 20, height: 20))
    }

    @Test func fractionalOffsetMovesTheBadgeByItsOwnSize() {
        // Apple's badge: top trailing corner, half its size outwards.
        let badges = badgeFrames(
            NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        #expect(badges.first?.frame == CGRect(x: 90, y: 0, width: 20, height: 20))
    }

    @Test func oneEdgeCentresAlongTheOtherAxis() {
        let bottom = badgeFrames(NSCollectionLayoutAnchor(edges: [.bottom]), items: 1)
        #expect(bottom.first?.frame == CGRect(x: 40, y: 50, width: 20, height: 20))
        let leading = badgeFrames(NSCollectionLayoutAnchor(edges: [.leading]), items: 1)
        #expect(leading.first?.frame == CGRect(x: 0, y: 30, width: 20, height: 20))
    }

    @Test func aCollectionViewAsksForTheBadgeViews() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") {
            _, _, _ in
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in
            cv.dequeueConfiguredReusableSupplementary(using: badges, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        let view = collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(view?.frame == CGRect(x: 300, y: 44, width: 20, height: 20))
    }
}
