import Foundation

/// Apple: NSRectAlignment — where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Apple: NSCollectionLayoutAnchor — `init(edges:)`, `init(edges:fractionalOffset:)`,
/// `init(edges:absoluteOffset:)`: where a supplementary item attaches to its item.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isFractionalOffset: Bool
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
        super.init()
    }
}

/// Apple: NSCollectionLayoutSupplementaryItem — a supplementary view attached to an item
/// (`init(layoutSize:elementKind:containerAnchor:)`, e.g. a badge), listed in the item's
/// `supplementaryItems` (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`), with its
/// `zIndex`. Each cell the item places gets one, with the cell's index path and the item's
/// element kind, framed by ``modelFrame(attachedTo:)``.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of this supplementary item attached to an item whose cell has `container` as
    /// its frame. Apple: NSCollectionLayoutAnchor — the item is attached to one edge or to a
    /// corner (two adjacent edges) of the item it belongs to, inside those edges unless the
    /// anchor has an offset; an absolute offset moves its origin by that many points, a
    /// fractional one by that fraction of the supplementary item's own width and height. The
    /// model's reading of the anchor figure: along an axis with no edge named (or both), the
    /// supplementary item is centred; leading is the left edge (left-to-right layout). Its
    /// size resolves against the cell's size.
    func modelFrame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.modelResolve(in: container.size)
        let edges = containerAnchor?.edges ?? []
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) != edges.contains(.trailing) {
            x = edges.contains(.leading) ? container.minX : container.maxX - size.width
        }
        if edges.contains(.top) != edges.contains(.bottom) {
            y = edges.contains(.top) ? container.minY : container.maxY - size.height
        }
        if let anchor = containerAnchor {
            let scale = anchor.isFractionalOffset ? size : CGSize(width: 1, height: 1)
            x += anchor.offset.x * scale.width
            y += anchor.offset.y * scale.height
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var itemAnchor: NSCollectionLayoutAnchor? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:133).
    /// Unmodelled: reading records `NSCollectionLayoutSupplementaryItem.itemAnchor` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var itemAnchor: NSCollectionLayoutAnchor? {
        get {
            ModelFindings.unmodelled("NSCollectionLayoutSupplementaryItem.itemAnchor")
            return nil
        }
    }
    // cellspec:generated:end
}

/// Apple: NSCollectionLayoutBoundarySupplementaryItem — a header or footer of a section
/// (`NSCollectionLayoutSection.boundarySupplementaryItems`) or of the whole layout
/// (`UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`):
/// `init(layoutSize:elementKind:alignment:)`, `init(layoutSize:elementKind:alignment:absoluteOffset:)`
/// and `offset` (the item's offset from the section or layout it is attached to: the model moves
/// its frame by it, and the content around it keeps its place), `pinToVisibleBounds` (sticky),
/// `extendsBoundary` (true). The model places `.top` items above the section's (or layout's)
/// content and `.bottom` ones below; a pinned item follows the visible rectangle
/// (`UICollectionViewCompositionalLayout.prepare()`).
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Apple: NSCollectionLayoutBoundarySupplementaryItem.offset (`.zero` unless given).
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Apple: init(layoutSize:elementKind:alignment:absoluteOffset:).
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the item sits above the content it bounds (top, top leading, top trailing).
    var modelIsTop: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    /// Whether the item sits below the content it bounds.
    var modelIsBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// Apple: NSCollectionLayoutDecorationItem — `background(elementKind:)`, a view behind a
/// section; its class is registered on the layout. The model gives it the section's frame.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
