// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIFocusHeading : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var up: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:6).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let up: UIFocusHeading = UIFocusHeading(rawValue: 1 << 0)
    /// UIKit: `static var down: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:7).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let down: UIFocusHeading = UIFocusHeading(rawValue: 1 << 1)
    /// UIKit: `static var left: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:8).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let left: UIFocusHeading = UIFocusHeading(rawValue: 1 << 2)
    /// UIKit: `static var right: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:9).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let right: UIFocusHeading = UIFocusHeading(rawValue: 1 << 3)
    /// UIKit: `static var next: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:10).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let next: UIFocusHeading = UIFocusHeading(rawValue: 1 << 4)
    /// UIKit: `static var previous: UIFocusHeading { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:11).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 9.0)
    public static let previous: UIFocusHeading = UIFocusHeading(rawValue: 1 << 5)
    /// UIKit: `static var first: UIFocusHeading { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusheading-first.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let first: UIFocusHeading = UIFocusHeading(rawValue: 1 << 6)
    /// UIKit: `static var last: UIFocusHeading { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusheading-last.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let last: UIFocusHeading = UIFocusHeading(rawValue: 1 << 7)
}

/// UIKit: `struct UIFocusSoundIdentifier : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:13).
/// Declared from the inventory; its members say what each does.
public struct UIFocusSoundIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UIFocusEnvironment {
    /// UIKit: `weak var parentFocusEnvironment: @sil_weak UIFocusEnvironment? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:22).
    /// Unmodelled: reading records `UIFocusEnvironment.parentFocusEnvironment` and returns `nil`.
    @available(iOS, introduced: 12.0)
    public var parentFocusEnvironment: UIFocusEnvironment? {
        get {
            ModelFindings.unmodelled("UIFocusEnvironment.parentFocusEnvironment")
            return nil
        }
    }
}

extension UIFocusEnvironment {
    /// UIKit: `var focusItemContainer: UIFocusItemContainer? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:24).
    /// Unmodelled: reading records `UIFocusEnvironment.focusItemContainer` and returns `nil`.
    @available(iOS, introduced: 12.0)
    public var focusItemContainer: UIFocusItemContainer? {
        get {
            ModelFindings.unmodelled("UIFocusEnvironment.focusItemContainer")
            return nil
        }
    }
}

extension UIFocusEnvironment {
    /// UIKit: `func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:28).
    /// Unmodelled: a call records `UIFocusEnvironment.shouldUpdateFocus(in:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        ModelFindings.unmodelled("UIFocusEnvironment.shouldUpdateFocus(in:)")
        return false
    }
}

extension UIFocusEnvironment {
    /// UIKit: `weak optional var preferredFocusedView: @sil_weak UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:30).
    /// Unmodelled: reading records `UIFocusEnvironment.preferredFocusedView` and returns `nil`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public var preferredFocusedView: UIView? {
        get {
            ModelFindings.unmodelled("UIFocusEnvironment.preferredFocusedView")
            return nil
        }
    }
}

extension UIFocusEnvironment {
    /// UIKit: `optional var focusGroupIdentifier: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:32).
    /// Unmodelled: reading records `UIFocusEnvironment.focusGroupIdentifier` and returns `nil`.
    @available(iOS, introduced: 14.0)
    public var focusGroupIdentifier: String? {
        get {
            ModelFindings.unmodelled("UIFocusEnvironment.focusGroupIdentifier")
            return nil
        }
    }
}

/// UIKit: `protocol UIFocusItem : UIFocusEnvironment` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:41).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
public protocol UIFocusItem: UIFocusEnvironment {
    /// UIKit: `optional var focusItemDeferralMode: UIFocusItemDeferralMode { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focusitemdeferralmode.md:14).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }

    /// UIKit: `optional var focusEffect: UIFocusEffect? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focuseffect.md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    var focusEffect: UIFocusEffect? { get }

    /// UIKit: `optional var focusGroupPriority: UIFocusGroupPriority { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focusgrouppriority.md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    var focusGroupPriority: UIFocusGroupPriority { get }

