import Foundation

/// An animation of view properties that code can start, and that UIKit can pause, scrub and reverse.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewpropertyanimator —
/// `init(duration:curve:animations:)`, `init(duration:dampingRatio:animations:)`,
/// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`,
/// `addAnimations(_:)`, `addCompletion(_:)`, `startAnimation()`, `state`, `isRunning`, `duration`.
/// As `UIView.animate(withDuration:animations:)` in the model, there is no time: starting the
/// animator applies the changes at once and runs the completions with `.end`, as for an animation
/// that ran to its end, leaving the animator inactive. Pausing, scrubbing (`fractionComplete`),
/// reversing and stopping part-way are interactive and are recorded as unmodelled.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
    /// Apple: UIViewPropertyAnimator.duration.
    open private(set) var duration: TimeInterval = 0
    /// Apple: UIViewAnimating.state (`.inactive` until started).
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Apple: UIViewAnimating.isRunning.
    open private(set) var isRunning = false
    /// Apple: UIViewPropertyAnimator.isInterruptible (true). Stored state.
    open var isInterruptible = true
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Apple: UIViewPropertyAnimator.init(duration:curve:animations:).
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init()
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// Apple: UIViewPropertyAnimator.init(duration:dampingRatio:animations:).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Apple: UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    /// — an animator already started.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self()
        animator.duration = duration
        animator.animations.append(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation()
        return animator
    }

    public required override init() { super.init() }

    /// Apple: UIViewPropertyAnimator.addAnimations(_:).
    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
    }

    /// Apple: UIViewPropertyAnimator.addCompletion(_:).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Apple: UIViewAnimating.startAnimation() — in the model the changes apply at once and the
    /// completions run with `.end`.
    open func startAnimation() {
        guard state == .inactive else { return }
        state = .active
        isRunning = true
        let pending = animations
        animations = []
        for animation in pending { animation() }
        isRunning = false
        state = .inactive
        let finished = completions
        completions = []
        for completion in finished { completion(.end) }
    }

    /// Apple: UIViewAnimating.startAnimation(afterDelay:) — no time passes in the model: as `startAnimation()`.
    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Apple: UIViewAnimating.pauseAnimation() — interactive: unmodelled.
    open func pauseAnimation() {
        ModelFindings.unmodelled("UIViewPropertyAnimator.pauseAnimation()")
    }

    /// Apple: UIViewAnimating.stopAnimation(_:) — interactive: unmodelled.
    open func stopAnimation(_ withoutFinishing: Bool) {
        ModelFindings.unmodelled("UIViewPropertyAnimator.stopAnimation(_:)")
    }

    /// Apple: UIViewAnimating.finishAnimation(at:) — interactive: unmodelled.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        ModelFindings.unmodelled("UIViewPropertyAnimator.finishAnimation(at:)")
    }

    /// Apple: UIViewAnimating.fractionComplete — scrubbing is interactive: setting it is unmodelled.
    open var fractionComplete: CGFloat {
        get { 0 }
        set { ModelFindings.unmodelled("UIViewPropertyAnimator.fractionComplete") }
    }

    /// Apple: UIViewAnimating.isReversed — reversing is interactive: setting it is unmodelled.
    open var isReversed: Bool {
        get { false }
        set { ModelFindings.unmodelled("UIViewPropertyAnimator.isReversed") }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func addAnimations( _ animation: @escaping () -> Void, delayFactor: CGFloat )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewpropertyanimator-addanimations(_:delayfactor:).md:16).
    /// Unmodelled: a call records `UIViewPropertyAnimator.addAnimations(_:delayFactor:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        ModelFindings.unmodelled("UIViewPropertyAnimator.addAnimations(_:delayFactor:)")
    }

    /// UIKit: `func addCompletion() async -> UIViewAnimatingPosition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewpropertyanimator-addcompletion(_:).md:22).
    /// Unmodelled: a call records `UIViewPropertyAnimator.addCompletion()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func addCompletion() async -> UIViewAnimatingPosition {
        ModelFindings.unmodelledStop("UIViewPropertyAnimator.addCompletion()")
    }

    /// UIKit: `func continueAnimation( withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewpropertyanimator-continueanimation(withtimingparameters:durationfactor:).md:16).
    /// Unmodelled: a call records `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        ModelFindings.unmodelled("UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
    }

    /// UIKit: `var delay: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:6).
    /// Unmodelled: reading records `UIViewPropertyAnimator.delay` and returns `0`.
    @available(iOS, introduced: 10.0)
    open var delay: TimeInterval {
        get {
            ModelFindings.unmodelled("UIViewPropertyAnimator.delay")
            return 0
        }
    }

    /// UIKit: `convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:16).
    /// Unmodelled: a call records `UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init()
        ModelFindings.unmodelled("UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)")
    }

    /// UIKit: `init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:14).
    /// Unmodelled: a call records `UIViewPropertyAnimator.init(duration:timingParameters:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init()
        ModelFindings.unmodelled("UIViewPropertyAnimator.init(duration:timingParameters:)")
    }

    /// Storage of `isManualHitTestingEnabled`, generated.
    private var modelStoredIsManualHitTestingEnabled: Optional<Bool> = nil
    /// UIKit: `var isManualHitTestingEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:8).
    /// Stored: keeps what is set; a read before any set records `UIViewPropertyAnimator.isManualHitTestingEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var isManualHitTestingEnabled: Bool {
        get {
            if let value = modelStoredIsManualHitTestingEnabled { return value }
            ModelFindings.unmodelled("UIViewPropertyAnimator.isManualHitTestingEnabled")
            return false
        }
        set {
            modelStoredIsManualHitTestingEnabled = newValue
        }
    }

    /// Storage of `isUserInteractionEnabled`, generated.
    private var modelStoredIsUserInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var isUserInteractionEnabled: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIViewPropertyAnimator.isUserInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var isUserInteractionEnabled: Bool {
        get {
            if let value = modelStoredIsUserInteractionEnabled { return value }
            ModelFindings.unmodelled("UIViewPropertyAnimator.isUserInteractionEnabled")
            return false
        }
        set {
            modelStoredIsUserInteractionEnabled = newValue
        }
    }

    /// Storage of `pausesOnCompletion`, generated.
    private var modelStoredPausesOnCompletion: Optional<Bool> = nil
    /// UIKit: `var pausesOnCompletion: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:12).
    /// Stored: keeps what is set; a read before any set records `UIViewPropertyAnimator.pausesOnCompletion` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var pausesOnCompletion: Bool {
        get {
            if let value = modelStoredPausesOnCompletion { return value }
            ModelFindings.unmodelled("UIViewPropertyAnimator.pausesOnCompletion")
            return false
        }
        set {
            modelStoredPausesOnCompletion = newValue
        }
    }

    /// Storage of `scrubsLinearly`, generated.
    private var modelStoredScrubsLinearly: Optional<Bool> = nil
    /// UIKit: `var scrubsLinearly: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIViewPropertyAnimator.scrubsLinearly` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var scrubsLinearly: Bool {
        get {
            if let value = modelStoredScrubsLinearly { return value }
            ModelFindings.unmodelled("UIViewPropertyAnimator.scrubsLinearly")
            return false
        }
        set {
            modelStoredScrubsLinearly = newValue
        }
    }

    /// UIKit: `var timingParameters: UITimingCurveProvider? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewPropertyAnimator.swift:4).
    /// Unmodelled: reading records `UIViewPropertyAnimator.timingParameters` and returns `nil`.
    @available(iOS, introduced: 10.0)
    open var timingParameters: UITimingCurveProvider? {
        get {
            ModelFindings.unmodelled("UIViewPropertyAnimator.timingParameters")
            return nil
        }
    }
    // cellspec:generated:end
}

/// Apple: UIViewAnimatingState.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// Apple: UIViewAnimatingPosition.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

extension UIView {
    /// Apple: UIView.AnimationCurve.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}
