// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPress {
    /// UIKit: `enum Phase : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum Phase: Int {
        /// UIKit: `case began` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case began
        /// UIKit: `case changed` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case changed
        /// UIKit: `case stationary` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case stationary
        /// UIKit: `case ended` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:10).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case ended
        /// UIKit: `case cancelled` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case cancelled
    }
}

extension UIPress {
    /// UIKit: `enum PressType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:13).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum PressType: Int {
        /// UIKit: `case upArrow` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case upArrow
        /// UIKit: `case downArrow` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case downArrow
        /// UIKit: `case leftArrow` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:19).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case leftArrow
        /// UIKit: `case rightArrow` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:20).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case rightArrow
        /// UIKit: `case select` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:21).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case select
        /// UIKit: `case menu` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:22).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case menu
        /// UIKit: `case playPause` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:23).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case playPause
    }
}

/// UIKit: `class UIPress : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:26).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UIPress: NSObject {
    /// UIKit: `var timestamp: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:28).
    /// Unmodelled: reading records `UIPress.timestamp` and returns `0`.
    @available(iOS, introduced: 9.0)
    open var timestamp: TimeInterval {
        get {
            ModelFindings.unmodelled("UIPress.timestamp")
            return 0
        }
    }
    /// UIKit: `var phase: UIPress.Phase { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:29).
    /// Unmodelled: reading records `UIPress.phase` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var phase: UIPress.Phase {
        get {
            ModelFindings.unmodelledStop("UIPress.phase")
        }
    }
    /// UIKit: `var type: UIPress.PressType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:30).
    /// Unmodelled: reading records `UIPress.type` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var type: UIPress.PressType {
        get {
            ModelFindings.unmodelledStop("UIPress.type")
        }
    }
    /// UIKit: `var window: UIWindow? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:31).
    /// Unmodelled: reading records `UIPress.window` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var window: UIWindow? {
        get {
            ModelFindings.unmodelled("UIPress.window")
            return nil
        }
    }
    /// UIKit: `var responder: UIResponder? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:32).
    /// Unmodelled: reading records `UIPress.responder` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var responder: UIResponder? {
        get {
            ModelFindings.unmodelled("UIPress.responder")
            return nil
        }
    }
    /// UIKit: `var gestureRecognizers: [UIGestureRecognizer]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:33).
    /// Unmodelled: reading records `UIPress.gestureRecognizers` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            ModelFindings.unmodelled("UIPress.gestureRecognizers")
            return nil
        }
    }
    /// UIKit: `var force: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:34).
    /// Unmodelled: reading records `UIPress.force` and returns `0`.
    @available(iOS, introduced: 9.0)
    open var force: CGFloat {
        get {
            ModelFindings.unmodelled("UIPress.force")
            return 0
        }
    }
    /// UIKit: `var key: UIKey? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPress.swift:35).
    /// Unmodelled: reading records `UIPress.key` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var key: UIKey? {
        get {
            ModelFindings.unmodelled("UIPress.key")
            return nil
        }
    }
}
