import Foundation

/// A row or column of items (or nested groups) in a compositional layout.
///
/// Apple: NSCollectionLayoutGroup — `horizontal(layoutSize:subitems:)` and
/// `vertical(layoutSize:subitems:)` (the subitems repeat while they fit the group),
/// `horizontal(layoutSize:repeatingSubitem:count:)`/`vertical(…)` (iOS 16: exactly `count`
/// copies of the item, each at the item's own size — "It's your responsibility to ensure that the
/// group's layoutSize can fit count repetitions of this item"), the deprecated
/// `…(layoutSize:subitem:count:)` ("an array of equally sized items … up to the number specified
/// by count"; with `interItemSpacing` set, "the group keeps the same number of items and
/// automatically resizes them" — the item's own size along the axis is not used),
/// `subitems`, `interItemSpacing`. Not modelled: `custom`.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    let count: Int?
    /// Whether a `count` group divides its length among its items (the deprecated
    /// `subitem:count:`) instead of giving each the item's own size (`repeatingSubitem:count:`).
    let sizesSubitemsToFit: Bool
    /// Apple: subitems.
    public let subitems: [NSCollectionLayoutItem]
    /// Apple: interItemSpacing.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
        sizesSubitemsToFit: Bool = false
    ) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.sizesSubitemsToFit = sizesSubitemsToFit
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// Apple: horizontal(layoutSize:repeatingSubitem:count:) (iOS 16).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        ModelAvailability.require(
            "NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)", introduced: 16)
        return NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// Apple: vertical(layoutSize:repeatingSubitem:count:) (iOS 16).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        ModelAvailability.require(
            "NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)", introduced: 16)
        return NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// Apple: horizontal(layoutSize:subitem:count:) — deprecated in iOS 16 for
    /// `horizontal(layoutSize:repeatingSubitem:count:)`; unlike it, sizes the `count` items
    /// equally to fill the group, after the inter-item spacing.
    @available(
        *, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)", message: "Deprecated in iOS 16."
    )
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count, sizesSubitemsToFit: true)
    }

    /// Apple: vertical(layoutSize:subitem:count:) — deprecated in iOS 16 for
    /// `vertical(layoutSize:repeatingSubitem:count:)`; sizes the items to fill the group.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)", message: "Deprecated in iOS 16.")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count, sizesSubitemsToFit: true)
    }

    override func modelLayout(origin: CGPoint, container: CGSize, available: Int) -> (size: CGSize, frames: [CGRect]) {
        var size = layoutSize.modelResolve(in: container)
        let spacing = interItemSpacing?.spacing ?? 0
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
        var offset: CGFloat = 0
        var cross: CGFloat = 0
        var frames: [CGRect] = []
        var index = 0
        while frames.count < available, !subitems.isEmpty {
            if let count, index >= count { break }
            let subitem = subitems[index % subitems.count]
            var slot = size
            if let count, count > 0, sizesSubitemsToFit {
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { slot.width = share } else { slot.height = share }
            }
            let probe = subitem.layoutSize.modelResolve(in: slot)
            let edges = subitem.edgeSpacing
            let lead = (horizontal ? edges?.leading : edges?.top)?.spacing ?? 0
            let trail = (horizontal ? edges?.trailing : edges?.bottom)?.spacing ?? 0
            let extent =
                (sizesSubitemsToFit
                    ? (horizontal ? slot.width : slot.height) : (horizontal ? probe.width : probe.height)) + lead
                + trail
            if count == nil, index > 0, offset + extent > length + 0.001 { break }
            let at =
                horizontal
                ? CGPoint(x: origin.x + offset + lead, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset + lead)
            let placed = subitem.modelLayout(origin: at, container: slot, available: available - frames.count)
            frames += placed.frames
            offset += extent + spacing
            cross = max(cross, horizontal ? placed.size.height : placed.size.width)
            index += 1
            if count == nil, extent <= 0 { break }
        }
        if horizontal, layoutSize.heightDimension.isEstimated { size.height = cross }
        if !horizontal, layoutSize.widthDimension.isEstimated { size.width = cross }
        if !horizontal, layoutSize.heightDimension.isEstimated { size.height = max(0, offset - spacing) }
        if horizontal, layoutSize.widthDimension.isEstimated { size.width = max(0, offset - spacing) }
        return (size, frames)
    }

    override func modelCheckSizing(parent: NSCollectionLayoutSize) {
        super.modelCheckSizing(parent: parent)
        for subitem in subitems { subitem.modelCheckSizing(parent: layoutSize) }
    }
}