    /// UIKit: `optional var isTransparentFocusItem: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-istransparentfocusitem.md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    var isTransparentFocusItem: Bool { get }

    /// UIKit: `var canBecomeFocused: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:43).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var canBecomeFocused: Bool { get }

    /// UIKit: `var frame: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:44).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var frame: CGRect { get }

    /// UIKit: `optional func didHintFocusMovement(_ hint: UIFocusMovementHint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:46).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    func didHintFocusMovement(_ hint: UIFocusMovementHint)

    /// UIKit: `var isFocused: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:764).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var isFocused: Bool { get }
}

extension UIFocusItem {
    /// UIKit: `optional var focusItemDeferralMode: UIFocusItemDeferralMode { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focusitemdeferralmode.md:14).
    /// Unmodelled: reading records `UIFocusItem.focusItemDeferralMode` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    public var focusItemDeferralMode: UIFocusItemDeferralMode {
        get {
            ModelFindings.unmodelledStop("UIFocusItem.focusItemDeferralMode")
        }
    }
    /// UIKit: `optional var focusEffect: UIFocusEffect? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focuseffect.md:16).
    /// Unmodelled: reading records `UIFocusItem.focusEffect` and returns `nil`.
    @available(iOS, introduced: 15.0)
    public var focusEffect: UIFocusEffect? {
        get {
            ModelAvailability.require("UIFocusItem.focusEffect", introduced: 15)
            ModelFindings.unmodelled("UIFocusItem.focusEffect")
            return nil
        }
    }
    /// UIKit: `optional var focusGroupPriority: UIFocusGroupPriority { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-focusgrouppriority.md:16).
    /// Unmodelled: reading records `UIFocusItem.focusGroupPriority` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public var focusGroupPriority: UIFocusGroupPriority {
        get {
            ModelAvailability.require("UIFocusItem.focusGroupPriority", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusItem.focusGroupPriority")
        }
    }
    /// UIKit: `optional var isTransparentFocusItem: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusitem-istransparentfocusitem.md:16).
    /// Unmodelled: reading records `UIFocusItem.isTransparentFocusItem` and returns `false`.
    @available(iOS, introduced: 15.0)
    public var isTransparentFocusItem: Bool {
        get {
            ModelAvailability.require("UIFocusItem.isTransparentFocusItem", introduced: 15)
            ModelFindings.unmodelled("UIFocusItem.isTransparentFocusItem")
            return false
        }
    }
    /// UIKit: `optional func didHintFocusMovement(_ hint: UIFocusMovementHint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:46).
    /// Unmodelled: a call records `UIFocusItem.didHintFocusMovement(_:)` and does nothing.
    @available(iOS, introduced: 12.0)
    public func didHintFocusMovement(_ hint: UIFocusMovementHint) {
        ModelFindings.unmodelled("UIFocusItem.didHintFocusMovement(_:)")
    }
}

/// UIKit: `protocol UIFocusItemContainer : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:55).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 12.0)
@MainActor @preconcurrency
public protocol UIFocusItemContainer: NSObjectProtocol {
    /// UIKit: `var coordinateSpace: UICoordinateSpace { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:57).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var coordinateSpace: UICoordinateSpace { get }

    /// UIKit: `func focusItems(in rect: CGRect) -> [UIFocusItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:58).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    func focusItems(in rect: CGRect) -> [UIFocusItem]
}

/// UIKit: `protocol UIFocusItemScrollableContainer : UIFocusItemContainer` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:60).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 12.0)
@MainActor @preconcurrency
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    /// UIKit: `var contentOffset: CGPoint { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:62).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var contentOffset: CGPoint { get set }

    /// UIKit: `var contentSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:63).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var contentSize: CGSize { get }

    /// UIKit: `var visibleSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:64).
    /// A requirement.
    @available(iOS, introduced: 12.0)
    var visibleSize: CGSize { get }
}
