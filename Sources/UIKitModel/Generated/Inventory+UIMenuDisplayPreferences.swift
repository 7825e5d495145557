// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIMenuDisplayPreferences: NSObject, NSCoding, NSCopying, NSObjectProtocol, NSSecureCoding, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenudisplaypreferences.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.4)
@MainActor @preconcurrency
open class UIMenuDisplayPreferences: NSObject {
    /// Storage of `maximumNumberOfTitleLines`, generated.
    private var modelStoredMaximumNumberOfTitleLines: Optional<Int> = nil
    /// UIKit: `var maximumNumberOfTitleLines: Int { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenudisplaypreferences-maximumnumberoftitlelines.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuDisplayPreferences.maximumNumberOfTitleLines` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var maximumNumberOfTitleLines: Int {
        get {
            if let value = modelStoredMaximumNumberOfTitleLines { return value }
            ModelAvailability.require("UIMenuDisplayPreferences.maximumNumberOfTitleLines", introduced: 17)
            ModelFindings.unmodelled("UIMenuDisplayPreferences.maximumNumberOfTitleLines")
            return 0
        }
        set {
            modelStoredMaximumNumberOfTitleLines = newValue
        }
    }
}
