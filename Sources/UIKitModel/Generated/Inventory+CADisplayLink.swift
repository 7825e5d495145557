// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CADisplayLink: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.1)
open class CADisplayLink: NSObject {
    /// UIKit: `func add( to runloop: RunLoop, forMode mode: RunLoop.Mode )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-add(to:formode:).md:16).
    /// Unmodelled: a call records `CADisplayLink.add(to:forMode:)` and does nothing.
    @available(iOS, introduced: 3.1)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        ModelFindings.unmodelled("CADisplayLink.add(to:forMode:)")
    }
    /// UIKit: `var duration: CFTimeInterval { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-duration.md:16).
    /// Unmodelled: reading records `CADisplayLink.duration` and returns `0`.
    @available(iOS, introduced: 3.1)
    open var duration: CFTimeInterval {
        get {
            ModelFindings.unmodelled("CADisplayLink.duration")
            return 0
        }
    }
    /// Storage of `frameInterval`, generated.
    private var modelStoredFrameInterval: Optional<Int> = nil
    /// UIKit: `var frameInterval: Int { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-frameinterval-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `CADisplayLink.frameInterval` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open var frameInterval: Int {
        get {
            if let value = modelStoredFrameInterval { return value }
            ModelFindings.unmodelled("CADisplayLink.frameInterval")
            return 0
        }
        set {
            modelStoredFrameInterval = newValue
        }
    }
    /// UIKit: `init( target: Any, selector sel: Selector )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-init(target:selector:).md:16).
    /// Unmodelled: a call records `CADisplayLink.init(target:selector:)` and makes the object with `init()`.
    @available(iOS, introduced: 3.1)
    public convenience init(target: Any, selector sel: Selector) {
        self.init()
        ModelFindings.unmodelled("CADisplayLink.init(target:selector:)")
    }
    /// UIKit: `func invalidate()` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-invalidate().md:16).
    /// Unmodelled: a call records `CADisplayLink.invalidate()` and does nothing.
    @available(iOS, introduced: 3.1)
    open func invalidate() {
        ModelFindings.unmodelled("CADisplayLink.invalidate()")
    }
    /// Storage of `isPaused`, generated.
    private var modelStoredIsPaused: Optional<Bool> = nil
    /// UIKit: `var isPaused: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-ispaused.md:16).
    /// Stored: keeps what is set; a read before any set records `CADisplayLink.isPaused` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.1)
    open var isPaused: Bool {
        get {
            if let value = modelStoredIsPaused { return value }
            ModelFindings.unmodelled("CADisplayLink.isPaused")
            return false
        }
        set {
            modelStoredIsPaused = newValue
        }
    }
    /// Storage of `preferredFrameRateRange`, generated.
    private var modelStoredPreferredFrameRateRange: Optional<CAFrameRateRange> = nil
    /// UIKit: `var preferredFrameRateRange: CAFrameRateRange { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-preferredframeraterange.md:16).
    /// Stored: keeps what is set; a read before any set records `CADisplayLink.preferredFrameRateRange` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var preferredFrameRateRange: CAFrameRateRange {
        get {
            if let value = modelStoredPreferredFrameRateRange { return value }
            ModelAvailability.require("CADisplayLink.preferredFrameRateRange", introduced: 15)
            ModelFindings.unmodelledStop("CADisplayLink.preferredFrameRateRange")
        }
        set {
            modelStoredPreferredFrameRateRange = newValue
        }
    }
    /// Storage of `preferredFramesPerSecond`, generated.
    private var modelStoredPreferredFramesPerSecond: Optional<Int> = nil
    /// UIKit: `var preferredFramesPerSecond: Int { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-preferredframespersecond-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `CADisplayLink.preferredFramesPerSecond` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var preferredFramesPerSecond: Int {
        get {
            if let value = modelStoredPreferredFramesPerSecond { return value }
            ModelFindings.unmodelled("CADisplayLink.preferredFramesPerSecond")
            return 0
        }
        set {
            modelStoredPreferredFramesPerSecond = newValue
        }
    }
    /// UIKit: `func remove( from runloop: RunLoop, forMode mode: RunLoop.Mode )` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-remove(from:formode:).md:16).
    /// Unmodelled: a call records `CADisplayLink.remove(from:forMode:)` and does nothing.
    @available(iOS, introduced: 3.1)
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        ModelFindings.unmodelled("CADisplayLink.remove(from:forMode:)")
    }
    /// UIKit: `var targetTimestamp: CFTimeInterval { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-targettimestamp.md:16).
    /// Unmodelled: reading records `CADisplayLink.targetTimestamp` and returns `0`.
    @available(iOS, introduced: 10.0)
    open var targetTimestamp: CFTimeInterval {
        get {
            ModelFindings.unmodelled("CADisplayLink.targetTimestamp")
            return 0
        }
    }
    /// UIKit: `var timestamp: CFTimeInterval { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cadisplaylink-timestamp.md:16).
    /// Unmodelled: reading records `CADisplayLink.timestamp` and returns `0`.
    @available(iOS, introduced: 3.1)
    open var timestamp: CFTimeInterval {
        get {
            ModelFindings.unmodelled("CADisplayLink.timestamp")
            return 0
        }
    }
}
