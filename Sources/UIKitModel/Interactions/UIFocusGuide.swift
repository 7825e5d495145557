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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `preferredFocusedView`, generated.
    private var modelStoredPreferredFocusedView: Optional<UIView?> = nil
    /// UIKit: `weak var preferredFocusedView: @sil_weak UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusGuide.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIFocusGuide.preferredFocusedView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open var preferredFocusedView: UIView? {
        get {
            if let value = modelStoredPreferredFocusedView { return value }
            ModelFindings.unmodelled("UIFocusGuide.preferredFocusedView")
            return nil
        }
        set {
            modelStoredPreferredFocusedView = newValue
        }
    }
    // cellspec:generated:end
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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func contains(_ environment: UIFocusEnvironment) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:758).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func contains(_ environment: UIFocusEnvironment) -> Bool

    /// UIKit: `optional var focusGroupIdentifier: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:32).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    var focusGroupIdentifier: String? { get }

    /// UIKit: `var focusItemContainer: UIFocusItemContainer? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:24).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var focusItemContainer: UIFocusItemContainer? { get }

    /// UIKit: `weak var parentFocusEnvironment: @sil_weak UIFocusEnvironment? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:22).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var parentFocusEnvironment: UIFocusEnvironment? { get }

    /// UIKit: `weak optional var preferredFocusedView: @sil_weak UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:30).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    var preferredFocusedView: UIView? { get }

    /// UIKit: `func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:28).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    // cellspec:generated:end
}

/// Apple: UIFocusUpdateContext — where focus moved from and to. Only the focus engine makes one.
@MainActor @preconcurrency
open class UIFocusUpdateContext: NSObject {
    /// Apple: UIFocusUpdateContext.previouslyFocusedView.
    open private(set) weak var previouslyFocusedView: UIView?
    /// Apple: UIFocusUpdateContext.nextFocusedView.
    open private(set) weak var nextFocusedView: UIView?
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var focusHeading: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:74).
    /// Unmodelled: reading records `UIFocusUpdateContext.focusHeading` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open var focusHeading: UIFocusHeading {
        get {
            ModelFindings.unmodelled("UIFocusUpdateContext.focusHeading")
            return []
        }
    }

    /// UIKit: `weak var nextFocusedItem: @sil_weak UIFocusItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:70).
    /// Unmodelled: reading records `UIFocusUpdateContext.nextFocusedItem` and returns `nil`.
    @available(iOS, introduced: 10.0)
    open var nextFocusedItem: UIFocusItem? {
        get {
            ModelFindings.unmodelled("UIFocusUpdateContext.nextFocusedItem")
            return nil
        }
    }

    /// UIKit: `weak var previouslyFocusedItem: @sil_weak UIFocusItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:68).
    /// Unmodelled: reading records `UIFocusUpdateContext.previouslyFocusedItem` and returns `nil`.
    @available(iOS, introduced: 10.0)
    open var previouslyFocusedItem: UIFocusItem? {
        get {
            ModelFindings.unmodelled("UIFocusUpdateContext.previouslyFocusedItem")
            return nil
        }
    }
    // cellspec:generated:end
}

/// Apple: UIFocusAnimationCoordinator — runs animations beside a focus move. Only the focus engine makes one.
@MainActor @preconcurrency
open class UIFocusAnimationCoordinator: NSObject {
    /// Apple: UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:) — no focus moves
    /// in the model, so there is nothing to run beside.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        ModelFindings.unmodelled("UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:)")
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func addCoordinatedFocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusAnimationCoordinator.swift:9).
    /// Unmodelled: a call records `UIFocusAnimationCoordinator.addCoordinatedFocusingAnimations(_:completion:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func addCoordinatedFocusingAnimations(
        _ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIFocusAnimationCoordinator.addCoordinatedFocusingAnimations(_:completion:)")
    }

    /// UIKit: `func addCoordinatedUnfocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusAnimationCoordinator.swift:11).
    /// Unmodelled: a call records `UIFocusAnimationCoordinator.addCoordinatedUnfocusingAnimations(_:completion:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIFocusAnimationCoordinator.addCoordinatedUnfocusingAnimations(_:completion:)")
    }
    // cellspec:generated:end
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
