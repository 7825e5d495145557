// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CAReplicatorLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@MainActor @preconcurrency
open class CAReplicatorLayer: CALayer {
    /// Storage of `instanceAlphaOffset`, generated.
    private var modelStoredInstanceAlphaOffset: Optional<Float> = nil
    /// UIKit: `var instanceAlphaOffset: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancealphaoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceAlphaOffset` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceAlphaOffset: Float {
        get {
            if let value = modelStoredInstanceAlphaOffset { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceAlphaOffset")
            return 0
        }
        set {
            modelStoredInstanceAlphaOffset = newValue
        }
    }
    /// Storage of `instanceBlueOffset`, generated.
    private var modelStoredInstanceBlueOffset: Optional<Float> = nil
    /// UIKit: `var instanceBlueOffset: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instanceblueoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceBlueOffset` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceBlueOffset: Float {
        get {
            if let value = modelStoredInstanceBlueOffset { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceBlueOffset")
            return 0
        }
        set {
            modelStoredInstanceBlueOffset = newValue
        }
    }
    /// Storage of `instanceColor`, generated.
    private var modelStoredInstanceColor: Optional<CGColor?> = nil
    /// UIKit: `var instanceColor: CGColor? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancecolor.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceColor: CGColor? {
        get {
            if let value = modelStoredInstanceColor { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceColor")
            return nil
        }
        set {
            modelStoredInstanceColor = newValue
        }
    }
    /// Storage of `instanceCount`, generated.
    private var modelStoredInstanceCount: Optional<Int> = nil
    /// UIKit: `var instanceCount: Int { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancecount.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceCount` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceCount: Int {
        get {
            if let value = modelStoredInstanceCount { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceCount")
            return 0
        }
        set {
            modelStoredInstanceCount = newValue
        }
    }
    /// Storage of `instanceDelay`, generated.
    private var modelStoredInstanceDelay: Optional<CFTimeInterval> = nil
    /// UIKit: `var instanceDelay: CFTimeInterval { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancedelay.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceDelay` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceDelay: CFTimeInterval {
        get {
            if let value = modelStoredInstanceDelay { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceDelay")
            return 0
        }
        set {
            modelStoredInstanceDelay = newValue
        }
    }
    /// Storage of `instanceGreenOffset`, generated.
    private var modelStoredInstanceGreenOffset: Optional<Float> = nil
    /// UIKit: `var instanceGreenOffset: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancegreenoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceGreenOffset` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceGreenOffset: Float {
        get {
            if let value = modelStoredInstanceGreenOffset { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceGreenOffset")
            return 0
        }
        set {
            modelStoredInstanceGreenOffset = newValue
        }
    }
    /// Storage of `instanceRedOffset`, generated.
    private var modelStoredInstanceRedOffset: Optional<Float> = nil
    /// UIKit: `var instanceRedOffset: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instanceredoffset.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceRedOffset` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceRedOffset: Float {
        get {
            if let value = modelStoredInstanceRedOffset { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.instanceRedOffset")
            return 0
        }
        set {
            modelStoredInstanceRedOffset = newValue
        }
    }
    /// Storage of `instanceTransform`, generated.
    private var modelStoredInstanceTransform: Optional<CATransform3D> = nil
    /// UIKit: `var instanceTransform: CATransform3D { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-instancetransform.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.instanceTransform` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var instanceTransform: CATransform3D {
        get {
            if let value = modelStoredInstanceTransform { return value }
            ModelFindings.unmodelledStop("CAReplicatorLayer.instanceTransform")
        }
        set {
            modelStoredInstanceTransform = newValue
        }
    }
    /// Storage of `preservesDepth`, generated.
    private var modelStoredPreservesDepth: Optional<Bool> = nil
    /// UIKit: `var preservesDepth: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-careplicatorlayer-preservesdepth.md:16).
    /// Stored: keeps what is set; a read before any set records `CAReplicatorLayer.preservesDepth` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var preservesDepth: Bool {
        get {
            if let value = modelStoredPreservesDepth { return value }
            ModelFindings.unmodelled("CAReplicatorLayer.preservesDepth")
            return false
        }
        set {
            modelStoredPreservesDepth = newValue
        }
    }
}
