// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITouch {
    /// UIKit: `enum Phase : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum Phase: Int {
        /// UIKit: `case began` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:6).
        /// Declared from the inventory.
        case began
        /// UIKit: `case moved` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:7).
        /// Declared from the inventory.
        case moved
        /// UIKit: `case stationary` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:8).
        /// Declared from the inventory.
        case stationary
        /// UIKit: `case ended` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:9).
        /// Declared from the inventory.
        case ended
        /// UIKit: `case cancelled` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:10).
        /// Declared from the inventory.
        case cancelled
        /// UIKit: `case regionEntered` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case regionEntered
        /// UIKit: `case regionMoved` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case regionMoved
        /// UIKit: `case regionExited` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case regionExited
    }
}

extension UITouch {
    /// UIKit: `enum TouchType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:18).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum TouchType: Int {
        /// UIKit: `case direct` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:22).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case direct
        /// UIKit: `case indirect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:23).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case indirect
        /// UIKit: `case pencil` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:24).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case pencil
        /// UIKit: `static var stylus: UITouch.TouchType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:26).
        /// Unmodelled: reading records `UITouch.TouchType.stylus` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 9.1)
        public static var stylus: UITouch.TouchType {
            get {
                ModelFindings.unmodelledStop("UITouch.TouchType.stylus")
            }
        }
        /// UIKit: `case indirectPointer` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:28).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case indirectPointer
    }
}

extension UITouch {
    /// UIKit: `struct Properties : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:31).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.1)
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// UIKit: `static var roll: UITouch.Properties { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitouch-uitouch.properties-roll.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 17.5)
        public static let roll: UITouch.Properties = UITouch.Properties(rawValue: 1 << 0)
        /// UIKit: `static var force: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:35).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.1)
        public static let force: UITouch.Properties = UITouch.Properties(rawValue: 1 << 1)
        /// UIKit: `static var azimuth: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:36).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.1)
        public static let azimuth: UITouch.Properties = UITouch.Properties(rawValue: 1 << 2)
        /// UIKit: `static var altitude: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:37).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.1)
        public static let altitude: UITouch.Properties = UITouch.Properties(rawValue: 1 << 3)
        /// UIKit: `static var location: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:38).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.1)
        public static let location: UITouch.Properties = UITouch.Properties(rawValue: 1 << 4)
    }
}

/// UIKit: `enum UIForceTouchCapability : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:41).
/// Declared from the inventory; its members say what each does.
public enum UIForceTouchCapability: Int {
    /// UIKit: `case unknown` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:44).
    /// Declared from the inventory.
    case unknown
    /// UIKit: `case unavailable` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:45).
    /// Declared from the inventory.
    case unavailable
    /// UIKit: `case available` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:46).
    /// Declared from the inventory.
    case available
}

