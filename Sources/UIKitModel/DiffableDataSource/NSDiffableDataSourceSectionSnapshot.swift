/// The items of one section as an outline: items with children, expanded or collapsed.
///
/// Apple: NSDiffableDataSourceSectionSnapshot (iOS 14) — `append(_:to:)`,
/// `insert(_:before:/after:)`, `delete(_:)`, `deleteAll()`, `expand(_:)`, `collapse(_:)`,
/// `isExpanded(_:)`, `isVisible(_:)`, `contains(_:)`, `level(of:)`, `index(of:)`, `parent(of:)`,
/// `snapshot(of:includingParent:)`, `items`, `visibleItems` (items whose ancestors are all
/// expanded), `rootItems`, `visualDescription()`, `replace(childrenOf:using:)`,
/// `insert(_:before:/after:)` of a section snapshot. Items start collapsed. Applied to a section
/// with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`, only
/// the visible items become the section's items.
///
/// Identifiers the snapshot does not contain: `expand(_:)` and `collapse(_:)` ignore them, while
/// `delete(_:)`, `parent(of:)`, `level(of:)`, `isExpanded(_:)`, `isVisible(_:)`,
/// `snapshot(of:)` and the anchors of `insert` and `append(_:to:)` raise UIKit's "Invalid
/// parameter not satisfying" / unknown-identifier exception (fault `diffable.unknown-identifier`;
/// the model then answers the default value).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Node: Sendable {
        var item: ItemIdentifierType
        var parent: ItemIdentifierType?
        var level: Int
    }

    /// Every item in depth-first order.
    var nodes: [Node] = []
    var expanded: Set<ItemIdentifierType> = []

    /// Apple: NSDiffableDataSourceSectionSnapshot.init().
    public init() {}

    /// Apple: items — every item, depth first.
    public var items: [ItemIdentifierType] { nodes.map(\.item) }
    /// Apple: rootItems — the items without a parent.
    public var rootItems: [ItemIdentifierType] { nodes.filter { $0.parent == nil }.map(\.item) }
    /// Apple: visibleItems — the items whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { nodes.filter(modelIsVisible).map(\.item) }

    /// Apple: append(_:to:) — as children of `parent`, after its existing descendants; at the
    /// root when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard validate(items) else { return }
        if let parent {
            guard let at = position(of: parent) else { return }
            let end = endOfSubtree(at)
            nodes.insert(contentsOf: items.map { Node(item: $0, parent: parent, level: nodes[at].level + 1) }, at: end)
        } else {
            nodes.append(contentsOf: items.map { Node(item: $0, parent: nil, level: 0) })
        }
    }

    /// Apple: insert(_:before:) — as siblings of `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let at = position(of: item), validate(items) else { return }
        let anchor = nodes[at]
        nodes.insert(contentsOf: items.map { Node(item: $0, parent: anchor.parent, level: anchor.level) }, at: at)
    }

    /// Apple: insert(_:after:) — as siblings of `item`, after its descendants.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let at = position(of: item), validate(items) else { return }
        let anchor = nodes[at]
        nodes.insert(
            contentsOf: items.map { Node(item: $0, parent: anchor.parent, level: anchor.level) }, at: endOfSubtree(at))
    }

    /// Apple: delete(_:) — removes the items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let at = position(of: item) else { continue }
            for node in nodes[at..<endOfSubtree(at)] { expanded.remove(node.item) }
            nodes.removeSubrange(at..<endOfSubtree(at))
        }
    }

    /// Apple: deleteAll().
    public mutating func deleteAll() { self = Self() }

    /// Apple: expand(_:) — items the snapshot does not contain are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Apple: collapse(_:) — items the snapshot does not contain are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.remove(item) }
    }

    /// Apple: isExpanded(_:) — an unknown item raises.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard position(of: item) != nil else { return false }
        return expanded.contains(item)
    }

    /// Apple: isVisible(_:) — every ancestor is expanded; an unknown item raises.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let at = position(of: item) else { return false }
        return modelIsVisible(nodes[at])
    }

    private func modelIsVisible(_ start: Node) -> Bool {
        var node = start
        while let parent = node.parent {
            guard expanded.contains(parent), let next = nodes.first(where: { $0.item == parent }) else { return false }
            node = next
        }
        return true
    }

    /// Apple: contains(_:).
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes.contains { $0.item == item } }
    /// Apple: level(of:) — 0 for root items; an unknown item raises.
    public func level(of item: ItemIdentifierType) -> Int { position(of: item).map { nodes[$0].level } ?? 0 }
    /// Apple: index(of:) — the index in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { nodes.firstIndex { $0.item == item } }
    /// Apple: parent(of:) — nil for a root item; an unknown item raises.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        position(of: child).flatMap { nodes[$0].parent }
    }

    /// Apple: snapshot(of:includingParent:) — the subtree below `parent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let at = position(of: parent) else { return result }
        let base = nodes[at].level + (includingParent ? 0 : 1)
        let range = (includingParent ? at : at + 1)..<endOfSubtree(at)
        result.nodes = nodes[range].map { node in
            Node(
                item: node.item,
                parent: node.item == parent || (node.parent == parent && !includingParent) ? nil : node.parent,
                level: node.level - base)
        }
        result.expanded = expanded.filter { result.contains($0) }
        return result
    }

    /// Apple: replace(childrenOf:using:) — the parent's descendants become the snapshot's items,
    /// its root items children of the parent.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let at = position(of: parent) else { return }
        let removed = nodes[(at + 1)..<endOfSubtree(at)].map(\.item)
        let remaining = nodes.map(\.item).filter { !removed.contains($0) }
        guard ModelIdentifierValidation.validate(snapshot.items, existing: remaining, kind: .item) else { return }
        let clash = snapshot.items.filter { remaining.contains($0) }
        guard clash.isEmpty else {
            ModelFindings.fault(
                .duplicateItemIdentifiers, "Duplicate identifiers: \(ModelIdentifierValidation.setDescription(clash)).")
            return
        }
        for item in removed { expanded.remove(item) }
        nodes.removeSubrange((at + 1)..<endOfSubtree(at))
        let base = nodes[at].level + 1
        nodes.insert(
            contentsOf: snapshot.nodes.map { Node(item: $0.item, parent: $0.parent ?? parent, level: $0.level + base) },
            at: at + 1)
        expanded.formUnion(snapshot.expanded)
    }

    /// Apple: insert(_:before:) with a section snapshot — its root items become siblings of `item`,
    /// before it, with their descendants.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        guard let at = position(of: item), validate(snapshot.items) else { return }
        modelInsert(snapshot, at: at, anchor: nodes[at])
    }

    /// Apple: insert(_:after:) with a section snapshot — after `item` and its descendants.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        guard let at = position(of: item), validate(snapshot.items) else { return }
        modelInsert(snapshot, at: endOfSubtree(at), anchor: nodes[at])
    }

    private mutating func modelInsert(_ snapshot: Self, at index: Int, anchor: Node) {
        nodes.insert(
            contentsOf: snapshot.nodes.map {
                Node(item: $0.item, parent: $0.parent ?? anchor.parent, level: $0.level + anchor.level)
            }, at: index)
        expanded.formUnion(snapshot.expanded)
    }

    /// Apple: visualDescription() — an indented outline, for debugging.
    public func visualDescription() -> String {
        nodes.map {
            String(repeating: "  ", count: $0.level) + "- \($0.item)"
                + (expanded.contains($0.item) ? " (expanded)" : "")
        }
        .joined(separator: "\n")
    }

    // MARK: Model internals

    private func position(of item: ItemIdentifierType) -> Int? {
        if let at = nodes.firstIndex(where: { $0.item == item }) { return at }
        ModelFindings.fault(
            .unknownIdentifier, "Item \(ModelIdentifierValidation.describe(item)) is not in the section snapshot.")
        return nil
    }

    private func endOfSubtree(_ at: Int) -> Int {
        var end = at + 1
        while end < nodes.count, nodes[end].level > nodes[at].level { end += 1 }
        return end
    }

    private func validate(_ items: [ItemIdentifierType]) -> Bool {
        guard ModelIdentifierValidation.validate(items, existing: nodes.map(\.item), kind: .item) else { return false }
        let present = items.filter(contains)
        guard present.isEmpty else {
            ModelFindings.fault(
                .duplicateItemIdentifiers,
                "Duplicate identifiers: \(ModelIdentifierValidation.setDescription(present)) (already in the section snapshot)."
            )
            return false
        }
        return true
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var expandedItems: [ItemIdentifierType] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdiffabledatasourcesectionsnapshot-expandeditems.md:14).
    /// Unmodelled: reading records `NSDiffableDataSourceSectionSnapshot.expandedItems` and returns `[]`.
    @available(iOS, introduced: 18.1)
    public var expandedItems: [ItemIdentifierType] {
        get {
            ModelAvailability.require("NSDiffableDataSourceSectionSnapshot.expandedItems", introduced: 18)
            ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshot.expandedItems")
            return []
        }
    }

    /// UIKit: `init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:5).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshot.init(_:)` and makes the value with `init()`.
    @available(iOS, introduced: 14.0)
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.init()
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshot.init(_:)")
    }
    // cellspec:generated:end
}
