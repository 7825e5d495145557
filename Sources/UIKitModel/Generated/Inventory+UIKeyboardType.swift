// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIKeyboardType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype.md:15).
/// Declared from the inventory; its members say what each does.
public enum UIKeyboardType: Int {
    /// UIKit: `case URL` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.url.md:16).
    /// Declared from the inventory.
    case URL
    /// UIKit: `case asciiCapable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.asciicapable.md:16).
    /// Declared from the inventory.
    case asciiCapable
    /// UIKit: `case asciiCapableNumberPad` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.asciicapablenumberpad.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case asciiCapableNumberPad
    /// UIKit: `case decimalPad` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.decimalpad.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 4.1)
    case decimalPad
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.default.md:16).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case emailAddress` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.emailaddress.md:16).
    /// Declared from the inventory.
    case emailAddress
    /// UIKit: `case namePhonePad` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.namephonepad.md:16).
    /// Declared from the inventory.
    case namePhonePad
    /// UIKit: `case numberPad` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.numberpad.md:16).
    /// Declared from the inventory.
    case numberPad
    /// UIKit: `case numbersAndPunctuation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.numbersandpunctuation.md:16).
    /// Declared from the inventory.
    case numbersAndPunctuation
    /// UIKit: `case phonePad` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.phonepad.md:16).
    /// Declared from the inventory.
    case phonePad
    /// UIKit: `static var alphabet: UIKeyboardType { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-alphabet-deprecated.md:16).
    /// Unmodelled: reading records `UIKeyboardType.alphabet` and stops the example: no value of its type can be made.
    public static var alphabet: UIKeyboardType {
        get {
            ModelFindings.unmodelledStop("UIKeyboardType.alphabet")
        }
    }
    /// UIKit: `case twitter` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.twitter.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 5.0)
    case twitter
    /// UIKit: `case webSearch` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardtype-uikeyboardtype.websearch.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case webSearch
}
