import Foundation

extension UICollectionViewDiffableDataSource {
    /// Apple: UICollectionViewDiffableDataSource.ReorderingHandlers (iOS 14) — `canReorderItem`
    /// ("To enable reordering, you must provide this closure"), `willReorder`, `didReorder`,
    /// each getting an `NSDiffableDataSourceTransaction`.
    public struct ReorderingHandlers {
        /// Apple: canReorderItem — whether the user may move the item; without it, nothing moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Apple: willReorder — before the data source's snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Apple: didReorder — after: "update your backing data" from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// Model extension, not UIKit API: the user drags the item at `source` to `destination` (an
    /// index path in the list after the item is removed from where it was, as UIKit's interactive
    /// movement reports it). Nothing moves unless `reorderingHandlers.canReorderItem` is set and
    /// allows the item. Otherwise `willReorder` runs, the data source takes the final snapshot
    /// (so `snapshot()` shows the new order), the collection view moves the cell, and `didReorder`
    /// runs. Returns whether the item moved.
    @discardableResult
    public func modelReorderItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        let initial = current
        guard let item = initial.modelItem(at: source),
            let canReorder = reorderingHandlers.canReorderItem, canReorder(item),
            let targetSection = initial.modelSectionIdentifier(at: destination.section)
        else { return false }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: targetSection)
        let index = min(max(destination.item, 0), remaining.count)
        if index < remaining.count {
            final.insertItems([item], beforeItem: remaining[index])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        guard
            final.itemIdentifiers != initial.itemIdentifiers
                || final.sectionIdentifiers.contains(where: {
                    initial.itemIdentifiers(inSection: $0) != final.itemIdentifiers(inSection: $0)
                })
        else { return false }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        modelApply(final, reload: false)
        reorderingHandlers.didReorder?(transaction)
        return true
    }
}
