// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIRotationGestureRecognizer: UIGestureRecognizer` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uirotationgesturerecognizer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Storage of `rotation`, generated.
    private var modelStoredRotation: Optional<CGFloat> = nil
    /// UIKit: `var rotation: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uirotationgesturerecognizer-rotation.md:16).
    /// Stored: keeps what is set; a read before any set records `UIRotationGestureRecognizer.rotation` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var rotation: CGFloat {
        get {
            if let value = modelStoredRotation { return value }
            ModelFindings.unmodelled("UIRotationGestureRecognizer.rotation")
            return 0
        }
        set {
            modelStoredRotation = newValue
        }
    }
    /// UIKit: `var velocity: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uirotationgesturerecognizer-velocity.md:16).
    /// Unmodelled: reading records `UIRotationGestureRecognizer.velocity` and returns `0`.
    @available(iOS, introduced: 3.2)
    open var velocity: CGFloat {
        get {
            ModelFindings.unmodelled("UIRotationGestureRecognizer.velocity")
            return 0
        }
    }
}
