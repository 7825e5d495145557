// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UITextSmartQuotesType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextsmartquotestype.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum UITextSmartQuotesType: Int {
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextsmartquotestype-uitextsmartquotestype.default.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case `default`
    /// UIKit: `case no` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextsmartquotestype-uitextsmartquotestype.no.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case no
    /// UIKit: `case yes` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextsmartquotestype-uitextsmartquotestype.yes.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case yes
}
