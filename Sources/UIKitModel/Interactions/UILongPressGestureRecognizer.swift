import Foundation

/// Apple: UILongPressGestureRecognizer — `minimumPressDuration` (0.5 s), `allowableMovement`
/// (10 points); a continuous gesture: recognized, it begins.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Apple: UILongPressGestureRecognizer.minimumPressDuration (0.5). Stored state.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Apple: UILongPressGestureRecognizer.allowableMovement (10). Stored state.
    open var allowableMovement: CGFloat = 10
    /// Apple: UILongPressGestureRecognizer.numberOfTouchesRequired (1). Stored state.
    open var numberOfTouchesRequired = 1
    override var modelIsContinuous: Bool { true }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `numberOfTapsRequired`, generated.
    private var modelStoredNumberOfTapsRequired: Optional<Int> = nil
    /// UIKit: `var numberOfTapsRequired: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UILongPressGestureRecognizer.swift:4).
    /// Stored: keeps what is set; a read before any set records `UILongPressGestureRecognizer.numberOfTapsRequired` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var numberOfTapsRequired: Int {
        get {
            if let value = modelStoredNumberOfTapsRequired { return value }
            ModelFindings.unmodelled("UILongPressGestureRecognizer.numberOfTapsRequired")
            return 0
        }
        set {
            modelStoredNumberOfTapsRequired = newValue
        }
    }
    // cellspec:generated:end
}
