import Foundation

/// The state of the data in a collection or table view: ordered sections, each with ordered
/// items, all identified by unique `Hashable` identifiers.
///
/// Apple: NSDiffableDataSourceSnapshot (iOS 13) — a value type; queries `numberOfItems`,
/// `numberOfSections`, `sectionIdentifiers`, `itemIdentifiers`, `numberOfItems(inSection:)`,
/// `itemIdentifiers(inSection:)`, `sectionIdentifier(containingItem:)`, `indexOfItem(_:)`,
/// `indexOfSection(_:)`, `reloadedItemIdentifiers`/`reconfiguredItemIdentifiers`/
/// `reloadedSectionIdentifiers` (iOS 15). Mutations are in `NSDiffableDataSourceSnapshot+Mutations.swift`.
/// Duplicate identifiers are a fault with UIKit's message (UIKIT-FACTS).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    var sections: [Section] = []
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []
    var reloadedSections: [SectionIdentifierType] = []

    /// Apple: NSDiffableDataSourceSnapshot.init() — an empty snapshot.
    public init() {}

    /// Apple: NSDiffableDataSourceSnapshot.numberOfItems.
    public var numberOfItems: Int { itemSections.count }
    /// Apple: NSDiffableDataSourceSnapshot.numberOfSections.
    public var numberOfSections: Int { sections.count }
    /// Apple: NSDiffableDataSourceSnapshot.sectionIdentifiers.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Apple: NSDiffableDataSourceSnapshot.itemIdentifiers — every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// Apple: NSDiffableDataSourceSnapshot.numberOfItems(inSection:) — the section must exist.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// Apple: NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:) — the section must exist.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = sectionPositions[identifier] else {
            ModelFindings.fault(
                .unknownIdentifier, "Section \(ModelIdentifierValidation.describe(identifier)) is not in the snapshot.")
            return []
        }
        return sections[position].items
    }

    /// Apple: NSDiffableDataSourceSnapshot.sectionIdentifier(containingItem:).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// Apple: NSDiffableDataSourceSnapshot.indexOfItem(_:) — the item's index in
    /// ``itemIdentifiers`` (across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let position = sectionPositions[section] else { return nil }
        let before = sections[..<position].reduce(0) { $0 + $1.items.count }
        return sections[position].items.firstIndex(of: identifier).map { before + $0 }
    }

    /// Apple: NSDiffableDataSourceSnapshot.indexOfSection(_:).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionPositions[identifier] }

    /// Apple: NSDiffableDataSourceSnapshot.reloadedItemIdentifiers (iOS 15).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// Apple: NSDiffableDataSourceSnapshot.reconfiguredItemIdentifiers (iOS 15).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// Apple: NSDiffableDataSourceSnapshot.reloadedSectionIdentifiers (iOS 15).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Model internals

    /// The item at an index path, if there is one.
    func modelItem(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The index path of an item, if it is in the snapshot.
    func modelIndexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let position = sectionPositions[section],
            let item = sections[position].items.firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: position)
    }

    /// The identifier of the section at an index, if there is one.
    func modelSectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// The number of items in the section at an index; 0 for a section that does not exist.
    func modelItemCount(inSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// The snapshot without its one-shot reload and reconfigure marks, as the data source keeps it.
    var modelWithoutMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    mutating func rebuildSectionPositions() {
        sectionPositions = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.identifier, $0) })
    }
}
