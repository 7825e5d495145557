// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAAnimationCalculationMode : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let linear: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:63).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let linear: CAAnimationCalculationMode = CAAnimationCalculationMode(
        rawValue: "CAAnimationCalculationMode.linear")
    /// UIKit: `static let discrete: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:65).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let discrete: CAAnimationCalculationMode = CAAnimationCalculationMode(
        rawValue: "CAAnimationCalculationMode.discrete")
    /// UIKit: `static let paced: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:67).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let paced: CAAnimationCalculationMode = CAAnimationCalculationMode(
        rawValue: "CAAnimationCalculationMode.paced")
    /// UIKit: `static let cubic: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:69).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let cubic: CAAnimationCalculationMode = CAAnimationCalculationMode(
        rawValue: "CAAnimationCalculationMode.cubic")
    /// UIKit: `static let cubicPaced: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:71).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let cubicPaced: CAAnimationCalculationMode = CAAnimationCalculationMode(
        rawValue: "CAAnimationCalculationMode.cubicPaced")
}

/// UIKit: `struct CAAnimationRotationMode : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let rotateAuto: CAAnimationRotationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:75).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let rotateAuto: CAAnimationRotationMode = CAAnimationRotationMode(
        rawValue: "CAAnimationRotationMode.rotateAuto")
    /// UIKit: `static let rotateAutoReverse: CAAnimationRotationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:77).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let rotateAutoReverse: CAAnimationRotationMode = CAAnimationRotationMode(
        rawValue: "CAAnimationRotationMode.rotateAutoReverse")
}

/// UIKit: `struct CATransitionType : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let fade: CATransitionType` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:96).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let fade: CATransitionType = CATransitionType(rawValue: "CATransitionType.fade")
    /// UIKit: `static let moveIn: CATransitionType` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:98).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let moveIn: CATransitionType = CATransitionType(rawValue: "CATransitionType.moveIn")
    /// UIKit: `static let push: CATransitionType` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:100).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let push: CATransitionType = CATransitionType(rawValue: "CATransitionType.push")
    /// UIKit: `static let reveal: CATransitionType` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:102).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let reveal: CATransitionType = CATransitionType(rawValue: "CATransitionType.reveal")
}

/// UIKit: `struct CATransitionSubtype : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let fromRight: CATransitionSubtype` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:106).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let fromRight: CATransitionSubtype = CATransitionSubtype(rawValue: "CATransitionSubtype.fromRight")
    /// UIKit: `static let fromLeft: CATransitionSubtype` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:108).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let fromLeft: CATransitionSubtype = CATransitionSubtype(rawValue: "CATransitionSubtype.fromLeft")
    /// UIKit: `static let fromTop: CATransitionSubtype` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:110).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let fromTop: CATransitionSubtype = CATransitionSubtype(rawValue: "CATransitionSubtype.fromTop")
    /// UIKit: `static let fromBottom: CATransitionSubtype` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:112).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let fromBottom: CATransitionSubtype = CATransitionSubtype(rawValue: "CATransitionSubtype.fromBottom")
}

/// UIKit: `protocol CAAnimationDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:30).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// UIKit: `optional func animationDidStart(_ anim: CAAnimation)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:31).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func animationDidStart(_ anim: CAAnimation)

    /// UIKit: `optional func animationDidStop(_ anim: CAAnimation, finished flag: Bool)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:33).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// UIKit: `optional func animationDidStart(_ anim: CAAnimation)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:31).
    /// Unmodelled: a call records `CAAnimationDelegate.animationDidStart(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func animationDidStart(_ anim: CAAnimation) {
        ModelFindings.unmodelled("CAAnimationDelegate.animationDidStart(_:)")
    }
    /// UIKit: `optional func animationDidStop(_ anim: CAAnimation, finished flag: Bool)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:33).
    /// Unmodelled: a call records `CAAnimationDelegate.animationDidStop(_:finished:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        ModelFindings.unmodelled("CAAnimationDelegate.animationDidStop(_:finished:)")
    }
}

