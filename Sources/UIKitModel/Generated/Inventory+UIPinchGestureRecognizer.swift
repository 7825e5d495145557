// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPinchGestureRecognizer : UIGestureRecognizer` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPinchGestureRecognizer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Storage of `scale`, generated.
    private var modelStoredScale: Optional<CGFloat> = nil
    /// UIKit: `var scale: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPinchGestureRecognizer.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIPinchGestureRecognizer.scale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var scale: CGFloat {
        get {
            if let value = modelStoredScale { return value }
            ModelFindings.unmodelled("UIPinchGestureRecognizer.scale")
            return 0
        }
        set {
            modelStoredScale = newValue
        }
    }
    /// UIKit: `var velocity: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPinchGestureRecognizer.swift:5).
    /// Unmodelled: reading records `UIPinchGestureRecognizer.velocity` and returns `0`.
    @available(iOS, introduced: 3.2)
    open var velocity: CGFloat {
        get {
            ModelFindings.unmodelled("UIPinchGestureRecognizer.velocity")
            return 0
        }
    }
}
