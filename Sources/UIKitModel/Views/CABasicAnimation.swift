import Foundation

/// Core Animation's animations, as values a layer keeps.
///
/// Apple: https://developer.apple.com/documentation/quartzcore/cabasicanimation (CAAnimation,
/// CAPropertyAnimation, CABasicAnimation) — stored state with Apple's defaults: `duration` (0,
/// which means 0.25 s when the animation runs), `beginTime`, `repeatCount`, `autoreverses`,
/// `fillMode` (`.removed`), `isRemovedOnCompletion` (true), `timingFunction`, `keyPath`,
/// `fromValue`, `toValue`, `byValue`. Adding one to a layer (`CALayer.add(_:forKey:)`) keeps a copy
/// under its key and does not change the layer's own property values — Apple: "animations do not
/// change the layer's model values" (Core Animation Programming Guide, Animating Layer Content).
/// The model has no render clock, so no animation runs or completes. As in QuartzCore, these
/// classes are not isolated to the main actor.
open class CAAnimation: NSObject {
    /// Apple: CAAnimation.duration (0).
    open var duration: TimeInterval = 0
    /// Apple: CAMediaTiming.beginTime (0).
    open var beginTime: TimeInterval = 0
    /// Apple: CAMediaTiming.repeatCount (0).
    open var repeatCount: Float = 0
    /// Apple: CAMediaTiming.autoreverses (false).
    open var autoreverses = false
    /// Apple: CAMediaTiming.fillMode (`.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Apple: CAAnimation.isRemovedOnCompletion (true).
    open var isRemovedOnCompletion = true
    /// Apple: CAAnimation.timingFunction (nil: linear pacing).
    open var timingFunction: CAMediaTimingFunction?

    public override init() { super.init() }

    /// A copy with the same settings, as `CALayer.add(_:forKey:)` keeps (Apple: "the animation
    /// object is copied by the render tree, not referenced").
    func modelCopy() -> CAAnimation {
        let copy = Self.modelMake()
        copy.modelCopySettings(from: self)
        return copy
    }

    class func modelMake() -> CAAnimation { CAAnimation() }

    func modelCopySettings(from other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        repeatCount = other.repeatCount
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<CAAnimationDelegate?> = nil
    /// UIKit: `var delegate: CAAnimationDelegate?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:27).
    /// Stored: keeps what is set; a read before any set records `CAAnimation.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: CAAnimationDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("CAAnimation.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// Storage of `fadeInDuration`, generated.
    private var modelStoredFadeInDuration: Optional<CGFloat> = nil
    /// UIKit: `var fadeInDuration: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caanimation-fadeinduration.md:16).
    /// Stored: keeps what is set; a read before any set records `CAAnimation.fadeInDuration` and returns `0` (UIKit's default is not in the inventory).
    open var fadeInDuration: CGFloat {
        get {
            if let value = modelStoredFadeInDuration { return value }
            ModelFindings.unmodelled("CAAnimation.fadeInDuration")
            return 0
        }
        set {
            modelStoredFadeInDuration = newValue
        }
    }

    /// Storage of `fadeOutDuration`, generated.
    private var modelStoredFadeOutDuration: Optional<CGFloat> = nil
    /// UIKit: `var fadeOutDuration: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caanimation-fadeoutduration.md:16).
    /// Stored: keeps what is set; a read before any set records `CAAnimation.fadeOutDuration` and returns `0` (UIKit's default is not in the inventory).
    open var fadeOutDuration: CGFloat {
        get {
            if let value = modelStoredFadeOutDuration { return value }
            ModelFindings.unmodelled("CAAnimation.fadeOutDuration")
            return 0
        }
        set {
            modelStoredFadeOutDuration = newValue
        }
    }

    /// Storage of `preferredFrameRateRange`, generated.
    private var modelStoredPreferredFrameRateRange: Optional<CAFrameRateRange> = nil
    /// UIKit: `var preferredFrameRateRange: CAFrameRateRange { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caanimation-preferredframeraterange.md:14).
    /// Stored: keeps what is set; a read before any set records `CAAnimation.preferredFrameRateRange` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var preferredFrameRateRange: CAFrameRateRange {
        get {
            if let value = modelStoredPreferredFrameRateRange { return value }
            ModelAvailability.require("CAAnimation.preferredFrameRateRange", introduced: 15)
            ModelFindings.unmodelledStop("CAAnimation.preferredFrameRateRange")
        }
        set {
            modelStoredPreferredFrameRateRange = newValue
        }
    }

