// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// UIKit: `func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-animatetransition(using:).md:16).
    /// A requirement.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

    /// UIKit: `optional func animationEnded(_ transitionCompleted: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-animationended(_:).md:16).
    /// A requirement.
    func animationEnded(_ transitionCompleted: Bool)

    /// UIKit: `optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-interruptibleanimator(using:).md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating

    /// UIKit: `func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-transitionduration(using:).md:16).
    /// A requirement.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
}

extension UIViewControllerAnimatedTransitioning {
    /// UIKit: `optional func animationEnded(_ transitionCompleted: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-animationended(_:).md:16).
    /// Unmodelled: a call records `UIViewControllerAnimatedTransitioning.animationEnded(_:)` and does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {
        ModelFindings.unmodelled("UIViewControllerAnimatedTransitioning.animationEnded(_:)")
    }
    /// UIKit: `optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrolleranimatedtransitioning-interruptibleanimator(using:).md:16).
    /// Unmodelled: a call records `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        ModelFindings.unmodelledStop("UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)")
    }
}
