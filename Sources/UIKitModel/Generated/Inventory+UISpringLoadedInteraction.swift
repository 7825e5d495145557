// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UISpringLoadedInteractionEffectState : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum UISpringLoadedInteractionEffectState: Int {
    /// UIKit: `case inactive` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:6).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case inactive
    /// UIKit: `case possible` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:7).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case possible
    /// UIKit: `case activating` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:8).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case activating
    /// UIKit: `case activated` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:9).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case activated
}

/// UIKit: `class UISpringLoadedInteraction : NSObject, UIInteraction` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:11).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UISpringLoadedInteraction: NSObject {
    /// UIKit: `init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?, activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:13).
    /// Unmodelled: a call records `UISpringLoadedInteraction.init(interactionBehavior:interactionEffect:activationHandler:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(
        interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
        activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    ) {
        self.init()
        ModelFindings.unmodelled(
            "UISpringLoadedInteraction.init(interactionBehavior:interactionEffect:activationHandler:)")
    }
    /// UIKit: `convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:14).
    /// Unmodelled: a call records `UISpringLoadedInteraction.init(activationHandler:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(
        activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    ) {
        self.init()
        ModelFindings.unmodelled("UISpringLoadedInteraction.init(activationHandler:)")
    }
    /// UIKit: `var interactionBehavior: UISpringLoadedInteractionBehavior { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:15).
    /// Unmodelled: reading records `UISpringLoadedInteraction.interactionBehavior` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var interactionBehavior: UISpringLoadedInteractionBehavior {
        get {
            ModelFindings.unmodelledStop("UISpringLoadedInteraction.interactionBehavior")
        }
    }
    /// UIKit: `var interactionEffect: UISpringLoadedInteractionEffect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:16).
    /// Unmodelled: reading records `UISpringLoadedInteraction.interactionEffect` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var interactionEffect: UISpringLoadedInteractionEffect {
        get {
            ModelFindings.unmodelledStop("UISpringLoadedInteraction.interactionEffect")
        }
    }
}

/// UIKit: `protocol UISpringLoadedInteractionBehavior : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:18).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionBehavior: NSObjectProtocol {
    /// UIKit: `func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:20).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool

    /// UIKit: `optional func interactionDidFinish(_ interaction: UISpringLoadedInteraction)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:21).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    /// UIKit: `optional func interactionDidFinish(_ interaction: UISpringLoadedInteraction)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:21).
    /// Unmodelled: a call records `UISpringLoadedInteractionBehavior.interactionDidFinish(_:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {
        ModelFindings.unmodelled("UISpringLoadedInteractionBehavior.interactionDidFinish(_:)")
    }
}

/// UIKit: `protocol UISpringLoadedInteractionEffect : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:23).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionEffect: NSObjectProtocol {
    /// UIKit: `func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:25).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// UIKit: `protocol UISpringLoadedInteractionContext : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:27).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// UIKit: `var state: UISpringLoadedInteractionEffectState { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:29).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var state: UISpringLoadedInteractionEffectState { get }

    /// UIKit: `var targetView: UIView? { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:30).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var targetView: UIView? { get set }

    /// UIKit: `var targetItem: Any? { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:31).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var targetItem: Any? { get set }

    /// UIKit: `func location(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteraction.swift:32).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func location(in view: UIView?) -> CGPoint
}
