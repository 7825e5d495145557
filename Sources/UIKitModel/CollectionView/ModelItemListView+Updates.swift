import Foundation

/// The batch-update bookkeeping `UICollectionView` and `UITableView` share: recording changes
/// inside `performBatchUpdates(_:completion:)` (outside it each call is its own update), checking
/// an update against the data source's counts, and carrying cells and selection to their new
/// index paths. Model internals. Each view's UIKit API and the steps where the two differ are in
/// `UICollectionView+Updates.swift` and `UITableView+Updates.swift`.
extension ModelItemListView {
    /// The body of `performBatchUpdates(_:completion:)`: records the changes `updates` makes and
    /// performs them as one update against the data source's new counts; nested calls join the
    /// outer update. The model has no animation time, so callers run the completion at once.
    func modelPerformBatchUpdates(_ updates: (() -> Void)?) {
        let outer = modelBatch
        modelBatch = modelBatch ?? ModelCollectionChanges()
        updates?()
        if outer == nil, let batch = modelBatch {
            modelBatch = nil
            modelPerform(batch, newCounts: modelReadCounts())
        }
    }

    /// Adds a change to the update being recorded, or performs it alone.
    func modelRecord(_ change: (inout ModelCollectionChanges) -> Void) {
        if modelBatch != nil {
            change(&modelBatch!)
            return
        }
        var batch = ModelCollectionChanges()
        change(&batch)
        modelPerform(batch, newCounts: modelReadCounts())
    }

    /// Checks an update against the counts: nil when there is nothing to carry over — no counts
    /// loaded yet (the next layout pass reads them), or an update that does not turn the old
    /// counts into `newCounts` (UIKit's invalid update: a fault with `message(oldCounts)`, then a
    /// reload).
    func modelMap(_ update: ModelCollectionChanges, newCounts: [Int], invalid message: ([Int]) -> String)
        -> ModelUpdateMapping?
    {
        guard let oldCounts = modelCounts else {
            modelLayoutInvalidated()
            return nil
        }
        guard let (oldToNew, changes) = update.modelIndexPathMapping(oldCounts: oldCounts, newCounts: newCounts) else {
            ModelFindings.fault(.invalidBatchUpdate, message(oldCounts))
            reloadData()
            return nil
        }
        var reloaded = Set(changes.reloadedItems)
        for section in changes.reloadedSections where newCounts.indices.contains(section) {
            for item in 0..<newCounts[section] { reloaded.insert(IndexPath(item: item, section: section)) }
        }
        return ModelUpdateMapping(oldToNew: oldToNew, changes: changes, reloaded: reloaded)
    }

    /// Splits the visible cells into those that stay (at their new index paths) and those that
    /// leave (deleted or reloaded items, at their old index paths). The caller decides when the
    /// leaving cells reach the reuse queue.
    func modelSortCells(by mapping: ModelUpdateMapping) -> (staying: [IndexPath: Cell], leaving: [(IndexPath, Cell)]) {
        var staying: [IndexPath: Cell] = [:]
        var leaving: [(IndexPath, Cell)] = []
        for (old, cell) in modelCellsInOrder {
            if let new = mapping.oldToNew[old], !mapping.reloaded.contains(new) {
                staying[new] = cell
            } else {
                leaving.append((old, cell))
            }
        }
        return (staying, leaving)
    }

    /// Moves the selection to the new index paths (dropping deleted items, and reloaded ones
    /// unless `keepingReloaded`) and updates the visible cells' `isSelected`.
    func modelCarrySelection(by mapping: ModelUpdateMapping, keepingReloaded: Bool) {
        modelSelected = modelSelected.compactMap { mapping.oldToNew[$0] }.filter {
            keepingReloaded || !mapping.reloaded.contains($0)
        }
        for (path, cell) in modelCellsInOrder { cell.isSelected = modelSelected.contains(path) }
    }
}

/// Where an update takes a view's index paths. Model internals.
struct ModelUpdateMapping {
    /// The new index path of each surviving old one.
    var oldToNew: [IndexPath: IndexPath]
    /// The update with its section counts filled in.
    var changes: ModelCollectionChanges
    /// Items dequeued anew: reloaded items and every item of a reloaded section (new index paths).
    var reloaded: Set<IndexPath>
}
