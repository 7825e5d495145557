import Foundation

/// What the model's `UICollectionView` and `UITableView` share: cells at index paths in sections
/// whose counts come from a data source, a visible rectangle, a selection of index paths and a
/// batch update being recorded. Model internals, not UIKit API.
///
/// The default implementations here and in `ModelItemListView+Selection.swift` and
/// `ModelItemListView+Updates.swift` are the bookkeeping both views do the same way. Each view's
/// UIKit API, delegate calls and layout pass stay in the files named for its UIKit type
/// (`UICollectionView+Updates.swift`, `UITableView+Selection.swift`, …), and so do the places
/// where UIKit's table and collection views behave differently.
@MainActor
protocol ModelItemListView: UIScrollView, ModelUpdatePassParticipant {
    associatedtype Cell: ModelSelectableCell

    /// Section and item counts as last read from the data source; nil until the next reload.
    var modelCounts: [Int]? { get set }
    /// The visible cells by index path.
    var modelCells: [IndexPath: Cell] { get set }
    /// The selected index paths, in the order they were selected.
    var modelSelected: [IndexPath] { get set }
    /// The update being recorded inside `performBatchUpdates(_:completion:)`.
    var modelBatch: ModelCollectionChanges? { get set }
    /// Whether the next update pass runs the layout pass.
    var modelNeedsLayoutPass: Bool { get set }

    var isEditing: Bool { get }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var allowsSelectionDuringEditing: Bool { get }
    var allowsMultipleSelectionDuringEditing: Bool { get }

    /// Asks the data source for its section and item counts.
    func modelReadCounts() -> [Int]
    /// Applies one update to cells, selection and counts (each view in its `+Updates` file).
    func modelPerform(_ update: ModelCollectionChanges, newCounts: [Int])
    /// The layout pass: frames for the items, cells for the visible ones (each view's own).
    func modelLayoutPass()
    /// Takes a cell off screen into the reuse queue.
    func modelRetire(_ cell: Cell, at indexPath: IndexPath)
    func reloadData()
}

/// A cell a `ModelItemListView` shows: `UICollectionViewCell` or `UITableViewCell`.
@MainActor
protocol ModelSelectableCell: UIView {
    var isSelected: Bool { get set }
}

extension UICollectionViewCell: ModelSelectableCell {}
extension UITableViewCell: ModelSelectableCell {}

extension ModelItemListView {
    /// The visible cells in index-path order: what the model does to several cells (retiring them to
    /// the reuse queue, selecting them, scheduling their update passes) happens in this order, never
    /// in a dictionary's, which changes from process to process, so the same example dequeues the
    /// same cell for the same item on every run.
    var modelCellsInOrder: [(path: IndexPath, cell: Cell)] {
        modelCells.sorted { $0.key < $1.key }.map { (path: $0.key, cell: $0.value) }
    }

    /// The bounds at `contentOffset`; a view with an empty frame counts as
    /// `UICollectionView.modelDefaultViewportSize`, as one pinned to its view controller's view
    /// would be.
    var modelVisibleRect: CGRect {
        let size =
            bounds.size.width > 0 && bounds.size.height > 0 ? bounds.size : UICollectionView.modelDefaultViewportSize
        return CGRect(origin: contentOffset, size: size)
    }

    /// The counts, read from the data source if a reload is pending.
    func modelLoadedCounts() -> [Int] {
        if let counts = modelCounts { return counts }
        let counts = modelReadCounts()
        modelCounts = counts
        return counts
    }

    /// The number of items (rows) in a section; 0 for a section that does not exist.
    func modelCount(inSection section: Int) -> Int {
        let counts = modelLoadedCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks for a layout pass in the next update pass.
    func modelLayoutInvalidated() {
        modelNeedsLayoutPass = true
        ModelRunLoop.schedule(self)
    }

    /// Runs the layout pass if it is pending or the counts must be read again.
    func modelLayoutIfNeeded() {
        if modelNeedsLayoutPass || modelCounts == nil { modelLayoutPass() }
        ModelLayoutRecorder.noteLaidOut(self)
    }

    var modelNeedsUpdatePass: Bool { modelNeedsLayoutPass || modelCounts == nil }
    func modelPerformUpdatePassIfNeeded() { modelLayoutIfNeeded() }

    /// What `reloadData()` drops: the counts (read again in the next layout pass), the
    /// selection, and every cell (into the reuse queue).
    func modelDiscardCellsAndSelection() {
        modelCounts = nil
        modelSelected = []
        for (path, cell) in modelCellsInOrder { modelRetire(cell, at: path) }
        modelCells = [:]
    }

    /// The visible cell at `indexPath` (`cellForItem(at:)`, `cellForRow(at:)`), after a pending
    /// layout pass.
    func modelVisibleCell(at indexPath: IndexPath) -> Cell? {
        modelLayoutIfNeeded()
        return modelCells[indexPath]
    }

    /// The visible cells in index-path order (`visibleCells`).
    var modelVisibleCellsInOrder: [Cell] {
        modelLayoutIfNeeded()
        return modelCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible cells, sorted (`indexPathsForVisibleItems`,
    /// `indexPathsForVisibleRows`).
    var modelVisibleIndexPaths: [IndexPath] {
        modelLayoutIfNeeded()
        return modelCells.keys.sorted()
    }

    /// The index path of a visible cell (`indexPath(for:)`); nil for a cell that is not visible.
    func modelVisibleIndexPath(of cell: Cell) -> IndexPath? {
        modelLayoutIfNeeded()
        return modelCells.first { $0.value === cell }?.key
    }

    /// Whether `indexPath` names an existing item (row).
    func modelContains(_ indexPath: IndexPath) -> Bool {
        let counts = modelLoadedCounts()
        return indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }
}