/// UIKit: `class CAKeyframeAnimation : CAPropertyAnimation` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:50).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// Storage of `values`, generated.
    private var modelStoredValues: Optional<[Any]?> = nil
    /// UIKit: `var values: [Any]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:52).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.values` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var values: [Any]? {
        get {
            if let value = modelStoredValues { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.values")
            return nil
        }
        set {
            modelStoredValues = newValue
        }
    }
    /// Storage of `path`, generated.
    private var modelStoredPath: Optional<CGPath?> = nil
    /// UIKit: `var path: CGPath?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:53).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.path` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var path: CGPath? {
        get {
            if let value = modelStoredPath { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.path")
            return nil
        }
        set {
            modelStoredPath = newValue
        }
    }
    /// Storage of `keyTimes`, generated.
    private var modelStoredKeyTimes: Optional<[NSNumber]?> = nil
    /// UIKit: `var keyTimes: [NSNumber]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:54).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.keyTimes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var keyTimes: [NSNumber]? {
        get {
            if let value = modelStoredKeyTimes { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.keyTimes")
            return nil
        }
        set {
            modelStoredKeyTimes = newValue
        }
    }
    /// Storage of `timingFunctions`, generated.
    private var modelStoredTimingFunctions: Optional<[CAMediaTimingFunction]?> = nil
    /// UIKit: `var timingFunctions: [CAMediaTimingFunction]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:55).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.timingFunctions` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var timingFunctions: [CAMediaTimingFunction]? {
        get {
            if let value = modelStoredTimingFunctions { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.timingFunctions")
            return nil
        }
        set {
            modelStoredTimingFunctions = newValue
        }
    }
    /// Storage of `calculationMode`, generated.
    private var modelStoredCalculationMode: Optional<CAAnimationCalculationMode> = nil
    /// UIKit: `var calculationMode: CAAnimationCalculationMode` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:56).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.calculationMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var calculationMode: CAAnimationCalculationMode {
        get {
            if let value = modelStoredCalculationMode { return value }
            ModelFindings.unmodelledStop("CAKeyframeAnimation.calculationMode")
        }
        set {
            modelStoredCalculationMode = newValue
        }
    }
    /// Storage of `tensionValues`, generated.
    private var modelStoredTensionValues: Optional<[NSNumber]?> = nil
    /// UIKit: `var tensionValues: [NSNumber]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:57).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.tensionValues` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var tensionValues: [NSNumber]? {
        get {
            if let value = modelStoredTensionValues { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.tensionValues")
            return nil
        }
        set {
            modelStoredTensionValues = newValue
        }
    }
    /// Storage of `continuityValues`, generated.
    private var modelStoredContinuityValues: Optional<[NSNumber]?> = nil
    /// UIKit: `var continuityValues: [NSNumber]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:58).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.continuityValues` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var continuityValues: [NSNumber]? {
        get {
            if let value = modelStoredContinuityValues { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.continuityValues")
            return nil
        }
        set {
            modelStoredContinuityValues = newValue
        }
    }
    /// Storage of `biasValues`, generated.
    private var modelStoredBiasValues: Optional<[NSNumber]?> = nil
    /// UIKit: `var biasValues: [NSNumber]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:59).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.biasValues` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var biasValues: [NSNumber]? {
        get {
            if let value = modelStoredBiasValues { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.biasValues")
            return nil
        }
        set {
            modelStoredBiasValues = newValue
        }
    }
    /// Storage of `rotationMode`, generated.
    private var modelStoredRotationMode: Optional<CAAnimationRotationMode?> = nil
    /// UIKit: `var rotationMode: CAAnimationRotationMode?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:60).
    /// Stored: keeps what is set; a read before any set records `CAKeyframeAnimation.rotationMode` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var rotationMode: CAAnimationRotationMode? {
        get {
            if let value = modelStoredRotationMode { return value }
            ModelFindings.unmodelled("CAKeyframeAnimation.rotationMode")
            return nil
        }
        set {
            modelStoredRotationMode = newValue
        }
    }
}

/// UIKit: `class CASpringAnimation : CABasicAnimation` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:80).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
open class CASpringAnimation: CABasicAnimation {
    /// Storage of `allowsOverdamping`, generated.
    private var modelStoredAllowsOverdamping: Optional<Bool> = nil
    /// UIKit: `var allowsOverdamping: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caspringanimation-allowsoverdamping.md:14).
    /// Stored: keeps what is set; a read before any set records `CASpringAnimation.allowsOverdamping` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var allowsOverdamping: Bool {
        get {
            if let value = modelStoredAllowsOverdamping { return value }
            ModelAvailability.require("CASpringAnimation.allowsOverdamping", introduced: 17)
            ModelFindings.unmodelled("CASpringAnimation.allowsOverdamping")
            return false
        }
        set {
            modelStoredAllowsOverdamping = newValue
        }
    }
    /// UIKit: `var bounce: CGFloat { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caspringanimation-bounce.md:14).
    /// Unmodelled: reading records `CASpringAnimation.bounce` and returns `0`.
    @available(iOS, introduced: 17.0)
    open var bounce: CGFloat {
        get {
            ModelAvailability.require("CASpringAnimation.bounce", introduced: 17)
            ModelFindings.unmodelled("CASpringAnimation.bounce")
            return 0
        }
    }
    /// UIKit: `var perceptualDuration: CFTimeInterval { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caspringanimation-perceptualduration.md:14).
    /// Unmodelled: reading records `CASpringAnimation.perceptualDuration` and returns `0`.
    @available(iOS, introduced: 17.0)
    open var perceptualDuration: CFTimeInterval {
        get {
            ModelAvailability.require("CASpringAnimation.perceptualDuration", introduced: 17)
            ModelFindings.unmodelled("CASpringAnimation.perceptualDuration")
            return 0
        }
    }
    /// Storage of `mass`, generated.
    private var modelStoredMass: Optional<CGFloat> = nil
    /// UIKit: `var mass: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:82).
    /// Stored: keeps what is set; a read before any set records `CASpringAnimation.mass` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var mass: CGFloat {
        get {
            if let value = modelStoredMass { return value }
            ModelFindings.unmodelled("CASpringAnimation.mass")
            return 0
        }
        set {
            modelStoredMass = newValue
        }
    }
    /// Storage of `stiffness`, generated.
    private var modelStoredStiffness: Optional<CGFloat> = nil
    /// UIKit: `var stiffness: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:83).
    /// Stored: keeps what is set; a read before any set records `CASpringAnimation.stiffness` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var stiffness: CGFloat {
        get {
            if let value = modelStoredStiffness { return value }
            ModelFindings.unmodelled("CASpringAnimation.stiffness")
            return 0
        }
        set {
            modelStoredStiffness = newValue
        }
    }
    /// Storage of `damping`, generated.
    private var modelStoredDamping: Optional<CGFloat> = nil
    /// UIKit: `var damping: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:84).
    /// Stored: keeps what is set; a read before any set records `CASpringAnimation.damping` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var damping: CGFloat {
        get {
            if let value = modelStoredDamping { return value }
            ModelFindings.unmodelled("CASpringAnimation.damping")
            return 0
        }
        set {
            modelStoredDamping = newValue
        }
    }
    /// Storage of `initialVelocity`, generated.
    private var modelStoredInitialVelocity: Optional<CGFloat> = nil
    /// UIKit: `var initialVelocity: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:85).
    /// Stored: keeps what is set; a read before any set records `CASpringAnimation.initialVelocity` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var initialVelocity: CGFloat {
        get {
            if let value = modelStoredInitialVelocity { return value }
            ModelFindings.unmodelled("CASpringAnimation.initialVelocity")
            return 0
        }
        set {
            modelStoredInitialVelocity = newValue
        }
    }
    /// UIKit: `var settlingDuration: CFTimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:86).
    /// Unmodelled: reading records `CASpringAnimation.settlingDuration` and returns `0`.
    @available(iOS, introduced: 9.0)
    open var settlingDuration: CFTimeInterval {
        get {
            ModelFindings.unmodelled("CASpringAnimation.settlingDuration")
            return 0
        }
    }
}

