// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIViewAnimating : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:18).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewAnimating: NSObjectProtocol {
    /// UIKit: `var state: UIViewAnimatingState { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:19).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var state: UIViewAnimatingState { get }

    /// UIKit: `var isRunning: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:21).
    /// A requirement.
    var isRunning: Bool { get }

    /// UIKit: `var isReversed: Bool { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:22).
    /// A requirement.
    var isReversed: Bool { get set }

    /// UIKit: `var fractionComplete: CGFloat { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:23).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var fractionComplete: CGFloat { get set }

    /// UIKit: `func startAnimation()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:24).
    /// A requirement.
    func startAnimation()

    /// UIKit: `func startAnimation(afterDelay delay: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:25).
    /// A requirement.
    func startAnimation(afterDelay delay: TimeInterval)

    /// UIKit: `func pauseAnimation()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:26).
    /// A requirement.
    func pauseAnimation()

    /// UIKit: `func stopAnimation(_ withoutFinishing: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:27).
    /// A requirement.
    func stopAnimation(_ withoutFinishing: Bool)

    /// UIKit: `func finishAnimation(at finalPosition: UIViewAnimatingPosition)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:28).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit: `protocol UIViewImplicitlyAnimating : UIViewAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:31).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// UIKit: `optional func addCompletion() async -> UIViewAnimatingPosition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewimplicitlyanimating-addcompletion(_:).md:22).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func addCompletion() async -> UIViewAnimatingPosition

    /// UIKit: `optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:32).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)

    /// UIKit: `optional func addAnimations(_ animation: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:33).
    /// A requirement.
    func addAnimations(_ animation: @escaping () -> Void)

    /// UIKit: `optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:34).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)

    /// UIKit: `optional func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:36).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// UIKit: `optional func addCompletion() async -> UIViewAnimatingPosition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewimplicitlyanimating-addcompletion(_:).md:22).
    /// Unmodelled: a call records `UIViewImplicitlyAnimating.addCompletion()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    public func addCompletion() async -> UIViewAnimatingPosition {
        ModelFindings.unmodelledStop("UIViewImplicitlyAnimating.addCompletion()")
    }
    /// UIKit: `optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:32).
    /// Unmodelled: a call records `UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        ModelFindings.unmodelled("UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)")
    }
    /// UIKit: `optional func addAnimations(_ animation: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:33).
    /// Unmodelled: a call records `UIViewImplicitlyAnimating.addAnimations(_:)` and does nothing.
    public func addAnimations(_ animation: @escaping () -> Void) {
        ModelFindings.unmodelled("UIViewImplicitlyAnimating.addAnimations(_:)")
    }
    /// UIKit: `optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:34).
    /// Unmodelled: a call records `UIViewImplicitlyAnimating.addCompletion(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        ModelFindings.unmodelled("UIViewImplicitlyAnimating.addCompletion(_:)")
    }
    /// UIKit: `optional func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewAnimating.swift:36).
    /// Unmodelled: a call records `UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        ModelFindings.unmodelled("UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)")
    }
}
