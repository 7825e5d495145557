// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIKey: NSObject, NSCoding, NSCopying, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikey.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
open class UIKey: NSObject {
    /// UIKit: `var characters: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikey-characters.md:16).
    /// Unmodelled: reading records `UIKey.characters` and returns `""`.
    @available(iOS, introduced: 13.4)
    open var characters: String {
        get {
            ModelFindings.unmodelled("UIKey.characters")
            return ""
        }
    }
    /// UIKit: `var charactersIgnoringModifiers: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikey-charactersignoringmodifiers.md:16).
    /// Unmodelled: reading records `UIKey.charactersIgnoringModifiers` and returns `""`.
    @available(iOS, introduced: 13.4)
    open var charactersIgnoringModifiers: String {
        get {
            ModelFindings.unmodelled("UIKey.charactersIgnoringModifiers")
            return ""
        }
    }
    /// UIKit: `var keyCode: UIKeyboardHIDUsage { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikey-keycode.md:16).
    /// Unmodelled: reading records `UIKey.keyCode` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    open var keyCode: UIKeyboardHIDUsage {
        get {
            ModelFindings.unmodelledStop("UIKey.keyCode")
        }
    }
    /// UIKit: `var modifierFlags: UIKeyModifierFlags { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikey-modifierflags.md:16).
    /// Unmodelled: reading records `UIKey.modifierFlags` and returns `[]`.
    @available(iOS, introduced: 13.4)
    open var modifierFlags: UIKeyModifierFlags {
        get {
            ModelFindings.unmodelled("UIKey.modifierFlags")
            return []
        }
    }
}
