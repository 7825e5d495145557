// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITableViewDelegate {
    /// UIKit: `optional func tableView( _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:canperformprimaryactionforrowat:).md:16).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)` and returns `false`.
    @available(iOS, introduced: 16.0)
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        ModelAvailability.require("UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)", introduced: 16)
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView( _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:performprimaryactionforrowat:).md:16).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        ModelAvailability.require("UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)", introduced: 16)
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView( _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:selectionfollowsfocusforrowat:).md:16).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:)` and returns `false`.
    @available(iOS, introduced: 15.0)
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        ModelAvailability.require("UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:)", introduced: 15)
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:)")
        return false
    }
}
