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
}
