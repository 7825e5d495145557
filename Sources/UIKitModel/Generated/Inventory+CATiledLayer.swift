// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CATiledLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catiledlayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class CATiledLayer: CALayer {
    /// Storage of `levelsOfDetail`, generated.
    private var modelStoredLevelsOfDetail: Optional<Int> = nil
    /// UIKit: `var levelsOfDetail: Int { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catiledlayer-levelsofdetail.md:16).
    /// Stored: keeps what is set; a read before any set records `CATiledLayer.levelsOfDetail` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var levelsOfDetail: Int {
        get {
            if let value = modelStoredLevelsOfDetail { return value }
            ModelFindings.unmodelled("CATiledLayer.levelsOfDetail")
            return 0
        }
        set {
            modelStoredLevelsOfDetail = newValue
        }
    }
    /// Storage of `levelsOfDetailBias`, generated.
    private var modelStoredLevelsOfDetailBias: Optional<Int> = nil
    /// UIKit: `var levelsOfDetailBias: Int { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catiledlayer-levelsofdetailbias.md:16).
    /// Stored: keeps what is set; a read before any set records `CATiledLayer.levelsOfDetailBias` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var levelsOfDetailBias: Int {
        get {
            if let value = modelStoredLevelsOfDetailBias { return value }
            ModelFindings.unmodelled("CATiledLayer.levelsOfDetailBias")
            return 0
        }
        set {
            modelStoredLevelsOfDetailBias = newValue
        }
    }
    /// UIKit: `class func fadeDuration() -> CFTimeInterval` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catiledlayer-fadeduration().md:16).
    /// Unmodelled: a call records `CATiledLayer.fadeDuration()` and returns `0`.
    @available(iOS, introduced: 2.0)
    open class func fadeDuration() -> CFTimeInterval {
        ModelFindings.unmodelled("CATiledLayer.fadeDuration()")
        return 0
    }
    /// Storage of `tileSize`, generated.
    private var modelStoredTileSize: Optional<CGSize> = nil
    /// UIKit: `var tileSize: CGSize { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catiledlayer-tilesize.md:16).
    /// Stored: keeps what is set; a read before any set records `CATiledLayer.tileSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var tileSize: CGSize {
        get {
            if let value = modelStoredTileSize { return value }
            ModelFindings.unmodelled("CATiledLayer.tileSize")
            return .zero
        }
        set {
            modelStoredTileSize = newValue
        }
    }
}
