import Foundation

/// Row selection and highlight.
///
/// Apple: UITableView `indexPathForSelectedRow`, `indexPathsForSelectedRows`,
/// `selectRow(at:animated:scrollPosition:)` (nil clears the selection; no delegate calls),
/// `deselectRow(at:animated:)`. A selected row's visible cell has `isSelected`. Selection follows
/// rows through updates and is dropped for deleted rows and by `reloadData()`.
extension UITableView {
    /// Apple: indexPathForSelectedRow.
    public var indexPathForSelectedRow: IndexPath? { modelSelected.first }

    /// Apple: indexPathsForSelectedRows (nil when none).
    public var indexPathsForSelectedRows: [IndexPath]? { modelSelected.isEmpty ? nil : modelSelected }

    /// Apple: selectRow(at:animated:scrollPosition:).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        // Model: a row that does not exist is ignored (the collection view faults instead).
        modelSelectInCode(indexPath, invalid: { _ in })
    }

    /// Apple: deselectRow(at:animated:).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        modelSetSelected(false, at: indexPath)
    }

    /// Model extension, not UIKit API: a user's tap on the row, with UIKit's delegate calls —
    /// `shouldHighlightRowAt`, then `willSelectRowAt` (which may redirect or refuse), the previous
    /// row's `didDeselectRowAt` unless multiple selection is allowed, and `didSelectRowAt`; with
    /// multiple selection a tap on a selected row deselects it (`didDeselectRowAt`).
    public func modelTapRow(at indexPath: IndexPath) {
        modelLayoutIfNeeded()
        guard modelContains(indexPath), modelTapSelects,
            delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        cellForRow(at: indexPath)?.isHighlighted = true
        cellForRow(at: indexPath)?.isHighlighted = false
        let multiple = modelTapSelectsMultiple
        if multiple, modelSelected.contains(indexPath) {
            modelSetSelected(false, at: indexPath)
            delegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            modelContains(target)
        else { return }
        if !multiple { modelDeselectAll(except: target) { delegate?.tableView(self, didDeselectRowAt: $0) } }
        modelSetSelected(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
