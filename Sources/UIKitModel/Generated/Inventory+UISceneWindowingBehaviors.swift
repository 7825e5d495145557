// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISceneWindowingBehaviors: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenewindowingbehaviors.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UISceneWindowingBehaviors: NSObject {
    /// Storage of `isClosable`, generated.
    private var modelStoredIsClosable: Optional<Bool> = nil
    /// UIKit: `var isClosable: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenewindowingbehaviors-isclosable.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneWindowingBehaviors.isClosable` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var isClosable: Bool {
        get {
            if let value = modelStoredIsClosable { return value }
            ModelAvailability.require("UISceneWindowingBehaviors.isClosable", introduced: 16)
            ModelFindings.unmodelled("UISceneWindowingBehaviors.isClosable")
            return false
        }
        set {
            modelStoredIsClosable = newValue
        }
    }
    /// Storage of `isMiniaturizable`, generated.
    private var modelStoredIsMiniaturizable: Optional<Bool> = nil
    /// UIKit: `var isMiniaturizable: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenewindowingbehaviors-isminiaturizable.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneWindowingBehaviors.isMiniaturizable` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var isMiniaturizable: Bool {
        get {
            if let value = modelStoredIsMiniaturizable { return value }
            ModelAvailability.require("UISceneWindowingBehaviors.isMiniaturizable", introduced: 16)
            ModelFindings.unmodelled("UISceneWindowingBehaviors.isMiniaturizable")
            return false
        }
        set {
            modelStoredIsMiniaturizable = newValue
        }
    }
}
