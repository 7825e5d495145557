import Foundation

/// Row and section updates.
///
/// Apple: UITableView.performBatchUpdates(_:completion:) (iOS 11), `insertRows(at:with:)`,
/// `deleteRows(at:with:)`, `moveRow(at:to:)`, `reloadRows(at:with:)`, `reconfigureRows(at:)`
/// (iOS 15: "updates the data for the rows … preserving the existing cells"; the provider "must
/// return the same existing cell"), `insertSections(_:with:)`,
/// `deleteSections(_:with:)`, `reloadSections(_:with:)`. After an update the data source's counts
/// must match the old counts changed by the update (else a fault). Surviving rows keep their
/// cells and selection; deleted rows' cells go to the reuse queue; reloaded rows are dequeued
/// anew; reconfigured rows get the data source run on their existing cell. The index-path
/// bookkeeping is `ModelCollectionChanges`, shared with collection views and diffable data sources.
extension UITableView {
    /// Apple: performBatchUpdates(_:completion:) — the completion runs at once with `true`.
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

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { modelRecord { $0.insertedItems += indexPaths } }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { modelRecord { $0.deletedItems += indexPaths } }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        modelRecord { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { modelRecord { $0.reloadedItems += indexPaths } }
    /// Apple: reconfigureRows(at:) (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard ModelAvailability.require("UITableView.reconfigureRows(at:)", introduced: 15) else { return }
        modelRecord { $0.reconfiguredItems += indexPaths }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { modelRecord { $0.insertedSections += Array(sections) } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { modelRecord { $0.deletedSections += Array(sections) } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { modelRecord { $0.reloadedSections += Array(sections) } }

    private func modelRecord(_ change: (inout ModelCollectionChanges) -> Void) {
        if modelBatch != nil {
            change(&modelBatch!)
            return
        }
        var batch = ModelCollectionChanges()
        change(&batch)
        modelPerform(batch, newCounts: modelReadCounts())
    }

    /// Applies one update to cells, selection and counts, then lays out and reconfigures.
    func modelPerform(_ update: ModelCollectionChanges, newCounts: [Int]) {
        guard let oldCounts = modelCounts else {
            modelLayoutInvalidated()
            return
        }
        guard let (oldToNew, changes) = update.modelIndexPathMapping(oldCounts: oldCounts, newCounts: newCounts) else {
            ModelFindings.fault(.invalidBatchUpdate, "Table view rows before: \(oldCounts), after (data source): \(newCounts).")
            reloadData()
            return
        }
        var reloaded = Set(changes.reloadedItems)
        for section in changes.reloadedSections where newCounts.indices.contains(section) {
            for row in 0..<newCounts[section] { reloaded.insert(IndexPath(row: row, section: section)) }
        }
        var cells: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in modelCells {
            if let new = oldToNew[old], !reloaded.contains(new) {
                cells[new] = cell
            } else {
                modelRetire(cell, at: old)
            }
        }
        modelCells = cells
        modelFrames = Dictionary(modelFrames.compactMap { old, frame in oldToNew[old].map { ($0, frame) } }, uniquingKeysWith: { a, _ in a })
        modelSelected = modelSelected.compactMap { oldToNew[$0] }
        for (path, cell) in modelCells { cell.isSelected = modelSelected.contains(path) }
        modelCounts = newCounts
        modelLayoutRows()
        for path in changes.reconfiguredItems {
            guard let cell = modelCells[path] else { continue }
            modelReconfiguring = cell
            let returned = modelRequestCell(at: path)
            modelReconfiguring = nil
            if let returned, returned !== cell {
                ModelFindings.fault(.reconfigureDifferentCell, "Existing cell \(type(of: cell)), returned \(type(of: returned)).")
            }
        }
    }
}
