// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIEditMenuArrowDirection: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
public enum UIEditMenuArrowDirection: Int {
    /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection-uieditmenuarrowdirection.automatic.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case automatic
    /// UIKit: `case down` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection-uieditmenuarrowdirection.down.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case down
    /// UIKit: `case left` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection-uieditmenuarrowdirection.left.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case left
    /// UIKit: `case right` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection-uieditmenuarrowdirection.right.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case right
    /// UIKit: `case up` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuarrowdirection-uieditmenuarrowdirection.up.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 16.0)
    case up
}
