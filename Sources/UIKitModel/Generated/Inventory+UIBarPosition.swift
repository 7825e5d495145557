// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIBarPosition: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarposition.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
public enum UIBarPosition: Int {
    /// UIKit: `case any` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarposition-uibarposition.any.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case any
    /// UIKit: `case bottom` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarposition-uibarposition.bottom.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case bottom
    /// UIKit: `case top` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarposition-uibarposition.top.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case top
    /// UIKit: `case topAttached` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarposition-uibarposition.topattached.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case topAttached
}
