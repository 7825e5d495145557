// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CAEmitterCell: NSObject, CAMediaTiming, NSCoding, NSObjectProtocol, NSSecureCoding` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
open class CAEmitterCell: NSObject {
    /// Storage of `alphaRange`, generated.
    private var modelStoredAlphaRange: Optional<Float> = nil
    /// UIKit: `var alphaRange: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-alpharange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.alphaRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var alphaRange: Float {
        get {
            if let value = modelStoredAlphaRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.alphaRange")
            return 0
        }
        set {
            modelStoredAlphaRange = newValue
        }
    }
    /// Storage of `alphaSpeed`, generated.
    private var modelStoredAlphaSpeed: Optional<Float> = nil
    /// UIKit: `var alphaSpeed: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-alphaspeed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.alphaSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var alphaSpeed: Float {
        get {
            if let value = modelStoredAlphaSpeed { return value }
            ModelFindings.unmodelled("CAEmitterCell.alphaSpeed")
            return 0
        }
        set {
            modelStoredAlphaSpeed = newValue
        }
    }
    /// Storage of `birthRate`, generated.
    private var modelStoredBirthRate: Optional<Float> = nil
    /// UIKit: `var birthRate: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-birthrate.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.birthRate` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var birthRate: Float {
        get {
            if let value = modelStoredBirthRate { return value }
            ModelFindings.unmodelled("CAEmitterCell.birthRate")
            return 0
        }
        set {
            modelStoredBirthRate = newValue
        }
    }
    /// Storage of `blueRange`, generated.
    private var modelStoredBlueRange: Optional<Float> = nil
    /// UIKit: `var blueRange: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-bluerange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.blueRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var blueRange: Float {
        get {
            if let value = modelStoredBlueRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.blueRange")
            return 0
        }
        set {
            modelStoredBlueRange = newValue
        }
    }
    /// Storage of `blueSpeed`, generated.
    private var modelStoredBlueSpeed: Optional<Float> = nil
    /// UIKit: `var blueSpeed: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-bluespeed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.blueSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var blueSpeed: Float {
        get {
            if let value = modelStoredBlueSpeed { return value }
            ModelFindings.unmodelled("CAEmitterCell.blueSpeed")
            return 0
        }
        set {
            modelStoredBlueSpeed = newValue
        }
    }
    /// Storage of `color`, generated.
    private var modelStoredColor: Optional<CGColor?> = nil
    /// UIKit: `var color: CGColor? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-color.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.color` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var color: CGColor? {
        get {
            if let value = modelStoredColor { return value }
            ModelFindings.unmodelled("CAEmitterCell.color")
            return nil
        }
        set {
            modelStoredColor = newValue
        }
    }
    /// Storage of `contents`, generated.
    private var modelStoredContents: Optional<Any?> = nil
    /// UIKit: `var contents: Any? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-contents.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.contents` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var contents: Any? {
        get {
            if let value = modelStoredContents { return value }
            ModelFindings.unmodelled("CAEmitterCell.contents")
            return nil
        }
        set {
            modelStoredContents = newValue
        }
    }
    /// Storage of `contentsRect`, generated.
    private var modelStoredContentsRect: Optional<CGRect> = nil
    /// UIKit: `var contentsRect: CGRect { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-contentsrect.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.contentsRect` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var contentsRect: CGRect {
        get {
            if let value = modelStoredContentsRect { return value }
            ModelFindings.unmodelled("CAEmitterCell.contentsRect")
            return .zero
        }
        set {
            modelStoredContentsRect = newValue
        }
    }
    /// Storage of `contentsScale`, generated.
    private var modelStoredContentsScale: Optional<CGFloat> = nil
    /// UIKit: `var contentsScale: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-contentsscale.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.contentsScale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var contentsScale: CGFloat {
        get {
            if let value = modelStoredContentsScale { return value }
            ModelFindings.unmodelled("CAEmitterCell.contentsScale")
            return 0
        }
        set {
            modelStoredContentsScale = newValue
        }
    }
    /// Storage of `emissionLatitude`, generated.
    private var modelStoredEmissionLatitude: Optional<CGFloat> = nil
    /// UIKit: `var emissionLatitude: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-emissionlatitude.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.emissionLatitude` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emissionLatitude: CGFloat {
        get {
            if let value = modelStoredEmissionLatitude { return value }
            ModelFindings.unmodelled("CAEmitterCell.emissionLatitude")
            return 0
        }
        set {
            modelStoredEmissionLatitude = newValue
        }
    }
    /// Storage of `emissionLongitude`, generated.
    private var modelStoredEmissionLongitude: Optional<CGFloat> = nil
    /// UIKit: `var emissionLongitude: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-emissionlongitude.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.emissionLongitude` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emissionLongitude: CGFloat {
        get {
            if let value = modelStoredEmissionLongitude { return value }
            ModelFindings.unmodelled("CAEmitterCell.emissionLongitude")
            return 0
        }
        set {
            modelStoredEmissionLongitude = newValue
        }
    }
    /// Storage of `emissionRange`, generated.
    private var modelStoredEmissionRange: Optional<CGFloat> = nil
    /// UIKit: `var emissionRange: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-emissionrange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.emissionRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emissionRange: CGFloat {
        get {
            if let value = modelStoredEmissionRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.emissionRange")
            return 0
        }
        set {
            modelStoredEmissionRange = newValue
        }
    }
    /// Storage of `emitterCells`, generated.
    private var modelStoredEmitterCells: Optional<[CAEmitterCell]?> = nil
    /// UIKit: `var emitterCells: [CAEmitterCell]? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-emittercells.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.emitterCells` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var emitterCells: [CAEmitterCell]? {
        get {
            if let value = modelStoredEmitterCells { return value }
            ModelFindings.unmodelled("CAEmitterCell.emitterCells")
            return nil
        }
        set {
            modelStoredEmitterCells = newValue
        }
    }
    /// Storage of `greenRange`, generated.
    private var modelStoredGreenRange: Optional<Float> = nil
    /// UIKit: `var greenRange: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-greenrange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.greenRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var greenRange: Float {
        get {
            if let value = modelStoredGreenRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.greenRange")
            return 0
        }
        set {
            modelStoredGreenRange = newValue
        }
    }
    /// Storage of `greenSpeed`, generated.
    private var modelStoredGreenSpeed: Optional<Float> = nil
    /// UIKit: `var greenSpeed: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-greenspeed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.greenSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var greenSpeed: Float {
        get {
            if let value = modelStoredGreenSpeed { return value }
            ModelFindings.unmodelled("CAEmitterCell.greenSpeed")
            return 0
        }
        set {
            modelStoredGreenSpeed = newValue
        }
    }
    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-isenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelFindings.unmodelled("CAEmitterCell.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }
    /// Storage of `lifetime`, generated.
    private var modelStoredLifetime: Optional<Float> = nil
    /// UIKit: `var lifetime: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-lifetime.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.lifetime` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var lifetime: Float {
        get {
            if let value = modelStoredLifetime { return value }
            ModelFindings.unmodelled("CAEmitterCell.lifetime")
            return 0
        }
        set {
            modelStoredLifetime = newValue
        }
    }
    /// Storage of `lifetimeRange`, generated.
    private var modelStoredLifetimeRange: Optional<Float> = nil
    /// UIKit: `var lifetimeRange: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-lifetimerange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.lifetimeRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var lifetimeRange: Float {
        get {
            if let value = modelStoredLifetimeRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.lifetimeRange")
            return 0
        }
        set {
            modelStoredLifetimeRange = newValue
        }
    }
    /// Storage of `magnificationFilter`, generated.
    private var modelStoredMagnificationFilter: Optional<String> = nil
    /// UIKit: `var magnificationFilter: String { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-magnificationfilter.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.magnificationFilter` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var magnificationFilter: String {
        get {
            if let value = modelStoredMagnificationFilter { return value }
            ModelFindings.unmodelled("CAEmitterCell.magnificationFilter")
            return ""
        }
        set {
            modelStoredMagnificationFilter = newValue
        }
    }
    /// Storage of `minificationFilter`, generated.
    private var modelStoredMinificationFilter: Optional<String> = nil
    /// UIKit: `var minificationFilter: String { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-minificationfilter.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.minificationFilter` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var minificationFilter: String {
        get {
            if let value = modelStoredMinificationFilter { return value }
            ModelFindings.unmodelled("CAEmitterCell.minificationFilter")
            return ""
        }
        set {
            modelStoredMinificationFilter = newValue
        }
    }
    /// Storage of `minificationFilterBias`, generated.
    private var modelStoredMinificationFilterBias: Optional<Float> = nil
    /// UIKit: `var minificationFilterBias: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-minificationfilterbias.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.minificationFilterBias` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var minificationFilterBias: Float {
        get {
            if let value = modelStoredMinificationFilterBias { return value }
            ModelFindings.unmodelled("CAEmitterCell.minificationFilterBias")
            return 0
        }
        set {
            modelStoredMinificationFilterBias = newValue
        }
    }
    /// Storage of `name`, generated.
    private var modelStoredName: Optional<String?> = nil
    /// UIKit: `var name: String? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-name.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.name` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var name: String? {
        get {
            if let value = modelStoredName { return value }
            ModelFindings.unmodelled("CAEmitterCell.name")
            return nil
        }
        set {
            modelStoredName = newValue
        }
    }
    /// Storage of `redRange`, generated.
    private var modelStoredRedRange: Optional<Float> = nil
    /// UIKit: `var redRange: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-redrange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.redRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var redRange: Float {
        get {
            if let value = modelStoredRedRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.redRange")
            return 0
        }
        set {
            modelStoredRedRange = newValue
        }
    }
    /// Storage of `redSpeed`, generated.
    private var modelStoredRedSpeed: Optional<Float> = nil
    /// UIKit: `var redSpeed: Float { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-redspeed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.redSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var redSpeed: Float {
        get {
            if let value = modelStoredRedSpeed { return value }
            ModelFindings.unmodelled("CAEmitterCell.redSpeed")
            return 0
        }
        set {
            modelStoredRedSpeed = newValue
        }
    }
    /// Storage of `scale`, generated.
    private var modelStoredScale: Optional<CGFloat> = nil
    /// UIKit: `var scale: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-scale.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.scale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var scale: CGFloat {
        get {
            if let value = modelStoredScale { return value }
            ModelFindings.unmodelled("CAEmitterCell.scale")
            return 0
        }
        set {
            modelStoredScale = newValue
        }
    }
    /// Storage of `scaleRange`, generated.
    private var modelStoredScaleRange: Optional<CGFloat> = nil
    /// UIKit: `var scaleRange: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-scalerange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.scaleRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var scaleRange: CGFloat {
        get {
            if let value = modelStoredScaleRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.scaleRange")
            return 0
        }
        set {
            modelStoredScaleRange = newValue
        }
    }
    /// Storage of `scaleSpeed`, generated.
    private var modelStoredScaleSpeed: Optional<CGFloat> = nil
    /// UIKit: `var scaleSpeed: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-scalespeed.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.scaleSpeed` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var scaleSpeed: CGFloat {
        get {
            if let value = modelStoredScaleSpeed { return value }
            ModelFindings.unmodelled("CAEmitterCell.scaleSpeed")
            return 0
        }
        set {
            modelStoredScaleSpeed = newValue
        }
    }
    /// UIKit: `func shouldArchiveValue(forKey key: String) -> Bool` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-shouldarchivevalue(forkey:).md:16).
    /// Unmodelled: a call records `CAEmitterCell.shouldArchiveValue(forKey:)` and returns `false`.
    @available(iOS, introduced: 5.0)
    open func shouldArchiveValue(forKey key: String) -> Bool {
        ModelFindings.unmodelled("CAEmitterCell.shouldArchiveValue(forKey:)")
        return false
    }
    /// Storage of `spin`, generated.
    private var modelStoredSpin: Optional<CGFloat> = nil
    /// UIKit: `var spin: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-spin.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.spin` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var spin: CGFloat {
        get {
            if let value = modelStoredSpin { return value }
            ModelFindings.unmodelled("CAEmitterCell.spin")
            return 0
        }
        set {
            modelStoredSpin = newValue
        }
    }
    /// Storage of `spinRange`, generated.
    private var modelStoredSpinRange: Optional<CGFloat> = nil
    /// UIKit: `var spinRange: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-spinrange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.spinRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var spinRange: CGFloat {
        get {
            if let value = modelStoredSpinRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.spinRange")
            return 0
        }
        set {
            modelStoredSpinRange = newValue
        }
    }
    /// UIKit: `class func defaultValue(forKey key: String) -> Any?` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-defaultvalue(forkey:).md:16).
    /// Unmodelled: a call records `CAEmitterCell.defaultValue(forKey:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open class func defaultValue(forKey key: String) -> Any? {
        ModelFindings.unmodelled("CAEmitterCell.defaultValue(forKey:)")
        return nil
    }
    /// Storage of `style`, generated.
    private var modelStoredStyle: Optional<[AnyHashable: Any]?> = nil
    /// UIKit: `var style: [AnyHashable : Any]? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-style.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.style` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var style: [AnyHashable: Any]? {
        get {
            if let value = modelStoredStyle { return value }
            ModelFindings.unmodelled("CAEmitterCell.style")
            return nil
        }
        set {
            modelStoredStyle = newValue
        }
    }
    /// Storage of `velocity`, generated.
    private var modelStoredVelocity: Optional<CGFloat> = nil
    /// UIKit: `var velocity: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-velocity.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.velocity` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var velocity: CGFloat {
        get {
            if let value = modelStoredVelocity { return value }
            ModelFindings.unmodelled("CAEmitterCell.velocity")
            return 0
        }
        set {
            modelStoredVelocity = newValue
        }
    }
    /// Storage of `velocityRange`, generated.
    private var modelStoredVelocityRange: Optional<CGFloat> = nil
    /// UIKit: `var velocityRange: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-velocityrange.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.velocityRange` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var velocityRange: CGFloat {
        get {
            if let value = modelStoredVelocityRange { return value }
            ModelFindings.unmodelled("CAEmitterCell.velocityRange")
            return 0
        }
        set {
            modelStoredVelocityRange = newValue
        }
    }
    /// Storage of `xAcceleration`, generated.
    private var modelStoredXAcceleration: Optional<CGFloat> = nil
    /// UIKit: `var xAcceleration: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-xacceleration.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.xAcceleration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var xAcceleration: CGFloat {
        get {
            if let value = modelStoredXAcceleration { return value }
            ModelFindings.unmodelled("CAEmitterCell.xAcceleration")
            return 0
        }
        set {
            modelStoredXAcceleration = newValue
        }
    }
    /// Storage of `yAcceleration`, generated.
    private var modelStoredYAcceleration: Optional<CGFloat> = nil
    /// UIKit: `var yAcceleration: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-yacceleration.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.yAcceleration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var yAcceleration: CGFloat {
        get {
            if let value = modelStoredYAcceleration { return value }
            ModelFindings.unmodelled("CAEmitterCell.yAcceleration")
            return 0
        }
        set {
            modelStoredYAcceleration = newValue
        }
    }
    /// Storage of `zAcceleration`, generated.
    private var modelStoredZAcceleration: Optional<CGFloat> = nil
    /// UIKit: `var zAcceleration: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemittercell-zacceleration.md:16).
    /// Stored: keeps what is set; a read before any set records `CAEmitterCell.zAcceleration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var zAcceleration: CGFloat {
        get {
            if let value = modelStoredZAcceleration { return value }
            ModelFindings.unmodelled("CAEmitterCell.zAcceleration")
            return 0
        }
        set {
            modelStoredZAcceleration = newValue
        }
    }
}
