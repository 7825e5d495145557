import Foundation

/// Focus: which view the focus engine (a keyboard, a remote, a game controller) moves to.
///
/// Apple: https://developer.apple.com/documentation/uikit/focus-based-navigation — the model has no
/// focus engine and no input device that moves focus, so focus never moves by itself and
/// `didUpdateFocus(in:with:)` is never called. What code sets is kept (stored state):
/// `UIView.focusGroupIdentifier` (iOS 15), `UICollectionView.allowsFocus` (iOS 15),
/// `UIFocusGuide.preferredFocusEnvironments` and `isEnabled`. Asking the engine to move focus
/// (`setNeedsFocusUpdate()`, `updateFocusIfNeeded()`) is recorded as unmodelled.
@MainActor @preconcurrency
open class UIFocusGuide: UILayoutGuide {
    /// Apple: UIFocusGuide.preferredFocusEnvironments — where focus goes when it enters the guide.
    /// Stored state.
    open var preferredFocusEnvironments: [any UIFocusEnvironment]! = []
    /// Apple: UIFocusGuide.isEnabled (true). Stored state.
    open var isEnabled = true
}

/// Apple: UIFocusEnvironment — an object that takes part in focus: views and view controllers.
@MainActor @preconcurrency
public protocol UIFocusEnvironment: AnyObject {
    /// Apple: UIFocusEnvironment.preferredFocusEnvironments.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// Apple: UIFocusEnvironment.didUpdateFocus(in:with:) — called by the focus engine only.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// Apple: UIFocusEnvironment.setNeedsFocusUpdate().
    func setNeedsFocusUpdate()
    /// Apple: UIFocusEnvironment.updateFocusIfNeeded().
    func updateFocusIfNeeded()
}

/// Apple: UIFocusUpdateContext — where focus moved from and to. Only the focus engine makes one.
@MainActor @preconcurrency
open class UIFocusUpdateContext: NSObject {
    /// Apple: UIFocusUpdateContext.previouslyFocusedView.
    open private(set) weak var previouslyFocusedView: UIView?
    /// Apple: UIFocusUpdateContext.nextFocusedView.
    open private(set) weak var nextFocusedView: UIView?
}

/// Apple: UIFocusAnimationCoordinator — runs animations beside a focus move. Only the focus engine makes one.
@MainActor @preconcurrency
open class UIFocusAnimationCoordinator: NSObject {
    /// Apple: UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:) — no focus moves
    /// in the model, so there is nothing to run beside.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        ModelFindings.unmodelled("UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:)")
    }
}

extension UIView: UIFocusEnvironment {
    /// Apple: UIView.setNeedsFocusUpdate() — the model has no focus engine: unmodelled.
    public func setNeedsFocusUpdate() {
        ModelFindings.unmodelled("UIFocusEnvironment.setNeedsFocusUpdate()")
    }

    /// Apple: UIView.updateFocusIfNeeded() — unmodelled.
    public func updateFocusIfNeeded() {
        ModelFindings.unmodelled("UIFocusEnvironment.updateFocusIfNeeded()")
    }
}

extension UIViewController: UIFocusEnvironment {
    /// Apple: UIViewController.setNeedsFocusUpdate() — unmodelled.
    public func setNeedsFocusUpdate() {
        ModelFindings.unmodelled("UIFocusEnvironment.setNeedsFocusUpdate()")
    }

    /// Apple: UIViewController.updateFocusIfNeeded() — unmodelled.
    public func updateFocusIfNeeded() {
        ModelFindings.unmodelled("UIFocusEnvironment.updateFocusIfNeeded()")
    }
}
