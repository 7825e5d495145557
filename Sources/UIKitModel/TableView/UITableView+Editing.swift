import Foundation

extension UITableViewCell {
    /// Apple: UITableViewCell.EditingStyle — `none`, `delete`, `insert`.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }
}

extension UITableView {
    /// Model extension, not UIKit API: the user confirms an edit of the row (the delete button
    /// after a swipe or the delete control, or the insert control). Apple:
    /// UITableViewDataSource.tableView(_:commit:forRowAt:) — the table asks the data source to
    /// commit, only for a row whose `tableView(_:canEditRowAt:)` is true. Returns whether the
    /// data source was asked.
    @discardableResult
    public func modelCommitEdit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        return true
    }

    /// Model extension, not UIKit API: the user drags the row's reorder control in editing mode.
    /// Apple: tableView(_:canMoveRowAt:) gates it; then tableView(_:moveRowAt:to:) tells the data
    /// source. Returns whether the row moved.
    @discardableResult
    public func modelMoveRow(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        return true
    }
}

extension UITableViewCell {
    /// Apple: UITableViewCell.separatorLayoutGuide (iOS 14) — the guide the separator's leading
    /// edge follows. The model keeps the guide and its constraints; it draws no separator.
    public var separatorLayoutGuide: UILayoutGuide { modelGuide("UITableViewCellSeparatorLayoutGuide") }
}
