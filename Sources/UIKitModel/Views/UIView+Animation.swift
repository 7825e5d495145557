import Foundation

extension UIView {
    /// Apple: UIView.AnimationOptions. Stored only: the model does not animate.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Apple: UIView.AnimationOptions.flushUpdates (iOS 26) — "Flush all pending updates
        /// (including traits, properties, and layout) whenever the animation context changes",
        /// among them "before entering an animation scope, for invalidations that happened
        /// previously without animation" and "before exiting any animation scope, for invalidations
        /// that happened in that animation scope"
        /// (https://developer.apple.com/documentation/uikit/uiview/animationoptions/flushupdates).
        /// The model's `animate` flushes before and after its animations block
        /// (``ModelRunLoop/flushUpdates()``). The raw value is the model's own.
        @available(iOS, introduced: 26.0)
        public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var allowAnimatedContent: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:58).
        /// Unmodelled: reading records `UIView.AnimationOptions.allowAnimatedContent` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var allowAnimatedContent: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.allowAnimatedContent")
                return []
            }
        }

        /// UIKit: `static var overrideInheritedCurve: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:57).
        /// Unmodelled: reading records `UIView.AnimationOptions.overrideInheritedCurve` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var overrideInheritedCurve: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.overrideInheritedCurve")
                return []
            }
        }

        /// UIKit: `static var overrideInheritedDuration: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:56).
        /// Unmodelled: reading records `UIView.AnimationOptions.overrideInheritedDuration` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var overrideInheritedDuration: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.overrideInheritedDuration")
                return []
            }
        }

        /// UIKit: `static var overrideInheritedOptions: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:60).
        /// Unmodelled: reading records `UIView.AnimationOptions.overrideInheritedOptions` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var overrideInheritedOptions: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.overrideInheritedOptions")
                return []
            }
        }

        /// UIKit: `static var preferredFramesPerSecond30: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:73).
        /// Unmodelled: reading records `UIView.AnimationOptions.preferredFramesPerSecond30` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var preferredFramesPerSecond30: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.preferredFramesPerSecond30")
                return []
            }
        }

        /// UIKit: `static var preferredFramesPerSecond60: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:72).
        /// Unmodelled: reading records `UIView.AnimationOptions.preferredFramesPerSecond60` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var preferredFramesPerSecond60: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.preferredFramesPerSecond60")
                return []
            }
        }

        /// UIKit: `static var showHideTransitionViews: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:59).
        /// Unmodelled: reading records `UIView.AnimationOptions.showHideTransitionViews` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var showHideTransitionViews: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.showHideTransitionViews")
                return []
            }
        }

        /// UIKit: `static var transitionCurlDown: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:68).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionCurlDown` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionCurlDown: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionCurlDown")
                return []
            }
        }

        /// UIKit: `static var transitionCurlUp: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:67).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionCurlUp` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionCurlUp: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionCurlUp")
                return []
            }
        }

        /// UIKit: `static var transitionFlipFromBottom: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:71).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionFlipFromBottom` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionFlipFromBottom: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionFlipFromBottom")
                return []
            }
        }

        /// UIKit: `static var transitionFlipFromLeft: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:65).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionFlipFromLeft` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionFlipFromLeft: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionFlipFromLeft")
                return []
            }
        }

        /// UIKit: `static var transitionFlipFromRight: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:66).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionFlipFromRight` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionFlipFromRight: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionFlipFromRight")
                return []
            }
        }

        /// UIKit: `static var transitionFlipFromTop: UIView.AnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:70).
        /// Unmodelled: reading records `UIView.AnimationOptions.transitionFlipFromTop` and returns `[]`.
        @available(iOS, introduced: 4.0)
        public static var transitionFlipFromTop: UIView.AnimationOptions {
            get {
                ModelFindings.unmodelled("UIView.AnimationOptions.transitionFlipFromTop")
                return []
            }
        }
        // cellspec:generated:end
    }

    /// Apple: UIView.animate(withDuration:delay:options:animations:completion:) — "changes to
    /// animatable properties" made in `animations`; `completion` gets whether the animation
    /// finished. The model has no time: the changes are applied at once, then `completion(true)`
    /// runs, as for an animation that completed.
    @MainActor @preconcurrency
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let flushes = options.contains(.flushUpdates)
        if flushes { ModelRunLoop.flushUpdates() }
        animations()
        if flushes { ModelRunLoop.flushUpdates() }
        completion?(true)
    }

    /// Apple: UIView.animate(withDuration:animations:completion:) — see the variant with a delay.
    @MainActor @preconcurrency
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Apple: UIView.animate(withDuration:animations:).
    @MainActor @preconcurrency
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Apple: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:).
    /// Immediate in the model, as the other variants.
    @MainActor @preconcurrency
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Apple: UIView.transition(with:duration:options:animations:completion:). Immediate in the model.
    @MainActor @preconcurrency
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Apple: UIView.performWithoutAnimation(_:) — runs the changes without animating them.
    @MainActor @preconcurrency
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Apple: UIView.areAnimationsEnabled — the model never animates. Stored state would mislead;
    /// it reports true, UIKit's default.
    @MainActor @preconcurrency
    public class var areAnimationsEnabled: Bool { true }
}
