import Foundation

/// Batch updates: inserting, deleting, moving, reloading and reconfiguring items and sections.
///
/// Apple: UICollectionView.performBatchUpdates(_:completion:), `insertItems(at:)`,
/// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`, `reconfigureItems(at:)` (iOS 15),
/// `insertSections(_:)`, `deleteSections(_:)`, `moveSection(_:toSection:)`, `reloadSections(_:)`.
/// Outside `performBatchUpdates` each call is its own update. After an update the data source's
/// counts must match the old counts changed by the update (else a fault). Cells of surviving
/// items keep their cells and selection; deleted items' cells go to the reuse queue once the
/// update is done; reloaded items are dequeued anew ("discard any cells associated with those
/// items and redisplay them", UICollectionView.reloadItems(at:)), so they get another cell; reconfigured items get the cell provider run on their existing cell
/// (the model lists reloads and reconfigures at post-update index paths).
///
/// A reloaded item (or every item of a reloaded section) also loses its selection: Apple defines
/// the reload action as "deleting and then inserting the item" (UICollectionViewUpdateItem.Action.reload),
/// and a deleted item's selection is dropped. `reconfigureItems(at:)` is the call that keeps the
/// cell, and with it the selection ("preserving the existing cells for the items",
/// UICollectionView.reconfigureItems(at:); WWDC 2021 "Make blazing fast lists and collection views").
extension UICollectionView {
    /// Apple: performBatchUpdates(_:completion:) — the model has no animation time: the
    /// completion runs at once with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = modelBatch
        modelBatch = modelBatch ?? ModelCollectionChanges()
        updates?()
        if outer == nil, let batch = modelBatch {
            modelBatch = nil
            modelPerform(batch, newCounts: modelReadCounts())
        }
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { modelRecord { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { modelRecord { $0.deletedItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        modelRecord { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }
    public func reloadItems(at indexPaths: [IndexPath]) { modelRecord { $0.reloadedItems += indexPaths } }
    /// Apple: reconfigureItems(at:) (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard ModelAvailability.require("UICollectionView.reconfigureItems(at:)", introduced: 15) else { return }
        modelRecord { $0.reconfiguredItems += indexPaths }
    }
    public func insertSections(_ sections: IndexSet) { modelRecord { $0.insertedSections += Array(sections) } }
    public func deleteSections(_ sections: IndexSet) { modelRecord { $0.deletedSections += Array(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        modelRecord { $0.movedSections.append(.init(from: section, to: newSection)) }
    }
    public func reloadSections(_ sections: IndexSet) { modelRecord { $0.reloadedSections += Array(sections) } }

    private func modelRecord(_ change: (inout ModelCollectionChanges) -> Void) {
        if modelBatch != nil {
            change(&modelBatch!)
            return
        }
        var batch = ModelCollectionChanges()
        change(&batch)
        modelPerform(batch, newCounts: modelReadCounts())
    }

    /// Applies one batch update to cells, selection and counts, then lays out and reconfigures.
    func modelPerform(_ update: ModelCollectionChanges, newCounts: [Int]) {
        guard let oldCounts = modelCounts else {
            modelCounts = nil
            modelLayoutInvalidated()
            return
        }
        var changes = update
        changes.oldSectionCount = oldCounts.count
        changes.newSectionCount = newCounts.count
        let tokens = oldCounts.enumerated().map { s, count in (0..<count).map { Optional(IndexPath(item: $0, section: s)) } }
        guard let mapped = changes.apply(to: tokens, insertedSection: { Array(repeating: nil, count: newCounts.indices.contains($0) ? newCounts[$0] : 0) },
                                         insertedItem: { _ in nil }),
            mapped.map(\.count) == newCounts
        else {
            ModelFindings.fault(
                .invalidBatchUpdate,
                "Counts before: \(oldCounts), after (data source): \(newCounts); changes: \(changes.insertedItems.count) inserted, "
                    + "\(changes.deletedItems.count) deleted items, \(changes.insertedSections.count) inserted, \(changes.deletedSections.count) deleted sections.")
            reloadData()
            return
        }
        var reloaded = Set(changes.reloadedItems)
        for section in changes.reloadedSections where newCounts.indices.contains(section) {
            for item in 0..<newCounts[section] { reloaded.insert(IndexPath(item: item, section: section)) }
        }
        var oldToNew: [IndexPath: IndexPath] = [:]
        for (s, items) in mapped.enumerated() {
            for (i, old) in items.enumerated() {
                if let old { oldToNew[old] = IndexPath(item: i, section: s) }
            }
        }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (old, cell) in modelCells {
            if let new = oldToNew[old], !reloaded.contains(new) {
                cells[new] = cell
            } else {
                leaving.append((old, cell))
            }
        }
        modelCells = cells
        modelSelected = modelSelected.compactMap { oldToNew[$0] }.filter { !reloaded.contains($0) }
        for (path, cell) in modelCells { cell.isSelected = modelSelected.contains(path) }
        for (_, view) in modelSupplementaryViews { modelEnqueue(view) }
        modelSupplementaryViews = [:]
        modelCounts = newCounts
        modelLayoutCells()
        // Cells of deleted and reloaded items animate out while their replacements come in, so
        // they reach the reuse queue only after the update: a reloaded item gets another cell.
        for (path, cell) in leaving { modelRetire(cell, at: path) }
        for path in changes.reconfiguredItems {
            guard let cell = modelCells[path] else { continue }
            if let returned = modelRequestCell(at: path, existing: cell), returned !== cell {
                modelRetire(cell, at: path)
                modelInstall(returned, at: path, frame: cell.frame)
            }
        }
    }
}
