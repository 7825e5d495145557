// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UITextAutocorrectionType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocorrectiontype.md:15).
/// Declared from the inventory; its members say what each does.
public enum UITextAutocorrectionType: Int {
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocorrectiontype-uitextautocorrectiontype.default.md:16).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case no` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocorrectiontype-uitextautocorrectiontype.no.md:16).
    /// Declared from the inventory.
    case no
    /// UIKit: `case yes` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocorrectiontype-uitextautocorrectiontype.yes.md:16).
    /// Declared from the inventory.
    case yes
}
