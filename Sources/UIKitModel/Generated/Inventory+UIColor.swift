// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIColor {
    /// UIKit: `enum Prominence: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-uicolor.prominence.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public enum Prominence: Int {
        /// UIKit: `case primary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-uicolor.prominence-uicolor.prominence.primary.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case primary
        /// UIKit: `case quaternary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-uicolor.prominence-uicolor.prominence.quaternary.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case quaternary
        /// UIKit: `case secondary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-uicolor.prominence-uicolor.prominence.secondary.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case secondary
        /// UIKit: `case tertiary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-uicolor.prominence-uicolor.prominence.tertiary.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tertiary
    }
}
