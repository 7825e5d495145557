// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIViewControllerContextTransitioning : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// UIKit: `func cancelInteractiveTransition()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-cancelinteractivetransition().md:16).
    /// A requirement.
    func cancelInteractiveTransition()

    /// UIKit: `func completeTransition(_ didComplete: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-completetransition(_:).md:16).
    /// A requirement.
    func completeTransition(_ didComplete: Bool)

    /// UIKit: `var containerView: UIView { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-containerview.md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var containerView: UIView { get }

    /// UIKit: `func finalFrame(for vc: UIViewController) -> CGRect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-finalframe(for:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func finalFrame(for vc: UIViewController) -> CGRect

    /// UIKit: `func finishInteractiveTransition()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-finishinteractivetransition().md:16).
    /// A requirement.
    func finishInteractiveTransition()

    /// UIKit: `func initialFrame(for vc: UIViewController) -> CGRect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-initialframe(for:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func initialFrame(for vc: UIViewController) -> CGRect

    /// UIKit: `var isAnimated: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-isanimated.md:16).
    /// A requirement.
    var isAnimated: Bool { get }

    /// UIKit: `var isInteractive: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-isinteractive.md:16).
    /// A requirement.
    var isInteractive: Bool { get }

    /// UIKit: `func pauseInteractiveTransition()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-pauseinteractivetransition().md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func pauseInteractiveTransition()

    /// UIKit: `var presentationStyle: UIModalPresentationStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-presentationstyle.md:16).
    /// A requirement.
    var presentationStyle: UIModalPresentationStyle { get }

    /// UIKit: `var targetTransform: CGAffineTransform { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-targettransform.md:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    var targetTransform: CGAffineTransform { get }

    /// UIKit: `var transitionWasCancelled: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-transitionwascancelled.md:16).
    /// A requirement.
    var transitionWasCancelled: Bool { get }

    /// UIKit: `func updateInteractiveTransition(_ percentComplete: CGFloat)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-updateinteractivetransition(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func updateInteractiveTransition(_ percentComplete: CGFloat)

    /// UIKit: `func view(forKey key: UITransitionContextViewKey) -> UIView?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-view(forkey:).md:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    /// UIKit: `func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollercontexttransitioning-viewcontroller(forkey:).md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}
