// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIView.Invalidations {
    /// UIKit: `struct Configuration: UIViewInvalidating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.configuration.md:17).
    /// Declared from the inventory; its members say what each does.
    public struct Configuration {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.configuration-init().md:18).
        /// Unmodelled: a call records `UIView.Invalidations.Configuration.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIView.Invalidations.Configuration.init()")
        }
    }
}

extension UIView.Invalidations {
    /// UIKit: `struct Constraints: UIViewInvalidating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.constraints.md:17).
    /// Declared from the inventory; its members say what each does.
    public struct Constraints {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.constraints-init().md:18).
        /// Unmodelled: a call records `UIView.Invalidations.Constraints.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIView.Invalidations.Constraints.init()")
        }
    }
}

extension UIView.Invalidations {
    /// UIKit: `struct Display: UIViewInvalidating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.display.md:17).
    /// Declared from the inventory; its members say what each does.
    public struct Display {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.display-init().md:18).
        /// Unmodelled: a call records `UIView.Invalidations.Display.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIView.Invalidations.Display.init()")
        }
    }
}

extension UIView.Invalidations {
    /// UIKit: `struct IntrinsicContentSize: UIViewInvalidating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.intrinsiccontentsize.md:17).
    /// Declared from the inventory; its members say what each does.
    public struct IntrinsicContentSize {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.intrinsiccontentsize-init().md:18).
        /// Unmodelled: a call records `UIView.Invalidations.IntrinsicContentSize.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIView.Invalidations.IntrinsicContentSize.init()")
        }
    }
}

extension UIView.Invalidations {
    /// UIKit: `struct Layout: UIViewInvalidating` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.layout.md:17).
    /// Declared from the inventory; its members say what each does.
    public struct Layout {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations-uiview.invalidations.layout-init().md:18).
        /// Unmodelled: a call records `UIView.Invalidations.Layout.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIView.Invalidations.Layout.init()")
        }
    }
}

extension UIView {
    /// UIKit: `enum Invalidations` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiview-uiview.invalidations.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum Invalidations {
    }
}

extension UIView {
    /// UIKit: `enum AnimationTransition : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:28).
    /// Declared from the inventory; its members say what each does.
    public enum AnimationTransition: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:31).
        /// Declared from the inventory.
        case none
        /// UIKit: `case flipFromLeft` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:32).
        /// Declared from the inventory.
        case flipFromLeft
        /// UIKit: `case flipFromRight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:33).
        /// Declared from the inventory.
        case flipFromRight
        /// UIKit: `case curlUp` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:34).
        /// Declared from the inventory.
        case curlUp
        /// UIKit: `case curlDown` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:35).
        /// Declared from the inventory.
        case curlDown
    }
}

extension UIView {
    /// UIKit: `struct KeyframeAnimationOptions : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:75).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static var layoutSubviews: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:79).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let layoutSubviews: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 0)
        /// UIKit: `static var allowUserInteraction: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:80).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let allowUserInteraction: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 1)
        /// UIKit: `static var beginFromCurrentState: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:81).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let beginFromCurrentState: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 2)
        /// UIKit: `static var repeat: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:82).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let `repeat`: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(rawValue: 1 << 3)
        /// UIKit: `static var autoreverse: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:83).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let autoreverse: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 4)
        /// UIKit: `static var overrideInheritedDuration: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:84).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let overrideInheritedDuration: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 5)
        /// UIKit: `static var overrideInheritedOptions: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:85).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let overrideInheritedOptions: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 6)
        /// UIKit: `static var calculationModeLinear: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:86).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let calculationModeLinear: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 7)
        /// UIKit: `static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:87).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let calculationModeDiscrete: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 8)
        /// UIKit: `static var calculationModePaced: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:88).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let calculationModePaced: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 9)
        /// UIKit: `static var calculationModeCubic: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:89).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let calculationModeCubic: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 10)
        /// UIKit: `static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:90).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let calculationModeCubicPaced: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions(
            rawValue: 1 << 11)
    }
}

extension UIView {
    /// UIKit: `enum SystemAnimation : UInt` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:92).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum SystemAnimation: UInt {
        /// UIKit: `case delete` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:96).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case delete
    }
}

extension UIView {
    /// UIKit: `enum TintAdjustmentMode : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:98).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum TintAdjustmentMode: Int {
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:102).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case automatic
        /// UIKit: `case normal` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:103).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case normal
        /// UIKit: `case dimmed` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:104).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case dimmed
    }
}

/// UIKit: `protocol UICoordinateSpace : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:123).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
    /// UIKit: `func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:124).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint

    /// UIKit: `func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:126).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint

    /// UIKit: `func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:128).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect

    /// UIKit: `func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:130).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect

    /// UIKit: `var bounds: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:132).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    var bounds: CGRect { get }
}
