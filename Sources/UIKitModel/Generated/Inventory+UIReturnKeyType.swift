// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIReturnKeyType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype.md:15).
/// Declared from the inventory; its members say what each does.
public enum UIReturnKeyType: Int {
    /// UIKit: `case continue` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.continue.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 9.0)
    case `continue`
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.default.md:16).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case done` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.done.md:16).
    /// Declared from the inventory.
    case done
    /// UIKit: `case emergencyCall` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.emergencycall.md:16).
    /// Declared from the inventory.
    case emergencyCall
    /// UIKit: `case go` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.go.md:16).
    /// Declared from the inventory.
    case go
    /// UIKit: `case google` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.google.md:16).
    /// Declared from the inventory.
    case google
    /// UIKit: `case join` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.join.md:16).
    /// Declared from the inventory.
    case join
    /// UIKit: `case next` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.next.md:16).
    /// Declared from the inventory.
    case next
    /// UIKit: `case route` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.route.md:16).
    /// Declared from the inventory.
    case route
    /// UIKit: `case search` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.search.md:16).
    /// Declared from the inventory.
    case search
    /// UIKit: `case send` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.send.md:16).
    /// Declared from the inventory.
    case send
    /// UIKit: `case yahoo` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uireturnkeytype-uireturnkeytype.yahoo.md:16).
    /// Declared from the inventory.
    case yahoo
}
