// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIKeyInput : UITextInputTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyinput.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// UIKit: `func deleteBackward()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyinput-deletebackward().md:16).
    /// A requirement.
    func deleteBackward()

    /// UIKit: `var hasText: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyinput-hastext.md:16).
    /// A requirement.
    var hasText: Bool { get }

    /// UIKit: `func insertText(_ text: String)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyinput-inserttext(_:).md:16).
    /// A requirement.
    func insertText(_ text: String)
}
