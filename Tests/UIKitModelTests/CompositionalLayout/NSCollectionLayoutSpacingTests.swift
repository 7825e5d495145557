import Foundation
import Testing

@testable import UIKitModel

/// Apple: NSCollectionLayoutSpacing ("Flexible spacing"), NSCollectionLayoutSpacing.flexible(_:).
@MainActor @Suite struct NSCollectionLayoutSpacingTests {
    func cellFrames(_ group: NSCollectionLayoutGroup, items: Int, width: CGFloat = 300) -> [CGRect] {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return layout.modelFrames(itemCounts: [items], containerSize: CGSize(width: width, height: 600)).attributes
            .filter { $0.representedElementCategory == .cell }.map(\.frame)
    }

    func row(itemWidth: CGFloat, spacing: NSCollectionLayoutSpacing) -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        group.interItemSpacing = spacing
        return group
    }

    @Test func flexibleSpacingSharesTheLeftoverBetweenTheItems() {
        // 300 points hold three 80-point items with at least 10 between them; the 60 points
        // left over are shared by the two gaps: 30 each, the last item ending at the group's end.
        let frames = cellFrames(row(itemWidth: 80, spacing: .flexible(10)), items: 3)
        #expect(frames.map(\.minX) == [0, 110, 220])
        #expect(frames.map(\.width) == [80, 80, 80])
    }

    @Test func flexibleSpacingIsAtLeastTheGivenSpacing() {
        // Three 95-point items need 285 + 2 × 10 = 305 > 300: two fit, the third goes to the
        // next group, and the two are spread to the group's ends.
        let frames = cellFrames(row(itemWidth: 95, spacing: .flexible(10)), items: 3)
        #expect(frames.map(\.minX) == [0, 205, 0])
        #expect(frames.map(\.minY) == [0, 0, 40])
    }

    @Test func fixedSpacingKeepsItsValue() {
        let frames = cellFrames(row(itemWidth: 80, spacing: .fixed(10)), items: 3)
        #expect(frames.map(\.minX) == [0, 90, 180])
    }

    @Test func aGroupWithFewerItemsKeepsTheFullGroupsSpacing() {
        // The group is a template: its last, partly filled repetition spaces its items as a full one.
        let frames = cellFrames(row(itemWidth: 80, spacing: .flexible(10)), items: 5)
        #expect(frames.map(\.minX) == [0, 110, 220, 0, 110])
    }

    @Test func flexibleSpacingAlongAnEstimatedAxisIsItsMinimum() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
            subitems: [item])
        group.interItemSpacing = .flexible(6)
        #expect(cellFrames(group, items: 2).map(\.minY) == [0, 46])
    }
}
