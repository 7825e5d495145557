// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIViewControllerTransitioningDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// UIKit: `optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-animationcontroller(fordismissed:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// UIKit: `optional func animationController( forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController ) -> (any UIViewControllerAnimatedTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-animationcontroller(forpresented:presenting:source:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// UIKit: `optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-interactioncontrollerfordismissal(using:).md:16).
    /// A requirement.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )?

    /// UIKit: `optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-interactioncontrollerforpresentation(using:).md:16).
    /// A requirement.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )?

    /// UIKit: `optional func presentationController( forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController ) -> UIPresentationController?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-presentationcontroller(forpresented:presenting:source:).md:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// UIKit: `optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-animationcontroller(fordismissed:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitioningDelegate.animationController(forDismissed:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        ModelFindings.unmodelled("UIViewControllerTransitioningDelegate.animationController(forDismissed:)")
        return nil
    }
    /// UIKit: `optional func animationController( forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController ) -> (any UIViewControllerAnimatedTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-animationcontroller(forpresented:presenting:source:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ModelFindings.unmodelled(
            "UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)")
        return nil
    }
    /// UIKit: `optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-interactioncontrollerfordismissal(using:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)` and returns `nil`.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        ModelFindings.unmodelled("UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)")
        return nil
    }
    /// UIKit: `optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-interactioncontrollerforpresentation(using:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)` and returns `nil`.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        ModelFindings.unmodelled("UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)")
        return nil
    }
    /// UIKit: `optional func presentationController( forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController ) -> UIPresentationController?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollertransitioningdelegate-presentationcontroller(forpresented:presenting:source:).md:16).
    /// Unmodelled: a call records `UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ModelFindings.unmodelled(
            "UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)")
        return nil
    }
}
