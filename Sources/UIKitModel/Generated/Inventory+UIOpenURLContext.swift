// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIOpenURLContext: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiopenurlcontext.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// UIKit: `var options: UIScene.OpenURLOptions { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiopenurlcontext-options.md:16).
    /// Unmodelled: reading records `UIOpenURLContext.options` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var options: UIScene.OpenURLOptions {
        get {
            ModelFindings.unmodelledStop("UIOpenURLContext.options")
        }
    }
    /// UIKit: `var url: URL { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiopenurlcontext-url.md:16).
    /// Unmodelled: reading records `UIOpenURLContext.url` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var url: URL {
        get {
            ModelFindings.unmodelledStop("UIOpenURLContext.url")
        }
    }
}
