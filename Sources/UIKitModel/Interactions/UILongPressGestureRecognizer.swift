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
}
