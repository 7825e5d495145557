// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPercentDrivenInteractiveTransition: NSObject, NSObjectProtocol, Sendable, UIViewControllerInteractiveTransitioning` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject {
    /// UIKit: `func cancel()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-cancel().md:16).
    /// Unmodelled: a call records `UIPercentDrivenInteractiveTransition.cancel()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func cancel() {
        ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.cancel()")
    }
    /// Storage of `completionCurve`, generated.
    private var modelStoredCompletionCurve: Optional<UIView.AnimationCurve> = nil
    /// UIKit: `var completionCurve: UIView.AnimationCurve { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-completioncurve.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPercentDrivenInteractiveTransition.completionCurve` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var completionCurve: UIView.AnimationCurve {
        get {
            if let value = modelStoredCompletionCurve { return value }
            ModelFindings.unmodelledStop("UIPercentDrivenInteractiveTransition.completionCurve")
        }
        set {
            modelStoredCompletionCurve = newValue
        }
    }
    /// Storage of `completionSpeed`, generated.
    private var modelStoredCompletionSpeed: Optional<CGFloat> = nil
    /// UIKit: `var completionSpeed: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-completionspeed.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPercentDrivenInteractiveTransition.completionSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var completionSpeed: CGFloat {
        get {
            if let value = modelStoredCompletionSpeed { return value }
            ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.completionSpeed")
            return 0
        }
        set {
            modelStoredCompletionSpeed = newValue
        }
    }
    /// UIKit: `var duration: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-duration.md:16).
    /// Unmodelled: reading records `UIPercentDrivenInteractiveTransition.duration` and returns `0`.
    @available(iOS, introduced: 7.0)
    open var duration: CGFloat {
        get {
            ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.duration")
            return 0
        }
    }
    /// UIKit: `func finish()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-finish().md:16).
    /// Unmodelled: a call records `UIPercentDrivenInteractiveTransition.finish()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func finish() {
        ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.finish()")
    }
    /// UIKit: `func pause()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-pause().md:16).
    /// Unmodelled: a call records `UIPercentDrivenInteractiveTransition.pause()` and does nothing.
    @available(iOS, introduced: 10.0)
    open func pause() {
        ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.pause()")
    }
    /// UIKit: `var percentComplete: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-percentcomplete.md:16).
    /// Unmodelled: reading records `UIPercentDrivenInteractiveTransition.percentComplete` and returns `0`.
    @available(iOS, introduced: 7.0)
    open var percentComplete: CGFloat {
        get {
            ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.percentComplete")
            return 0
        }
    }
    /// Storage of `timingCurve`, generated.
    private var modelStoredTimingCurve: Optional<(any UITimingCurveProvider)?> = nil
    /// UIKit: `var timingCurve: (any UITimingCurveProvider)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-timingcurve.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPercentDrivenInteractiveTransition.timingCurve` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var timingCurve: (any UITimingCurveProvider)? {
        get {
            if let value = modelStoredTimingCurve { return value }
            ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.timingCurve")
            return nil
        }
        set {
            modelStoredTimingCurve = newValue
        }
    }
    /// UIKit: `func update(_ percentComplete: CGFloat)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-update(_:).md:16).
    /// Unmodelled: a call records `UIPercentDrivenInteractiveTransition.update(_:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func update(_ percentComplete: CGFloat) {
        ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.update(_:)")
    }
    /// Storage of `wantsInteractiveStart`, generated.
    private var modelStoredWantsInteractiveStart: Optional<Bool> = nil
    /// UIKit: `var wantsInteractiveStart: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipercentdriveninteractivetransition-wantsinteractivestart.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPercentDrivenInteractiveTransition.wantsInteractiveStart` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var wantsInteractiveStart: Bool {
        get {
            if let value = modelStoredWantsInteractiveStart { return value }
            ModelFindings.unmodelled("UIPercentDrivenInteractiveTransition.wantsInteractiveStart")
            return false
        }
        set {
            modelStoredWantsInteractiveStart = newValue
        }
    }
}
