import Foundation

/// Apple: UITapGestureRecognizer — `numberOfTapsRequired` (1), `numberOfTouchesRequired` (1); a
/// discrete gesture.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Apple: UITapGestureRecognizer.numberOfTapsRequired (1). Stored state.
    open var numberOfTapsRequired = 1
    /// Apple: UITapGestureRecognizer.numberOfTouchesRequired (1). Stored state.
    open var numberOfTouchesRequired = 1
}
