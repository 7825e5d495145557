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
        modelPerformBatchUpdates(updates)
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

    /// Applies one batch update to cells, selection and counts, then lays out and reconfigures.
    func modelPerform(_ update: ModelCollectionChanges, newCounts: [Int]) {
        let mapping = modelMap(update, newCounts: newCounts) { oldCounts in
            "Counts before: \(oldCounts), after (data source): \(newCounts); changes: \(update.insertedItems.count) inserted, "
                + "\(update.deletedItems.count) deleted items, \(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted sections."
        }
        guard let mapping else { return }
        let (staying, leaving) = modelSortCells(by: mapping)
        modelCells = staying
        // A reloaded item is deleted and inserted (UICollectionViewUpdateItem.Action.reload), so
        // it loses its selection.
        modelCarrySelection(by: mapping, keepingReloaded: false)
        for (_, view) in modelSupplementaryViews { modelEnqueue(view) }
        modelSupplementaryViews = [:]
        modelCounts = newCounts
        modelLayoutPass()
        // Cells of deleted and reloaded items animate out while their replacements come in, so
        // they reach the reuse queue only after the update: a reloaded item gets another cell.
        for (path, cell) in leaving { modelRetire(cell, at: path) }
        for path in mapping.changes.reconfiguredItems {
            guard let cell = modelCells[path] else { continue }
            if let returned = modelRequestCell(at: path, existing: cell), returned !== cell {
                modelRetire(cell, at: path)
                modelInstall(returned, at: path, frame: cell.frame)
            }
        }
    }
}
