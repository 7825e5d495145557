import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct LayoutAdditionsTests {
    func frames(_ group: NSCollectionLayoutGroup, items: Int, width: CGFloat = 300) -> [CGRect] {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return layout.modelFrames(itemCounts: [items], containerSize: CGSize(width: width, height: 600)).attributes
            .filter { $0.representedElementCategory == .cell }.map(\.frame)
    }

    @available(*, deprecated)
    func deprecatedGroup(_ item: NSCollectionLayoutItem, size: NSCollectionLayoutSize) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
    }

    /// Apple: horizontal(layoutSize:subitem:count:) — "equally sized items"; with interItemSpacing
    /// "the group keeps the same number of items and automatically resizes them".
    @available(*, deprecated)
    @Test func deprecatedCountGroupSizesItemsToFitAfterSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let old = deprecatedGroup(item, size: size)
        old.interItemSpacing = .fixed(10)
        #expect(frames(old, items: 3).map(\.width) == [145, 145, 145])
        #expect(frames(old, items: 3).map(\.minX) == [0, 155, 0], "two a row, the third in the next group")
    }

    /// Apple: horizontal(layoutSize:repeatingSubitem:count:) — "It's your responsibility to ensure
    /// that the group's layoutSize can fit count repetitions of this item": each copy keeps the
    /// item's own size, and the group holds exactly `count`, fitting or not.
    @Test func repeatingSubitemGroupKeepsTheItemSize() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let third = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(90), heightDimension: .fractionalHeight(1)))
        let fitting = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: third, count: 3)
        fitting.interItemSpacing = .fixed(15)
        #expect(frames(fitting, items: 4).map(\.width) == [90, 90, 90, 90])
        #expect(frames(fitting, items: 4).map(\.minX) == [0, 105, 210, 0])
        let whole = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let overflowing = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: whole, count: 2)
        #expect(
            frames(overflowing, items: 2) == [
                CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 300, y: 0, width: 300, height: 50),
            ],
            "two full-width copies in one group: the second overflows it")
    }

    @Test func edgeSpacingOffsetsItemsAlongTheGroup() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(10), top: nil, trailing: .fixed(5), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let placed = frames(group, items: 3)
        #expect(placed.map(\.minX) == [10, 75, 140])
    }

    @Test func flowLayoutWrapsLinesWithSpacingAndInsets() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (attributes, size) = layout.modelFrames(itemCounts: [4], containerSize: CGSize(width: 340, height: 600))
        let cells = attributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
        // Two items fit between the insets (15…325); the third wraps to the next line.
        #expect(cells[0] == CGRect(x: 15, y: 35, width: 100, height: 40))
        #expect(cells[1].minX == 125)
        #expect(cells[2] == CGRect(x: 15, y: 95, width: 100, height: 40))
        #expect(attributes.first?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(size.height == CGFloat(30 + 5 + 40 + 20 + 40 + 5), "\(size)")
    }

    @Test func flowLayoutAsksItsDelegateForSizes() {
        @MainActor final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 50, height: CGFloat(10 * (indexPath.item + 1)))
            }
        }
        @MainActor final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let sizer = Sizer(), source = Source()
        collectionView.delegate = sizer
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 20)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 5)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 300)) == nil)
    }
}
