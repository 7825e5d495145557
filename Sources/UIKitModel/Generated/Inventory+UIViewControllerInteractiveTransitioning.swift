// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIViewControllerInteractiveTransitioning : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// UIKit: `optional var completionCurve: UIView.AnimationCurve { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-completioncurve.md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var completionCurve: UIView.AnimationCurve { get }

    /// UIKit: `optional var completionSpeed: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-completionspeed.md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var completionSpeed: CGFloat { get }

    /// UIKit: `func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-startinteractivetransition(_:).md:16).
    /// A requirement.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)

    /// UIKit: `optional var wantsInteractiveStart: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-wantsinteractivestart.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// UIKit: `optional var completionCurve: UIView.AnimationCurve { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-completioncurve.md:16).
    /// Unmodelled: reading records `UIViewControllerInteractiveTransitioning.completionCurve` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    public var completionCurve: UIView.AnimationCurve {
        get {
            ModelFindings.unmodelledStop("UIViewControllerInteractiveTransitioning.completionCurve")
        }
    }
    /// UIKit: `optional var completionSpeed: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-completionspeed.md:16).
    /// Unmodelled: reading records `UIViewControllerInteractiveTransitioning.completionSpeed` and returns `0`.
    @available(iOS, introduced: 2.0)
    public var completionSpeed: CGFloat {
        get {
            ModelFindings.unmodelled("UIViewControllerInteractiveTransitioning.completionSpeed")
            return 0
        }
    }
    /// UIKit: `optional var wantsInteractiveStart: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontrollerinteractivetransitioning-wantsinteractivestart.md:16).
    /// Unmodelled: reading records `UIViewControllerInteractiveTransitioning.wantsInteractiveStart` and returns `false`.
    @available(iOS, introduced: 10.0)
    public var wantsInteractiveStart: Bool {
        get {
            ModelFindings.unmodelled("UIViewControllerInteractiveTransitioning.wantsInteractiveStart")
            return false
        }
    }
}
