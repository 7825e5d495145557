// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIBarMetrics: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics.md:15).
/// Declared from the inventory; its members say what each does.
public enum UIBarMetrics: Int {
    /// UIKit: `case compact` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-uibarmetrics.compact.md:16).
    /// Declared from the inventory.
    case compact
    /// UIKit: `case compactPrompt` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-uibarmetrics.compactprompt.md:16).
    /// Declared from the inventory.
    case compactPrompt
    /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-uibarmetrics.default.md:16).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case defaultPrompt` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-uibarmetrics.defaultprompt.md:16).
    /// Declared from the inventory.
    case defaultPrompt
    /// UIKit: `static var landscapePhone: UIBarMetrics { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-landscapephone-deprecated.md:16).
    /// Unmodelled: reading records `UIBarMetrics.landscapePhone` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static var landscapePhone: UIBarMetrics {
        get {
            ModelFindings.unmodelledStop("UIBarMetrics.landscapePhone")
        }
    }
    /// UIKit: `static var landscapePhonePrompt: UIBarMetrics { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarmetrics-landscapephoneprompt-deprecated.md:16).
    /// Unmodelled: reading records `UIBarMetrics.landscapePhonePrompt` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static var landscapePhonePrompt: UIBarMetrics {
        get {
            ModelFindings.unmodelledStop("UIBarMetrics.landscapePhonePrompt")
        }
    }
}
