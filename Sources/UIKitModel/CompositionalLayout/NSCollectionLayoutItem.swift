import Foundation

/// One cell's place in a compositional layout.
///
/// Apple: NSCollectionLayoutItem — `init(layoutSize:)`, `init(layoutSize:supplementaryItems:)`,
/// `layoutSize`, `contentInsets` ("the system ignores the insets along an axis whose dimension
/// is estimated"), `supplementaryItems`, `edgeSpacing` ("the amount of space added around the
/// boundaries of the item between other items and this item's container"; a group places its
/// subitems after the leading spacing and before the trailing spacing along its axis — the model
/// reads a flexible edge spacing as its minimum; a flexible inter-item spacing is spread, see
/// `NSCollectionLayoutGroup`).
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Apple: NSCollectionLayoutItem.edgeSpacing (nil).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// Lays out up to `available` cells at `origin` within `container`; returns the size
    /// taken and the cells placed. Leaf items take one cell. Model internals.
    func modelLayout(origin: CGPoint, container: CGSize, available: Int) -> (size: CGSize, cells: [ModelPlacedCell]) {
        let size = layoutSize.modelResolve(in: container)
        var frame = CGRect(origin: origin, size: size)
        let insets = contentInsets
        if !layoutSize.widthDimension.isEstimated {
            frame.origin.x += insets.leading
            frame.size.width -= insets.leading + insets.trailing
        }
        if !layoutSize.heightDimension.isEstimated {
            frame.origin.y += insets.top
            frame.size.height -= insets.top + insets.bottom
        }
        return (size, available > 0 ? [ModelPlacedCell(frame: frame, item: self)] : [])
    }

    /// Whether a cell placed by this item (or any item in this group) sizes itself: an
    /// estimated dimension (Apple: NSCollectionLayoutDimension.estimated(_:) — "the final size
    /// is determined when the content is rendered"). Model internals.
    var modelHasEstimatedItem: Bool {
        if let group = self as? NSCollectionLayoutGroup { return group.subitems.contains { $0.modelHasEstimatedItem } }
        return layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
    }

    /// Reports dimensions fractional of an estimated parent axis (seeds/003 self-sizing mistake).
    func modelCheckSizing(parent: NSCollectionLayoutSize) {
        if parent.heightDimension.isEstimated && layoutSize.heightDimension.isFractionalHeight {
            ModelFindings.violation(
                .fractionalItemInEstimatedGroup,
                "Item height .fractionalHeight(\(layoutSize.heightDimension.dimension)) in a group of estimated height."
            )
        }
        if parent.widthDimension.isEstimated && layoutSize.widthDimension.isFractionalWidth {
            ModelFindings.violation(
                .fractionalItemInEstimatedGroup,
                "Item width .fractionalWidth(\(layoutSize.widthDimension.dimension)) in a group of estimated width.")
        }
    }
}

/// A cell a layout pass placed: its frame, the item that placed it (whose supplementary items
/// attach to it) and its zIndex. Model internals.
@MainActor
struct ModelPlacedCell {
    var frame: CGRect
    var item: NSCollectionLayoutItem
    /// The cell's zIndex (a custom group's items have their own).
    var zIndex = 0
}
