// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UILabelVibrancy: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilabelvibrancy.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public enum UILabelVibrancy: Int {
    /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilabelvibrancy-uilabelvibrancy.automatic.md:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.0)
    case automatic
    /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilabelvibrancy-uilabelvibrancy.none.md:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.0)
    case none
}
