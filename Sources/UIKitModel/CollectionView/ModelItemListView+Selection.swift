import Foundation

/// The selection bookkeeping `UICollectionView` and `UITableView` share: the selected index
/// paths and their cells' `isSelected`. Model internals. The UIKit API and each view's delegate
/// calls are in `UICollectionView+Selection.swift` and `UITableView+Selection.swift`.
extension ModelItemListView {
    /// Whether a tap selects: `allowsSelection`, or `allowsSelectionDuringEditing` while editing.
    var modelTapSelects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether a tap adds to the selection: `allowsMultipleSelection`, or
    /// `allowsMultipleSelectionDuringEditing` while editing.
    var modelTapSelectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects or deselects one index path and its visible cell.
    func modelSetSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !modelSelected.contains(indexPath) { modelSelected.append(indexPath) }
        } else {
            modelSelected.removeAll { $0 == indexPath }
        }
        modelCells[indexPath]?.isSelected = selected
    }

    /// Deselects every selected index path but `kept`, calling `didDeselect` after each.
    func modelDeselectAll(except kept: IndexPath? = nil, didDeselect: (IndexPath) -> Void = { _ in }) {
        for path in modelSelected where path != kept {
            modelSetSelected(false, at: path)
            didDeselect(path)
        }
    }

    /// Selecting in code (`selectItem(at:animated:scrollPosition:)`,
    /// `selectRow(at:animated:scrollPosition:)`): nil deselects all; without `allowsSelection`
    /// nothing happens; an index path that does not exist goes to `invalid`; without multiple
    /// selection the previous selection is dropped. No delegate calls (Apple: "doesn't cause any
    /// selection-related delegate methods to be called").
    func modelSelectInCode(_ indexPath: IndexPath?, invalid: (IndexPath) -> Void) {
        guard let indexPath else {
            modelDeselectAll()
            return
        }
        guard allowsSelection else { return }
        guard modelContains(indexPath) else {
            invalid(indexPath)
            return
        }
        if !allowsMultipleSelection { modelDeselectAll(except: indexPath) }
        modelSetSelected(true, at: indexPath)
    }
}
