// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CAEmitterLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class CAEmitterLayer: CALayer {
    /// Storage of `birthRate`, generated.
    private var modelStoredBirthRate: Optional<Float> = nil
    /// UIKit: `var birthRate: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-birthrate.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.birthRate` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var birthRate: Float {
        get {
            if let value = modelStoredBirthRate { return value }
            ModelFindings.unmodelled("CAEmitterLayer.birthRate")
            return 0
        }
        set {
            modelStoredBirthRate = newValue
        }
    }
    /// Storage of `emitterCells`, generated.
    private var modelStoredEmitterCells: Optional<[CAEmitterCell]?> = nil
    /// UIKit: `var emitterCells: [CAEmitterCell]? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emittercells.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterCells` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterCells: [CAEmitterCell]? {
        get {
            if let value = modelStoredEmitterCells { return value }
            ModelFindings.unmodelled("CAEmitterLayer.emitterCells")
            return nil
        }
        set {
            modelStoredEmitterCells = newValue
        }
    }
    /// Storage of `emitterDepth`, generated.
    private var modelStoredEmitterDepth: Optional<CGFloat> = nil
    /// UIKit: `var emitterDepth: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emitterdepth.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterDepth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterDepth: CGFloat {
        get {
            if let value = modelStoredEmitterDepth { return value }
            ModelFindings.unmodelled("CAEmitterLayer.emitterDepth")
            return 0
        }
        set {
            modelStoredEmitterDepth = newValue
        }
    }
    /// Storage of `emitterMode`, generated.
    private var modelStoredEmitterMode: Optional<CAEmitterLayerEmitterMode> = nil
    /// UIKit: `var emitterMode: CAEmitterLayerEmitterMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emittermode.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterMode: CAEmitterLayerEmitterMode {
        get {
            if let value = modelStoredEmitterMode { return value }
            ModelFindings.unmodelledStop("CAEmitterLayer.emitterMode")
        }
        set {
            modelStoredEmitterMode = newValue
        }
    }
    /// Storage of `emitterPosition`, generated.
    private var modelStoredEmitterPosition: Optional<CGPoint> = nil
    /// UIKit: `var emitterPosition: CGPoint { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emitterposition.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterPosition` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterPosition: CGPoint {
        get {
            if let value = modelStoredEmitterPosition { return value }
            ModelFindings.unmodelled("CAEmitterLayer.emitterPosition")
            return .zero
        }
        set {
            modelStoredEmitterPosition = newValue
        }
    }
    /// Storage of `emitterShape`, generated.
    private var modelStoredEmitterShape: Optional<CAEmitterLayerEmitterShape> = nil
    /// UIKit: `var emitterShape: CAEmitterLayerEmitterShape { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emittershape.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterShape` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterShape: CAEmitterLayerEmitterShape {
        get {
            if let value = modelStoredEmitterShape { return value }
            ModelFindings.unmodelledStop("CAEmitterLayer.emitterShape")
        }
        set {
            modelStoredEmitterShape = newValue
        }
    }
    /// Storage of `emitterSize`, generated.
    private var modelStoredEmitterSize: Optional<CGSize> = nil
    /// UIKit: `var emitterSize: CGSize { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emittersize.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterSize: CGSize {
        get {
            if let value = modelStoredEmitterSize { return value }
            ModelFindings.unmodelled("CAEmitterLayer.emitterSize")
            return .zero
        }
        set {
            modelStoredEmitterSize = newValue
        }
    }
    /// Storage of `emitterZPosition`, generated.
    private var modelStoredEmitterZPosition: Optional<CGFloat> = nil
    /// UIKit: `var emitterZPosition: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-emitterzposition.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.emitterZPosition` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterZPosition: CGFloat {
        get {
            if let value = modelStoredEmitterZPosition { return value }
            ModelFindings.unmodelled("CAEmitterLayer.emitterZPosition")
            return 0
        }
        set {
            modelStoredEmitterZPosition = newValue
        }
    }
    /// Storage of `lifetime`, generated.
    private var modelStoredLifetime: Optional<Float> = nil
    /// UIKit: `var lifetime: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-lifetime.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.lifetime` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var lifetime: Float {
        get {
            if let value = modelStoredLifetime { return value }
            ModelFindings.unmodelled("CAEmitterLayer.lifetime")
            return 0
        }
        set {
            modelStoredLifetime = newValue
        }
    }
    /// Storage of `preservesDepth`, generated.
    private var modelStoredPreservesDepth: Optional<Bool> = nil
    /// UIKit: `var preservesDepth: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-preservesdepth.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.preservesDepth` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var preservesDepth: Bool {
        get {
            if let value = modelStoredPreservesDepth { return value }
            ModelFindings.unmodelled("CAEmitterLayer.preservesDepth")
            return false
        }
        set {
            modelStoredPreservesDepth = newValue
        }
    }
    /// Storage of `renderMode`, generated.
    private var modelStoredRenderMode: Optional<CAEmitterLayerRenderMode> = nil
    /// UIKit: `var renderMode: CAEmitterLayerRenderMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-rendermode.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.renderMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var renderMode: CAEmitterLayerRenderMode {
        get {
            if let value = modelStoredRenderMode { return value }
            ModelFindings.unmodelledStop("CAEmitterLayer.renderMode")
        }
        set {
            modelStoredRenderMode = newValue
        }
    }
    /// Storage of `scale`, generated.
    private var modelStoredScale: Optional<Float> = nil
    /// UIKit: `var scale: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-scale.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.scale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var scale: Float {
        get {
            if let value = modelStoredScale { return value }
            ModelFindings.unmodelled("CAEmitterLayer.scale")
            return 0
        }
        set {
            modelStoredScale = newValue
        }
    }
    /// Storage of `seed`, generated.
    private var modelStoredSeed: Optional<UInt32> = nil
    /// UIKit: `var seed: UInt32 { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-seed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.seed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var seed: UInt32 {
        get {
            if let value = modelStoredSeed { return value }
            ModelFindings.unmodelled("CAEmitterLayer.seed")
            return 0
        }
        set {
            modelStoredSeed = newValue
        }
    }
    /// Storage of `spin`, generated.
    private var modelStoredSpin: Optional<Float> = nil
    /// UIKit: `var spin: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-spin.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.spin` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var spin: Float {
        get {
            if let value = modelStoredSpin { return value }
            ModelFindings.unmodelled("CAEmitterLayer.spin")
            return 0
        }
        set {
            modelStoredSpin = newValue
        }
    }
    /// Storage of `velocity`, generated.
    private var modelStoredVelocity: Optional<Float> = nil
    /// UIKit: `var velocity: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayer-velocity.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterLayer.velocity` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var velocity: Float {
        get {
            if let value = modelStoredVelocity { return value }
            ModelFindings.unmodelled("CAEmitterLayer.velocity")
            return 0
        }
        set {
            modelStoredVelocity = newValue
        }
    }
}
