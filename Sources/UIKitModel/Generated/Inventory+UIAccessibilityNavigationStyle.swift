// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIAccessibilityNavigationStyle: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitynavigationstyle.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
public enum UIAccessibilityNavigationStyle: Int {
    /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitynavigationstyle-uiaccessibilitynavigationstyle.automatic.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 8.0)
    case automatic
    /// UIKit: `case combined` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitynavigationstyle-uiaccessibilitynavigationstyle.combined.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 8.0)
    case combined
    /// UIKit: `case separate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitynavigationstyle-uiaccessibilitynavigationstyle.separate.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 8.0)
    case separate
}
