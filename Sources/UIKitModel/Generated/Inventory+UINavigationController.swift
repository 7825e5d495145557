// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINavigationController {
    /// UIKit: `enum Operation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum Operation: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:6).
        /// Declared from the inventory.
        case none
        /// UIKit: `case push` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:7).
        /// Declared from the inventory.
        case push
        /// UIKit: `case pop` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:8).
        /// Declared from the inventory.
        case pop
    }
}

/// UIKit: `protocol UINavigationControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:51).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:52).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:54).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

    /// UIKit: `optional func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:56).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask

    /// UIKit: `optional func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:58).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation

    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:60).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?

    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:62).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:52).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationController(_:willShow:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        ModelFindings.unmodelled("UINavigationControllerDelegate.navigationController(_:willShow:animated:)")
    }
    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:54).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationController(_:didShow:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        ModelFindings.unmodelled("UINavigationControllerDelegate.navigationController(_:didShow:animated:)")
    }
    /// UIKit: `optional func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:56).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        ModelFindings.unmodelled(
            "UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)")
        return []
    }
    /// UIKit: `optional func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:58).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        ModelFindings.unmodelledStop(
            "UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)")
    }
    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:60).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        ModelFindings.unmodelled("UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)")
        return nil
    }
    /// UIKit: `optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:62).
    /// Unmodelled: a call records `UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ModelFindings.unmodelled(
            "UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)")
        return nil
    }
}
