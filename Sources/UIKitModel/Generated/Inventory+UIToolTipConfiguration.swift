// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIToolTipConfiguration: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipconfiguration.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UIToolTipConfiguration: NSObject {
    /// UIKit: `convenience init(toolTip: String)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipconfiguration-init(tooltip:).md:16).
    /// Unmodelled: a call records `UIToolTipConfiguration.init(toolTip:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(toolTip: String) {
        self.init()
        ModelAvailability.require("UIToolTipConfiguration.init(toolTip:)", introduced: 15)
        ModelFindings.unmodelled("UIToolTipConfiguration.init(toolTip:)")
    }
    /// UIKit: `convenience init( toolTip: String, in sourceRect: CGRect )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipconfiguration-init(tooltip:in:).md:16).
    /// Unmodelled: a call records `UIToolTipConfiguration.init(toolTip:in:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init()
        ModelAvailability.require("UIToolTipConfiguration.init(toolTip:in:)", introduced: 15)
        ModelFindings.unmodelled("UIToolTipConfiguration.init(toolTip:in:)")
    }
    /// UIKit: `var sourceRect: CGRect? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipconfiguration-sourcerect-8zvo1.md:16).
    /// Unmodelled: reading records `UIToolTipConfiguration.sourceRect` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var sourceRect: CGRect? {
        get {
            ModelAvailability.require("UIToolTipConfiguration.sourceRect", introduced: 15)
            ModelFindings.unmodelled("UIToolTipConfiguration.sourceRect")
            return nil
        }
    }
    /// UIKit: `var toolTip: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipconfiguration-tooltip.md:16).
    /// Unmodelled: reading records `UIToolTipConfiguration.toolTip` and returns `""`.
    @available(iOS, introduced: 15.0)
    open var toolTip: String {
        get {
            ModelAvailability.require("UIToolTipConfiguration.toolTip", introduced: 15)
            ModelFindings.unmodelled("UIToolTipConfiguration.toolTip")
            return ""
        }
    }
}
