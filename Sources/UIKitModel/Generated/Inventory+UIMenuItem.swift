// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIMenuItem: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuitem-deprecated.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
@available(iOS, deprecated: 16.0)
@available(*, deprecated, message: "deprecated in iOS 16.0")
@MainActor @preconcurrency
open class UIMenuItem: NSObject {
    /// Storage of `action`, generated.
    private var modelStoredAction: Optional<Selector> = nil
    /// UIKit: `var action: Selector { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuitem-action-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuItem.action` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var action: Selector {
        get {
            if let value = modelStoredAction { return value }
            ModelFindings.unmodelledStop("UIMenuItem.action")
        }
        set {
            modelStoredAction = newValue
        }
    }
    /// UIKit: `init( title: String, action: Selector )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuitem-init(title:action:)-deprecated.md:16).
    /// Unmodelled: a call records `UIMenuItem.init(title:action:)` and makes the object with `init()`.
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public convenience init(title: String, action: Selector) {
        self.init()
        ModelFindings.unmodelled("UIMenuItem.init(title:action:)")
    }
    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String> = nil
    /// UIKit: `var title: String { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuitem-title-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuItem.title` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var title: String {
        get {
            if let value = modelStoredTitle { return value }
            ModelFindings.unmodelled("UIMenuItem.title")
            return ""
        }
        set {
            modelStoredTitle = newValue
        }
    }
}
