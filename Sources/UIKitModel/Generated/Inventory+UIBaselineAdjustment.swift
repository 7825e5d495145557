// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIBaselineAdjustment: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibaselineadjustment.md:15).
/// Declared from the inventory; its members say what each does.
public enum UIBaselineAdjustment: Int {
    /// UIKit: `case alignBaselines` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibaselineadjustment-uibaselineadjustment.alignbaselines.md:16).
    /// Declared from the inventory.
    case alignBaselines
    /// UIKit: `case alignCenters` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibaselineadjustment-uibaselineadjustment.aligncenters.md:16).
    /// Declared from the inventory.
    case alignCenters
    /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibaselineadjustment-uibaselineadjustment.none.md:16).
    /// Declared from the inventory.
    case none
}