/// UIKit: `class CATransition : CAAnimation` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:88).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
open class CATransition: CAAnimation {
    /// Storage of `filter`, generated.
    private var modelStoredFilter: Optional<Any?> = nil
    /// UIKit: `var filter: Any? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransition-filter.md:16).
    /// Stored: keeps what is set; a read before any set records `CATransition.filter` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var filter: Any? {
        get {
            if let value = modelStoredFilter { return value }
            ModelFindings.unmodelled("CATransition.filter")
            return nil
        }
        set {
            modelStoredFilter = newValue
        }
    }
    /// Storage of `type`, generated.
    private var modelStoredType: Optional<CATransitionType> = nil
    /// UIKit: `var type: CATransitionType` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:90).
    /// Stored: keeps what is set; a read before any set records `CATransition.type` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var type: CATransitionType {
        get {
            if let value = modelStoredType { return value }
            ModelFindings.unmodelledStop("CATransition.type")
        }
        set {
            modelStoredType = newValue
        }
    }
    /// Storage of `subtype`, generated.
    private var modelStoredSubtype: Optional<CATransitionSubtype?> = nil
    /// UIKit: `var subtype: CATransitionSubtype?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:91).
    /// Stored: keeps what is set; a read before any set records `CATransition.subtype` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var subtype: CATransitionSubtype? {
        get {
            if let value = modelStoredSubtype { return value }
            ModelFindings.unmodelled("CATransition.subtype")
            return nil
        }
        set {
            modelStoredSubtype = newValue
        }
    }
    /// Storage of `startProgress`, generated.
    private var modelStoredStartProgress: Optional<Float> = nil
    /// UIKit: `var startProgress: Float` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:92).
    /// Stored: keeps what is set; a read before any set records `CATransition.startProgress` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var startProgress: Float {
        get {
            if let value = modelStoredStartProgress { return value }
            ModelFindings.unmodelled("CATransition.startProgress")
            return 0
        }
        set {
            modelStoredStartProgress = newValue
        }
    }
    /// Storage of `endProgress`, generated.
    private var modelStoredEndProgress: Optional<Float> = nil
    /// UIKit: `var endProgress: Float` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:93).
    /// Stored: keeps what is set; a read before any set records `CATransition.endProgress` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var endProgress: Float {
        get {
            if let value = modelStoredEndProgress { return value }
            ModelFindings.unmodelled("CATransition.endProgress")
            return 0
        }
        set {
            modelStoredEndProgress = newValue
        }
    }
}

/// UIKit: `class CAAnimationGroup : CAAnimation` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:115).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
open class CAAnimationGroup: CAAnimation {
    /// Storage of `animations`, generated.
    private var modelStoredAnimations: Optional<[CAAnimation]?> = nil
    /// UIKit: `var animations: [CAAnimation]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:117).
    /// Stored: keeps what is set; a read before any set records `CAAnimationGroup.animations` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var animations: [CAAnimation]? {
        get {
            if let value = modelStoredAnimations { return value }
            ModelFindings.unmodelled("CAAnimationGroup.animations")
            return nil
        }
        set {
            modelStoredAnimations = newValue
        }
    }
}
