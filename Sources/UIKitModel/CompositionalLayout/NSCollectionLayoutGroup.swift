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
/// `subitems`, `interItemSpacing` (fixed or flexible), `custom(layoutSize:itemProvider:)`.
@MainActor @preconcurrency
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
    /// The item provider of a custom group.
    let customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    init(
        layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
        sizesSubitemsToFit: Bool = false, customItemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil
    ) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.sizesSubitemsToFit = sizesSubitemsToFit
        self.customItemProvider = customItemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Apple: custom(layoutSize:itemProvider:) — a group of the given size whose items the
    /// provider arranges, each a `NSCollectionLayoutGroupCustomItem` with its own frame (Apple:
    /// NSCollectionLayoutGroupCustomItem). The model calls the provider each time the group is
    /// placed, with an environment whose container is the group's size (model's choice: Apple does
    /// not say which container the provider sees), and places one cell per custom item, in order,
    /// at its frame from the group's origin, with its zIndex; along an estimated axis the group is
    /// as long as its items reach.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [], count: nil, customItemProvider: itemProvider)
    }

    private func modelLayoutCustom(
        origin: CGPoint, container: CGSize, available: Int, provider: NSCollectionLayoutGroupCustomItemProvider
    ) -> (size: CGSize, cells: [ModelPlacedCell]) {
        var size = layoutSize.modelResolve(in: container)
        let environment = ModelLayoutEnvironment(contentSize: size, traitCollection: UITraitCollection())
        let items = provider(environment).prefix(max(0, available))
        let cells = items.map { custom in
            ModelPlacedCell(frame: custom.frame.offsetBy(dx: origin.x, dy: origin.y), item: self, zIndex: custom.zIndex)
        }
        if layoutSize.widthDimension.isEstimated { size.width = items.map(\.frame.maxX).max() ?? 0 }
        if layoutSize.heightDimension.isEstimated { size.height = items.map(\.frame.maxY).max() ?? 0 }
        return (size, cells)
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

    /// One subitem's place along the group's axis: the item, the container it resolves in, its
    /// leading edge spacing and the length it takes with its edge spacing.
    private struct Slot {
        var subitem: NSCollectionLayoutItem
        var container: CGSize
        var lead: CGFloat
        var extent: CGFloat
    }

    private func slot(_ index: Int, in size: CGSize, spacing: CGFloat) -> Slot {
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
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
        let own =
            sizesSubitemsToFit ? (horizontal ? slot.width : slot.height) : (horizontal ? probe.width : probe.height)
        return Slot(subitem: subitem, container: slot, lead: lead, extent: own + lead + trail)
    }

    /// The lengths of the subitems that fit the group with `spacing` between them: the group as
    /// a template, whatever the number of cells left to place.
    private func fittingExtents(in size: CGSize, spacing: CGFloat) -> [CGFloat] {
        let length = axis == .horizontal ? size.width : size.height
        var extents: [CGFloat] = []
        var offset: CGFloat = 0
        while !subitems.isEmpty {
            let index = extents.count
            if let count, index >= count { break }
            let slot = slot(index, in: size, spacing: spacing)
            if count == nil, index > 0, offset + slot.extent > length + 0.001 { break }
            extents.append(slot.extent)
            offset += slot.extent + spacing
            if count == nil, slot.extent <= 0 { break }
        }
        return extents
    }

    /// The spacing between subitems. A fixed spacing is exact. A flexible one is a minimum that
    /// grows with the space left over, the subitems spread evenly across it (Apple:
    /// NSCollectionLayoutSpacing, "Flexible spacing"; NSCollectionLayoutSpacing.flexible(_:)):
    /// the group holds as many subitems as fit with the minimum between them, and the length they
    /// leave is shared equally between the gaps. Along an estimated axis nothing is left over:
    /// the minimum.
    private func spacing(in size: CGSize) -> (spacing: CGFloat, limit: Int?) {
        let minimum = interItemSpacing?.spacing ?? 0
        let axisDimension = axis == .horizontal ? layoutSize.widthDimension : layoutSize.heightDimension
        guard interItemSpacing?.isFlexibleSpacing == true, !axisDimension.isEstimated else { return (minimum, nil) }
        let extents = fittingExtents(in: size, spacing: minimum)
        guard extents.count > 1 else { return (minimum, extents.count) }
        let length = axis == .horizontal ? size.width : size.height
        let leftover = length - extents.reduce(0, +)
        return (max(minimum, leftover / CGFloat(extents.count - 1)), extents.count)
    }

    override func modelLayout(origin: CGPoint, container: CGSize, available: Int) -> (
        size: CGSize, cells: [ModelPlacedCell]
    ) {
        if let customItemProvider {
            return modelLayoutCustom(
                origin: origin, container: container, available: available, provider: customItemProvider)
        }
        var size = layoutSize.modelResolve(in: container)
        let (spacing, limit) = spacing(in: size)
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
        var offset: CGFloat = 0
        var cross: CGFloat = 0
        var cells: [ModelPlacedCell] = []
        var index = 0
        while cells.count < available, !subitems.isEmpty {
            if let count, index >= count { break }
            if let limit, index >= limit { break }
            let slot = slot(index, in: size, spacing: spacing)
            if count == nil, limit == nil, index > 0, offset + slot.extent > length + 0.001 { break }
            let at =
                horizontal
                ? CGPoint(x: origin.x + offset + slot.lead, y: origin.y)
                : CGPoint(x: origin.x, y: origin.y + offset + slot.lead)
            let placed = slot.subitem.modelLayout(
                origin: at, container: slot.container, available: available - cells.count)
            cells += placed.cells
            offset += slot.extent + spacing
            cross = max(cross, horizontal ? placed.size.height : placed.size.width)
            index += 1
            if count == nil, slot.extent <= 0 { break }
        }
        if horizontal, layoutSize.heightDimension.isEstimated { size.height = cross }
        if !horizontal, layoutSize.widthDimension.isEstimated { size.width = cross }
        if !horizontal, layoutSize.heightDimension.isEstimated { size.height = max(0, offset - spacing) }
        if horizontal, layoutSize.widthDimension.isEstimated { size.width = max(0, offset - spacing) }
        return (size, cells)
    }

    override func modelCheckSizing(parent: NSCollectionLayoutSize) {
        super.modelCheckSizing(parent: parent)
        for subitem in subitems { subitem.modelCheckSizing(parent: layoutSize) }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `class func horizontalGroup( with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int ) -> NSCollectionLayoutGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nscollectionlayoutgroup-horizontalgroup(with:repeatingsubitem:count:)-deprecated.md:16).
    /// Unmodelled: a call records `NSCollectionLayoutGroup.horizontalGroup(with:repeatingSubitem:count:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open class func horizontalGroup(
        with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        ModelAvailability.require(
            "NSCollectionLayoutGroup.horizontalGroup(with:repeatingSubitem:count:)", introduced: 16)
        ModelFindings.unmodelledStop("NSCollectionLayoutGroup.horizontalGroup(with:repeatingSubitem:count:)")
    }

    /// UIKit: `class func verticalGroup( with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int ) -> NSCollectionLayoutGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nscollectionlayoutgroup-verticalgroup(with:repeatingsubitem:count:)-deprecated.md:16).
    /// Unmodelled: a call records `NSCollectionLayoutGroup.verticalGroup(with:repeatingSubitem:count:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open class func verticalGroup(
        with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        ModelAvailability.require("NSCollectionLayoutGroup.verticalGroup(with:repeatingSubitem:count:)", introduced: 16)
        ModelFindings.unmodelledStop("NSCollectionLayoutGroup.verticalGroup(with:repeatingSubitem:count:)")
    }

    /// UIKit: `func visualDescription() -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:90).
    /// Unmodelled: a call records `NSCollectionLayoutGroup.visualDescription()` and returns `""`.
    @available(iOS, introduced: 13.0)
    open func visualDescription() -> String {
        ModelFindings.unmodelled("NSCollectionLayoutGroup.visualDescription()")
        return ""
    }
    // cellspec:generated:end
}
