import Foundation
import Testing

@testable import UIKitModel

/// Apple: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:), NSCollectionLayoutGroupCustomItem.
@MainActor @Suite struct NSCollectionLayoutGroupCustomItemTests {
    /// A 200-point-tall custom group: a large item on the left, two stacked on the right, the
    /// second above the others.
    func mosaic() -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
        ) { environment in
            let width = environment.container.contentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 200)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 100), zIndex: 2),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 100, width: width / 2, height: 100)),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func customItemsPlaceTheCellsAtTheirFrames() {
        let layout = mosaic()
        let cells = layout.modelFrames(itemCounts: [5], containerSize: CGSize(width: 300, height: 600)).attributes
            .filter { $0.representedElementCategory == .cell }
        #expect(
            cells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 150, y: 0, width: 150, height: 100),
                CGRect(x: 150, y: 100, width: 150, height: 100),
                CGRect(x: 0, y: 210, width: 150, height: 200), CGRect(x: 150, y: 210, width: 150, height: 100),
            ])
        #expect(cells.map(\.zIndex) == [0, 2, 0, 0, 2])
        #expect(cells.map(\.indexPath.item) == [0, 1, 2, 3, 4])
    }

    @Test func theProviderSeesTheGroupsSize() {
        let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.zIndex == 0)
        var sizes: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80))
        ) { environment in
            sizes.append(environment.container.contentSize)
            return [item]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = layout.modelFrames(itemCounts: [1], containerSize: CGSize(width: 300, height: 600))
        #expect(sizes == [CGSize(width: 150, height: 80)])
    }

    @Test func anEmptyProviderPlacesNothing() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        ) { _ in [] }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let cells = layout.modelFrames(itemCounts: [3], containerSize: CGSize(width: 300, height: 600)).attributes
            .filter { $0.representedElementCategory == .cell }
        #expect(cells.isEmpty)
    }
}
