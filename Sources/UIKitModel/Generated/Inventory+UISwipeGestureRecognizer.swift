// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISwipeGestureRecognizer {
    /// UIKit: `struct Direction : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:3).
    /// Declared from the inventory; its members say what each does.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static var right: UISwipeGestureRecognizer.Direction { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:6).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let right: UISwipeGestureRecognizer.Direction = UISwipeGestureRecognizer.Direction(
            rawValue: 1 << 0)
        /// UIKit: `static var left: UISwipeGestureRecognizer.Direction { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:7).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let left: UISwipeGestureRecognizer.Direction = UISwipeGestureRecognizer.Direction(
            rawValue: 1 << 1)
        /// UIKit: `static var up: UISwipeGestureRecognizer.Direction { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:8).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let up: UISwipeGestureRecognizer.Direction = UISwipeGestureRecognizer.Direction(rawValue: 1 << 2)
        /// UIKit: `static var down: UISwipeGestureRecognizer.Direction { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:9).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let down: UISwipeGestureRecognizer.Direction = UISwipeGestureRecognizer.Direction(
            rawValue: 1 << 3)
    }
}

/// UIKit: `class UISwipeGestureRecognizer : UIGestureRecognizer` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Storage of `numberOfTouchesRequired`, generated.
    private var modelStoredNumberOfTouchesRequired: Optional<Int> = nil
    /// UIKit: `var numberOfTouchesRequired: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:14).
    /// Stored: keeps what is set; a read before any set records `UISwipeGestureRecognizer.numberOfTouchesRequired` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var numberOfTouchesRequired: Int {
        get {
            if let value = modelStoredNumberOfTouchesRequired { return value }
            ModelFindings.unmodelled("UISwipeGestureRecognizer.numberOfTouchesRequired")
            return 0
        }
        set {
            modelStoredNumberOfTouchesRequired = newValue
        }
    }
    /// Storage of `direction`, generated.
    private var modelStoredDirection: Optional<UISwipeGestureRecognizer.Direction> = nil
    /// UIKit: `var direction: UISwipeGestureRecognizer.Direction` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwipeGestureRecognizer.swift:15).
    /// Stored: keeps what is set; a read before any set records `UISwipeGestureRecognizer.direction` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var direction: UISwipeGestureRecognizer.Direction {
        get {
            if let value = modelStoredDirection { return value }
            ModelFindings.unmodelled("UISwipeGestureRecognizer.direction")
            return []
        }
        set {
            modelStoredDirection = newValue
        }
    }
}
