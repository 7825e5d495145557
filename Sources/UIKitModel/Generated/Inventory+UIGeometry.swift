// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:40).
/// Declared from the inventory; its members say what each does.
public struct UIOffset {
    /// Storage of `horizontal`, generated.
    private var modelStoredHorizontal: Optional<CGFloat> = nil
    /// UIKit: `var horizontal: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:41).
    /// Stored: keeps what is set; a read before any set records `UIOffset.horizontal` and returns `0` (UIKit's default is not in the inventory).
    public var horizontal: CGFloat {
        get {
            if let value = modelStoredHorizontal { return value }
            ModelFindings.unmodelled("UIOffset.horizontal")
            return 0
        }
        set {
            modelStoredHorizontal = newValue
        }
    }
    /// Storage of `vertical`, generated.
    private var modelStoredVertical: Optional<CGFloat> = nil
    /// UIKit: `var vertical: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:42).
    /// Stored: keeps what is set; a read before any set records `UIOffset.vertical` and returns `0` (UIKit's default is not in the inventory).
    public var vertical: CGFloat {
        get {
            if let value = modelStoredVertical { return value }
            ModelFindings.unmodelled("UIOffset.vertical")
            return 0
        }
        set {
            modelStoredVertical = newValue
        }
    }
    /// UIKit: `init()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:43).
    /// Unmodelled: a call records `UIOffset.init()` and keeps every property at its starting value.
    public init() {
        ModelFindings.unmodelled("UIOffset.init()")
    }
    /// UIKit: `init(horizontal: CGFloat, vertical: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:44).
    /// Unmodelled: a call records `UIOffset.init(horizontal:vertical:)` and keeps every property at its starting value.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        ModelFindings.unmodelled("UIOffset.init(horizontal:vertical:)")
    }
    /// UIKit: `static let zero: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:131).
    /// Unmodelled: reading records `UIOffset.zero` and stops the example: no value of its type can be made.
    public static var zero: UIOffset {
        get {
            ModelFindings.unmodelledStop("UIOffset.zero")
        }
    }
}

/// UIKit: `struct UIRectEdge : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:55).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var top: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:59).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let top: UIRectEdge = UIRectEdge(rawValue: 1 << 0)
    /// UIKit: `static var left: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:60).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let left: UIRectEdge = UIRectEdge(rawValue: 1 << 1)
    /// UIKit: `static var bottom: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:61).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let bottom: UIRectEdge = UIRectEdge(rawValue: 1 << 2)
    /// UIKit: `static var right: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:62).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let right: UIRectEdge = UIRectEdge(rawValue: 1 << 3)
    /// UIKit: `static var all: UIRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:63).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let all: UIRectEdge = UIRectEdge(rawValue: 1 << 4)
}

/// UIKit: `struct UIDirectionalRectEdge : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:92).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, renamed: "NSDirectionalRectEdge", message: "deprecated in iOS 13.0")
public struct UIDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var top: UIDirectionalRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:96).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let top: UIDirectionalRectEdge = UIDirectionalRectEdge(rawValue: 1 << 0)
    /// UIKit: `static var leading: UIDirectionalRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:97).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let leading: UIDirectionalRectEdge = UIDirectionalRectEdge(rawValue: 1 << 1)
    /// UIKit: `static var bottom: UIDirectionalRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:98).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let bottom: UIDirectionalRectEdge = UIDirectionalRectEdge(rawValue: 1 << 2)
    /// UIKit: `static var trailing: UIDirectionalRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:99).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let trailing: UIDirectionalRectEdge = UIDirectionalRectEdge(rawValue: 1 << 3)
    /// UIKit: `static var all: UIDirectionalRectEdge { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGeometry.swift:100).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let all: UIDirectionalRectEdge = UIDirectionalRectEdge(rawValue: 1 << 4)
}
