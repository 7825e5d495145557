// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIAlertControllerSeverity: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uialertcontrollerseverity.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
public enum UIAlertControllerSeverity: Int {
    /// UIKit: `case critical` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uialertcontrollerseverity-uialertcontrollerseverity.critical.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case critical
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uialertcontrollerseverity-uialertcontrollerseverity.default.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case `default`
}
