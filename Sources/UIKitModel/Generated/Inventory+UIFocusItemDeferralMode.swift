// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIFocusItemDeferralMode: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitemdeferralmode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
public enum UIFocusItemDeferralMode: Int {
    /// UIKit: `case always` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitemdeferralmode-uifocusitemdeferralmode.always.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 18.0)
    case always
    /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitemdeferralmode-uifocusitemdeferralmode.automatic.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 18.0)
    case automatic
    /// UIKit: `case never` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitemdeferralmode-uifocusitemdeferralmode.never.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 18.0)
    case never
}
