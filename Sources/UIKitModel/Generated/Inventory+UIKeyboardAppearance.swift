// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIKeyboardAppearance: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardappearance.md:15).
/// Declared from the inventory; its members say what each does.
public enum UIKeyboardAppearance: Int {
    /// UIKit: `case dark` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardappearance-uikeyboardappearance.dark.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case dark
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardappearance-uikeyboardappearance.default.md:16).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case light` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardappearance-uikeyboardappearance.light.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case light
    /// UIKit: `static var alert: UIKeyboardAppearance { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardappearance-alert-deprecated.md:16).
    /// Unmodelled: reading records `UIKeyboardAppearance.alert` and stops the example: no value of its type can be made.
    public static var alert: UIKeyboardAppearance {
        get {
            ModelFindings.unmodelledStop("UIKeyboardAppearance.alert")
        }
    }
}