/// UIKit: `class UITouch : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:48).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// UIKit: `var rollAngle: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitouch-rollangle.md:16).
    /// Unmodelled: reading records `UITouch.rollAngle` and returns `0`.
    @available(iOS, introduced: 17.5)
    open var rollAngle: CGFloat {
        get {
            ModelAvailability.require("UITouch.rollAngle", introduced: 17)
            ModelFindings.unmodelled("UITouch.rollAngle")
            return 0
        }
    }
    /// UIKit: `var timestamp: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:50).
    /// Unmodelled: reading records `UITouch.timestamp` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var timestamp: TimeInterval {
        get {
            ModelFindings.unmodelled("UITouch.timestamp")
            return 0
        }
    }
    /// UIKit: `var phase: UITouch.Phase { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:51).
    /// Unmodelled: reading records `UITouch.phase` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var phase: UITouch.Phase {
        get {
            ModelFindings.unmodelledStop("UITouch.phase")
        }
    }
    /// UIKit: `var tapCount: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:52).
    /// Unmodelled: reading records `UITouch.tapCount` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var tapCount: Int {
        get {
            ModelFindings.unmodelled("UITouch.tapCount")
            return 0
        }
    }
    /// UIKit: `var type: UITouch.TouchType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:53).
    /// Unmodelled: reading records `UITouch.type` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var type: UITouch.TouchType {
        get {
            ModelFindings.unmodelledStop("UITouch.type")
        }
    }
    /// UIKit: `var majorRadius: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:55).
    /// Unmodelled: reading records `UITouch.majorRadius` and returns `0`.
    @available(iOS, introduced: 8.0)
    open var majorRadius: CGFloat {
        get {
            ModelFindings.unmodelled("UITouch.majorRadius")
            return 0
        }
    }
    /// UIKit: `var majorRadiusTolerance: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:57).
    /// Unmodelled: reading records `UITouch.majorRadiusTolerance` and returns `0`.
    @available(iOS, introduced: 8.0)
    open var majorRadiusTolerance: CGFloat {
        get {
            ModelFindings.unmodelled("UITouch.majorRadiusTolerance")
            return 0
        }
    }
    /// UIKit: `var window: UIWindow? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:59).
    /// Unmodelled: reading records `UITouch.window` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var window: UIWindow? {
        get {
            ModelFindings.unmodelled("UITouch.window")
            return nil
        }
    }
    /// UIKit: `var view: UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:60).
    /// Unmodelled: reading records `UITouch.view` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var view: UIView? {
        get {
            ModelFindings.unmodelled("UITouch.view")
            return nil
        }
    }
    /// UIKit: `var gestureRecognizers: [UIGestureRecognizer]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:61).
    /// Unmodelled: reading records `UITouch.gestureRecognizers` and returns `nil`.
    @available(iOS, introduced: 3.2)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            ModelFindings.unmodelled("UITouch.gestureRecognizers")
            return nil
        }
    }
    /// UIKit: `func location(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:63).
    /// Unmodelled: a call records `UITouch.location(in:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func location(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UITouch.location(in:)")
        return .zero
    }
    /// UIKit: `func previousLocation(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:64).
    /// Unmodelled: a call records `UITouch.previousLocation(in:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func previousLocation(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UITouch.previousLocation(in:)")
        return .zero
    }
    /// UIKit: `func preciseLocation(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:65).
    /// Unmodelled: a call records `UITouch.preciseLocation(in:)` and returns `.zero`.
    @available(iOS, introduced: 9.1)
    open func preciseLocation(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UITouch.preciseLocation(in:)")
        return .zero
    }
    /// UIKit: `func precisePreviousLocation(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:67).
    /// Unmodelled: a call records `UITouch.precisePreviousLocation(in:)` and returns `.zero`.
    @available(iOS, introduced: 9.1)
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UITouch.precisePreviousLocation(in:)")
        return .zero
    }
    /// UIKit: `var force: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:69).
    /// Unmodelled: reading records `UITouch.force` and returns `0`.
    @available(iOS, introduced: 9.0)
    open var force: CGFloat {
        get {
            ModelFindings.unmodelled("UITouch.force")
            return 0
        }
    }
    /// UIKit: `var maximumPossibleForce: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:71).
    /// Unmodelled: reading records `UITouch.maximumPossibleForce` and returns `0`.
    @available(iOS, introduced: 9.0)
    open var maximumPossibleForce: CGFloat {
        get {
            ModelFindings.unmodelled("UITouch.maximumPossibleForce")
            return 0
        }
    }
    /// UIKit: `func azimuthAngle(in view: UIView?) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:73).
    /// Unmodelled: a call records `UITouch.azimuthAngle(in:)` and returns `0`.
    @available(iOS, introduced: 9.1)
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        ModelFindings.unmodelled("UITouch.azimuthAngle(in:)")
        return 0
    }
    /// UIKit: `var altitudeAngle: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:77).
    /// Unmodelled: reading records `UITouch.altitudeAngle` and returns `0`.
    @available(iOS, introduced: 9.1)
    open var altitudeAngle: CGFloat {
        get {
            ModelFindings.unmodelled("UITouch.altitudeAngle")
            return 0
        }
    }
    /// UIKit: `var estimationUpdateIndex: NSNumber? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:79).
    /// Unmodelled: reading records `UITouch.estimationUpdateIndex` and returns `nil`.
    @available(iOS, introduced: 9.1)
    open var estimationUpdateIndex: NSNumber? {
        get {
            ModelFindings.unmodelled("UITouch.estimationUpdateIndex")
            return nil
        }
    }
    /// UIKit: `var estimatedProperties: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:81).
    /// Unmodelled: reading records `UITouch.estimatedProperties` and returns `[]`.
    @available(iOS, introduced: 9.1)
    open var estimatedProperties: UITouch.Properties {
        get {
            ModelFindings.unmodelled("UITouch.estimatedProperties")
            return []
        }
    }
    /// UIKit: `var estimatedPropertiesExpectingUpdates: UITouch.Properties { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITouch.swift:83).
    /// Unmodelled: reading records `UITouch.estimatedPropertiesExpectingUpdates` and returns `[]`.
    @available(iOS, introduced: 9.1)
    open var estimatedPropertiesExpectingUpdates: UITouch.Properties {
        get {
            ModelFindings.unmodelled("UITouch.estimatedPropertiesExpectingUpdates")
            return []
        }
    }
}
