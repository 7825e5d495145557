// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIViewControllerTransitionCoordinator {
    /// UIKit: `func animateAlongsideTransition( in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioncoordinator-animatealongsidetransition(in:animation:completion:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        ModelFindings.unmodelled(
            "UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:)")
        return false
    }
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit: `func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioncoordinator-notifywheninteractionends(_:)-deprecated.md:16).
    /// Unmodelled: a call records `UIViewControllerTransitionCoordinator.notifyWhenInteractionEnds(_:)` and does nothing.
    public func notifyWhenInteractionEnds(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        ModelFindings.unmodelled("UIViewControllerTransitionCoordinator.notifyWhenInteractionEnds(_:)")
    }
}
