import Foundation
import Testing

@testable import UIKitModel

/// Headers and footers of the whole layout and boundary items' offsets. Apple:
/// UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems,
/// NSCollectionLayoutBoundarySupplementaryItem.
@MainActor @Suite struct NSCollectionLayoutBoundarySupplementaryItemTests {
    func boundary(_ kind: String, _ alignment: NSRectAlignment, height: CGFloat, offset: CGPoint = .zero)
        -> NSCollectionLayoutBoundarySupplementaryItem
    {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: kind, alignment: alignment, absoluteOffset: offset)
    }

    /// Two sections of two 50-point rows, 10 points apart.
    func layout(_ items: [NSCollectionLayoutBoundarySupplementaryItem], sectionHeader: Bool = false)
        -> UICollectionViewCompositionalLayout
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = items
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in
                let section = NSCollectionLayoutSection(group: group)
                if sectionHeader {
                    section.boundarySupplementaryItems = [self.boundary("section-header", .top, height: 20)]
                }
                return section
            }, configuration: configuration)
    }

    func frame(_ kind: String, in result: (attributes: [UICollectionViewLayoutAttributes], contentSize: CGSize))
        -> CGRect?
    {
        result.attributes.first { $0.representedElementKind == kind }?.frame
    }

    @Test func layoutHeaderAndFooterFrameTheWholeContent() {
        let layout = layout([
            boundary("layout-header", .top, height: 30), boundary("layout-footer", .bottom, height: 40),
        ])
        let result = layout.modelFrames(itemCounts: [2, 2], containerSize: CGSize(width: 320, height: 480))
        #expect(frame("layout-header", in: result) == CGRect(x: 0, y: 0, width: 320, height: 30))
        let cells = result.attributes.filter { $0.representedElementCategory == .cell }.map(\.frame.minY)
        #expect(cells == [30, 80, 140, 190], "sections start below the header")
        #expect(frame("layout-footer", in: result) == CGRect(x: 0, y: 240, width: 320, height: 40))
        #expect(result.contentSize == CGSize(width: 320, height: 280))
    }

    @Test func layoutHeaderComesBeforeTheFirstSectionsHeader() {
        let layout = layout([boundary("layout-header", .top, height: 30)], sectionHeader: true)
        let result = layout.modelFrames(itemCounts: [1], containerSize: CGSize(width: 320, height: 480))
        #expect(frame("layout-header", in: result)?.minY == 0)
        #expect(frame("section-header", in: result)?.minY == 30)
    }

    @Test func aHeaderThatDoesNotExtendTheBoundaryOverlapsTheContent() {
        let header = boundary("layout-header", .top, height: 30)
        header.extendsBoundary = false
        let result = layout([header]).modelFrames(itemCounts: [1], containerSize: CGSize(width: 320, height: 480))
        #expect(frame("layout-header", in: result)?.minY == 0)
        #expect(result.attributes.first { $0.representedElementCategory == .cell }?.frame.minY == 0)
    }

    @Test func pinnedLayoutHeaderAndFooterStayInTheVisibleBounds() {
        let header = boundary("layout-header", .top, height: 30)
        let footer = boundary("layout-footer", .bottom, height: 40)
        header.pinToVisibleBounds = true
        footer.pinToVisibleBounds = true
        let layout = layout([header, footer])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3, 4], toSection: 1)
        dataSource.apply(snapshot)
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        let headerFrame = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "layout-header", at: IndexPath(item: 0, section: 0))?.frame
        let footerFrame = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: "layout-footer", at: IndexPath(item: 0, section: 0))
        // Visible: y 50 to 250 of 280 points of content.
        #expect(headerFrame?.minY == 50)
        #expect(footerFrame?.frame.minY == 210)
        #expect((footerFrame?.zIndex ?? 0) >= 1)
    }

    @Test func scrollingHorizontallyLeadingAndTrailingItemsFrameTheContent() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let size = NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1))
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "start", alignment: .leading),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "end", alignment: .trailing),
        ]
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let result = layout.modelFrames(itemCounts: [2], containerSize: CGSize(width: 320, height: 200))
        #expect(frame("start", in: result) == CGRect(x: 0, y: 0, width: 40, height: 200))
        let cells = result.attributes.filter { $0.representedElementCategory == .cell }.map(\.frame.minX)
        #expect(cells == [40, 140])
        #expect(frame("end", in: result) == CGRect(x: 240, y: 0, width: 40, height: 200))
        #expect(result.contentSize == CGSize(width: 280, height: 200))
    }

    @Test func sectionHeaderOffsetMovesOnlyTheHeader() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = boundary("header", .top, height: 20, offset: CGPoint(x: 4, y: -6))
        #expect(header.offset == CGPoint(x: 4, y: -6))
        #expect(boundary("plain", .top, height: 20).offset == .zero)
        section.boundarySupplementaryItems = [header]
        let result = UICollectionViewCompositionalLayout(section: section).modelFrames(
            itemCounts: [1], containerSize: CGSize(width: 320, height: 480))
        #expect(frame("header", in: result) == CGRect(x: 4, y: -6, width: 320, height: 20))
        #expect(result.attributes.first { $0.representedElementCategory == .cell }?.frame.minY == 20)
    }
}
