import Foundation

/// Apple: UIModalPresentationStyle.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

extension UIViewController {
    /// Apple: UIViewController.navigationController — "the nearest ancestor in the view controller
    /// hierarchy that is a navigation controller".
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Apple: UIViewController.transitionCoordinator — "the active transition coordinator object",
    /// nil when no transition is in progress. The model's transitions are immediate, so none is
    /// ever in progress when code can ask.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// Apple: UIViewController.addChild(_:) — "calls the willMove(toParent:) method of the child
    /// for you"; the container calls the child's `didMove(toParent:)` when its view is in place.
    public func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Apple: UIViewController.removeFromParent() — "calls the didMove(toParent:) method of the
    /// child with nil"; the container calls `willMove(toParent: nil)` first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}

/// Apple: UIViewControllerTransitionCoordinator — runs animations alongside a transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func animateAlongsideTransition( in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioncoordinator-animatealongsidetransition(in:animation:completion:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// UIKit: `func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioncoordinator-notifywheninteractionends(_:)-deprecated.md:16).
    /// A requirement.
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    // cellspec:generated:end
}

/// Apple: UIViewControllerTransitionCoordinatorContext — the state of a transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
}
