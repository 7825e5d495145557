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
        modelPerformBatchUpdates(updates)
        completion?(true)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelRecord { $0.insertedItems += indexPaths }
    }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelRecord { $0.deletedItems += indexPaths }
    }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        modelRecord { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }
    /// Apple: reloadRows(at:with:) — the rows get new cells from the data source. Model's choice:
    /// a reloaded row keeps its selection (Apple's page does not say; the collection view's model
    /// drops a reloaded item's).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        modelRecord { $0.reloadedItems += indexPaths }
    }
    /// Apple: reconfigureRows(at:) (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard ModelAvailability.require("UITableView.reconfigureRows(at:)", introduced: 15) else { return }
        modelRecord { $0.reconfiguredItems += indexPaths }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelRecord { $0.insertedSections += Array(sections) }
    }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelRecord { $0.deletedSections += Array(sections) }
    }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        modelRecord { $0.reloadedSections += Array(sections) }
    }

    /// Applies one update to cells, selection and counts, then lays out and reconfigures.
    func modelPerform(_ update: ModelCollectionChanges, newCounts: [Int]) {
        let mapping = modelMap(update, newCounts: newCounts) {
            "Table view rows before: \($0), after (data source): \(newCounts)."
        }
        guard let mapping else { return }
        // Unlike the collection view, the model queues a leaving row's cell before the layout
        // pass, so a reloaded row may get its old cell back. (UIKit animates "that new cell in as
        // it animates the old row out", UITableView.reloadRows(at:with:); the model does not.)
        let (staying, leaving) = modelSortCells(by: mapping)
        for (old, cell) in leaving { modelRetire(cell, at: old) }
        modelCells = staying
        modelFrames = Dictionary(
            modelFrames.compactMap { old, frame in mapping.oldToNew[old].map { ($0, frame) } },
            uniquingKeysWith: { a, _ in a })
        // Model: a reloaded row keeps its selection (the collection view drops a reloaded item's).
        modelCarrySelection(by: mapping, keepingReloaded: true)
        modelCounts = newCounts
        modelLayoutPass()
        for path in mapping.changes.reconfiguredItems {
            guard let cell = modelCells[path] else { continue }
            modelReconfiguring = cell
            let returned = modelRequestCell(at: path)
            modelReconfiguring = nil
            if let returned, returned !== cell {
                ModelFindings.fault(
                    .reconfigureDifferentCell, "Existing cell \(type(of: cell)), returned \(type(of: returned)).")
            }
        }
    }
}
