import Foundation

/// Apple: UICollectionLayoutSectionOrthogonalScrollingBehavior — how a section scrolls across
/// the main axis: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging,
/// groupPagingCentered. The seeds list five (they leave out `.none`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Apple: NSCollectionLayoutSectionVisibleItemsInvalidationHandler.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: a group repeated for the section's items.
///
/// Apple: NSCollectionLayoutSection — `init(group:)`, `contentInsets`, `interGroupSpacing`,
/// `orthogonalScrollingBehavior` (groups in one row that scrolls sideways; the model lays the
/// row out, scrolled to its start), `visibleItemsInvalidationHandler` (called in each layout
/// pass with the section's visible items and a zero orthogonal offset), `boundarySupplementaryItems`,
/// `decorationItems`, `supplementariesFollowContentInsets`; `list(using:layoutEnvironment:)` in
/// `NSCollectionLayoutSection+List.swift`.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    /// Apple: NSCollectionLayoutSection.contentInsetsReference (iOS 14, `.automatic`). Stored state.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Apple: NSCollectionLayoutSection.supplementaryContentInsetsReference (iOS 16, `.automatic`). Stored state.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// The list configuration this section was made from, if any (model internals).
    var modelListConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// Lays the section out from `top` for `count` cells in a container `width` × `height`;
    /// returns the attributes and the section's bottom. `sideways` places the groups in a row,
    /// as a horizontally scrolling layout does (the row starts at x = 0; the caller moves it).
    /// Model internals.
    func modelLayout(
        section: Int, count: Int, top: CGFloat, width: CGFloat, height: CGFloat, sideways: Bool = false
    ) -> ([UICollectionViewLayoutAttributes], CGFloat) {
        let inRow = sideways || orthogonalScrollingBehavior != .none
        group.modelCheckSizing(
            parent: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)))
        var attributes: [UICollectionViewLayoutAttributes] = []
        var y = top
        func boundary(top: Bool) {
            for item in boundarySupplementaryItems where top ? item.modelIsTop : item.modelIsBottom {
                let size = item.layoutSize.modelResolve(in: CGSize(width: width, height: height))
                let inset = supplementariesFollowContentInsets ? contentInsets.leading : 0
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
                a.frame = CGRect(
                    x: inset + item.offset.x, y: y + item.offset.y,
                    width: min(
                        size.width, width - inset - (supplementariesFollowContentInsets ? contentInsets.trailing : 0)),
                    height: size.height)
                attributes.append(a)
                y += size.height
            }
        }
        boundary(top: true)
        y += contentInsets.top
        let inner = CGSize(width: width - contentInsets.leading - contentInsets.trailing, height: height)
        var placed = 0
        var x = contentInsets.leading
        var rowHeight: CGFloat = 0
        var first = true
        while placed < count {
            if !inRow && !first { y += interGroupSpacing }
            let origin = inRow ? CGPoint(x: x, y: y) : CGPoint(x: contentInsets.leading, y: y)
            let (size, cells) = group.modelLayout(origin: origin, container: inner, available: count - placed)
            if cells.isEmpty { break }
            for cell in cells {
                let indexPath = IndexPath(item: placed, section: section)
                let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                a.frame = cell.frame
                a.zIndex = cell.zIndex
                a.modelSelfSizing = group.modelHasEstimatedItem
                attributes.append(a)
                for supplementary in cell.item.supplementaryItems {
                    let s = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
                    s.frame = supplementary.modelFrame(attachedTo: cell.frame)
                    s.zIndex = supplementary.zIndex
                    attributes.append(s)
                }
                placed += 1
            }
            if !inRow {
                y += size.height
            } else {
                x += size.width + interGroupSpacing
                rowHeight = max(rowHeight, size.height)
            }
            first = false
        }
        y += rowHeight + contentInsets.bottom
        boundary(top: false)
        for decoration in decorationItems {
            let a = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: section))
            let extent = sideways ? x - interGroupSpacing + contentInsets.trailing : width
            a.frame = CGRect(x: 0, y: top, width: extent, height: y - top)
            attributes.append(a)
        }
        return (attributes, y)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nscollectionlayoutsection-orthogonalscrollingproperties.md:16).
    /// Unmodelled: reading records `NSCollectionLayoutSection.orthogonalScrollingProperties` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    open var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
        get {
            ModelAvailability.require("NSCollectionLayoutSection.orthogonalScrollingProperties", introduced: 17)
            ModelFindings.unmodelledStop("NSCollectionLayoutSection.orthogonalScrollingProperties")
        }
    }
    // cellspec:generated:end
}
