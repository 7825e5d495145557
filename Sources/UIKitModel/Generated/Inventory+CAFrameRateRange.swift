// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAFrameRateRange: Equatable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
public struct CAFrameRateRange {
    /// UIKit: `init()` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-init().md:14).
    /// Unmodelled: a call records `CAFrameRateRange.init()` and keeps every property at its starting value.
    @available(iOS, introduced: 15.0)
    public init() {
        ModelAvailability.require("CAFrameRateRange.init()", introduced: 15)
        ModelFindings.unmodelled("CAFrameRateRange.init()")
    }
    /// UIKit: `init( minimum: Float, maximum: Float, preferred: Float? = nil )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-init(minimum:maximum:preferred:).md:14).
    /// Unmodelled: a call records `CAFrameRateRange.init(minimum:maximum:preferred:)` and keeps every property at its starting value.
    @available(iOS, introduced: 15.0)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        ModelAvailability.require("CAFrameRateRange.init(minimum:maximum:preferred:)", introduced: 15)
        ModelFindings.unmodelled("CAFrameRateRange.init(minimum:maximum:preferred:)")
    }
    /// Storage of `maximum`, generated.
    private var modelStoredMaximum: Optional<Float> = nil
    /// UIKit: `var maximum: Float` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-maximum.md:14).
    /// Stored: keeps what is set; a read before any set records `CAFrameRateRange.maximum` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    public var maximum: Float {
        get {
            if let value = modelStoredMaximum { return value }
            ModelAvailability.require("CAFrameRateRange.maximum", introduced: 15)
            ModelFindings.unmodelled("CAFrameRateRange.maximum")
            return 0
        }
        set {
            modelStoredMaximum = newValue
        }
    }
    /// Storage of `minimum`, generated.
    private var modelStoredMinimum: Optional<Float> = nil
    /// UIKit: `var minimum: Float` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-minimum.md:14).
    /// Stored: keeps what is set; a read before any set records `CAFrameRateRange.minimum` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    public var minimum: Float {
        get {
            if let value = modelStoredMinimum { return value }
            ModelAvailability.require("CAFrameRateRange.minimum", introduced: 15)
            ModelFindings.unmodelled("CAFrameRateRange.minimum")
            return 0
        }
        set {
            modelStoredMinimum = newValue
        }
    }
    /// Storage of `preferred`, generated.
    private var modelStoredPreferred: Optional<Float?> = nil
    /// UIKit: `var preferred: Float? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-preferred-7l3ki.md:14).
    /// Stored: keeps what is set; a read before any set records `CAFrameRateRange.preferred` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    public var preferred: Float? {
        get {
            if let value = modelStoredPreferred { return value }
            ModelAvailability.require("CAFrameRateRange.preferred", introduced: 15)
            ModelFindings.unmodelled("CAFrameRateRange.preferred")
            return nil
        }
        set {
            modelStoredPreferred = newValue
        }
    }
    /// UIKit: `static let default: CAFrameRateRange` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caframeraterange-default.md:14).
    /// Unmodelled: reading records `CAFrameRateRange.default` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public static var `default`: CAFrameRateRange {
        get {
            ModelAvailability.require("CAFrameRateRange.default", introduced: 15)
            ModelFindings.unmodelledStop("CAFrameRateRange.default")
        }
    }
}
