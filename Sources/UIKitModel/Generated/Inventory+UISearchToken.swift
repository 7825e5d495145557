// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISearchToken: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtoken.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UISearchToken: NSObject {
    /// UIKit: `init( icon: UIImage?, text: String )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtoken-init(icon:text:).md:16).
    /// Unmodelled: a call records `UISearchToken.init(icon:text:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(icon: UIImage?, text: String) {
        self.init()
        ModelFindings.unmodelled("UISearchToken.init(icon:text:)")
    }
    /// Storage of `representedObject`, generated.
    private var modelStoredRepresentedObject: Optional<Any?> = nil
    /// UIKit: `var representedObject: Any? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtoken-representedobject.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchToken.representedObject` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var representedObject: Any? {
        get {
            if let value = modelStoredRepresentedObject { return value }
            ModelFindings.unmodelled("UISearchToken.representedObject")
            return nil
        }
        set {
            modelStoredRepresentedObject = newValue
        }
    }
}
