// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UITimingCurveType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurvetype.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
public enum UITimingCurveType: Int {
    /// UIKit: `case builtin` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurvetype-uitimingcurvetype.builtin.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case builtin
    /// UIKit: `case composed` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurvetype-uitimingcurvetype.composed.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case composed
    /// UIKit: `case cubic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurvetype-uitimingcurvetype.cubic.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case cubic
    /// UIKit: `case spring` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurvetype-uitimingcurvetype.spring.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case spring
}