    /// UIKit: `func shouldArchiveValue(forKey key: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:25).
    /// Unmodelled: a call records `CAAnimation.shouldArchiveValue(forKey:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func shouldArchiveValue(forKey key: String) -> Bool {
        ModelFindings.unmodelled("CAAnimation.shouldArchiveValue(forKey:)")
        return false
    }

    /// UIKit: `class func defaultValue(forKey key: String) -> Any?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:24).
    /// Unmodelled: a call records `CAAnimation.defaultValue(forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func defaultValue(forKey key: String) -> Any? {
        ModelFindings.unmodelled("CAAnimation.defaultValue(forKey:)")
        return nil
    }

    /// Storage of `usesSceneTimeBase`, generated.
    private var modelStoredUsesSceneTimeBase: Optional<Bool> = nil
    /// UIKit: `var usesSceneTimeBase: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caanimation-usesscenetimebase.md:16).
    /// Stored: keeps what is set; a read before any set records `CAAnimation.usesSceneTimeBase` and returns `false` (UIKit's default is not in the inventory).
    open var usesSceneTimeBase: Bool {
        get {
            if let value = modelStoredUsesSceneTimeBase { return value }
            ModelFindings.unmodelled("CAAnimation.usesSceneTimeBase")
            return false
        }
        set {
            modelStoredUsesSceneTimeBase = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: CAPropertyAnimation — an animation of one layer property, named by `keyPath`.
open class CAPropertyAnimation: CAAnimation {
    /// Apple: CAPropertyAnimation.keyPath.
    open var keyPath: String?
    /// Apple: CAPropertyAnimation.isAdditive (false).
    open var isAdditive = false
    /// Apple: CAPropertyAnimation.isCumulative (false).
    open var isCumulative = false

    /// Apple: CAPropertyAnimation.init(keyPath:).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override class func modelMake() -> CAAnimation { CAPropertyAnimation() }

    override func modelCopySettings(from other: CAAnimation) {
        super.modelCopySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `valueFunction`, generated.
    private var modelStoredValueFunction: Optional<CAValueFunction?> = nil
    /// UIKit: `var valueFunction: CAValueFunction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAAnimation.swift:42).
    /// Stored: keeps what is set; a read before any set records `CAPropertyAnimation.valueFunction` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var valueFunction: CAValueFunction? {
        get {
            if let value = modelStoredValueFunction { return value }
            ModelFindings.unmodelled("CAPropertyAnimation.valueFunction")
            return nil
        }
        set {
            modelStoredValueFunction = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: CABasicAnimation — a single-keyframe property animation: `fromValue`, `toValue`, `byValue`.
open class CABasicAnimation: CAPropertyAnimation {
    /// Apple: CABasicAnimation.fromValue. Stored state.
    open var fromValue: Any?
    /// Apple: CABasicAnimation.toValue. Stored state.
    open var toValue: Any?
    /// Apple: CABasicAnimation.byValue. Stored state.
    open var byValue: Any?

    override class func modelMake() -> CAAnimation { CABasicAnimation() }

    override func modelCopySettings(from other: CAAnimation) {
        super.modelCopySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

/// Apple: CAMediaTimingFillMode.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Apple: CAMediaTimingFunction — `init(name:)`; the model keeps the name.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The name it was made with. Model extension, not UIKit API.
    public let modelName: CAMediaTimingFunctionName

    /// Apple: CAMediaTimingFunction.init(name:).
    public init(name: CAMediaTimingFunctionName) {
        modelName = name
        super.init()
    }
}

/// Apple: CAMediaTimingFunctionName.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
