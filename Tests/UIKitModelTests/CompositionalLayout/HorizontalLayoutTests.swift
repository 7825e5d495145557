import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct HorizontalLayoutTests {
    @Test func horizontalScrollDirectionPutsGroupsAndSectionsInARow() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (attributes, size) = layout.modelFrames(itemCounts: [3, 1], containerSize: CGSize(width: 300, height: 200))
        let frames = attributes.map(\.frame)
        #expect(frames[0] == CGRect(x: 5, y: 0, width: 100, height: 100))
        #expect(frames[1] == CGRect(x: 5, y: 100, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 115, y: 0, width: 100, height: 100), "the next group is to the right")
        // Section 0 ends at 215 + 5; section 1 starts 20 later, after its own 5-point inset.
        #expect(frames[3].minX == CGFloat(220 + 20 + 5))
        #expect(size == CGSize(width: CGFloat(245 + 100 + 5), height: 200))
    }
}
