import Foundation

/// What a reorder changed, handed to a diffable data source's reordering handlers.
///
/// Apple: NSDiffableDataSourceTransaction (iOS 15) — `initialSnapshot`, `finalSnapshot`,
/// `difference` (a `CollectionDifference` of the item identifiers, from the initial to the final
/// order), `sectionTransactions` (one per section the reorder touched). "Use the transaction to
/// update your backing store" (Apple: reorderingHandlers.didReorder).
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// Apple: initialSnapshot — before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Apple: finalSnapshot — after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Apple: difference — the changes to the item identifiers, all sections in order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// Apple: sectionTransactions — the sections whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// What a reorder changed in one section.
///
/// Apple: NSDiffableDataSourceSectionTransaction (iOS 15) — `sectionIdentifier`,
/// `initialSnapshot`, `finalSnapshot` (section snapshots), `difference`.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// Apple: sectionIdentifier.
    public let sectionIdentifier: SectionIdentifierType
    /// Apple: initialSnapshot.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Apple: finalSnapshot.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Apple: difference — from the initial to the final items of the section.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}
