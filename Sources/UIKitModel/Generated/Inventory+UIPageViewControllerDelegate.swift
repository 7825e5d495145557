// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPageViewControllerDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:).md:16).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)

    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation ) -> UIPageViewController.SpineLocation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:spinelocationfor:).md:16).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation

    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:willtransitionto:).md:16).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])

    /// UIKit: `optional func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontrollerpreferredinterfaceorientationforpresentation(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation

    /// UIKit: `optional func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontrollersupportedinterfaceorientations(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
}

extension UIPageViewControllerDelegate {
    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDelegate.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` and does nothing.
    @available(iOS, introduced: 5.0)
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        ModelFindings.unmodelled(
            "UIPageViewControllerDelegate.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
        )
    }
    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation ) -> UIPageViewController.SpineLocation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:spinelocationfor:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        ModelFindings.unmodelledStop("UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:)")
    }
    /// UIKit: `optional func pageViewController( _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontroller(_:willtransitionto:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDelegate.pageViewController(_:willTransitionTo:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        ModelFindings.unmodelled("UIPageViewControllerDelegate.pageViewController(_:willTransitionTo:)")
    }
    /// UIKit: `optional func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontrollerpreferredinterfaceorientationforpresentation(_:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDelegate.pageViewControllerPreferredInterfaceOrientationForPresentation(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation {
        ModelFindings.unmodelledStop(
            "UIPageViewControllerDelegate.pageViewControllerPreferredInterfaceOrientationForPresentation(_:)")
    }
    /// UIKit: `optional func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdelegate-pageviewcontrollersupportedinterfaceorientations(_:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDelegate.pageViewControllerSupportedInterfaceOrientations(_:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    {
        ModelFindings.unmodelled("UIPageViewControllerDelegate.pageViewControllerSupportedInterfaceOrientations(_:)")
        return []
    }
}
