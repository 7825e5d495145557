// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CATextLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class CATextLayer: CALayer {
    /// Storage of `alignmentMode`, generated.
    private var modelStoredAlignmentMode: Optional<CATextLayerAlignmentMode> = nil
    /// UIKit: `var alignmentMode: CATextLayerAlignmentMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-alignmentmode.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.alignmentMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var alignmentMode: CATextLayerAlignmentMode {
        get {
            if let value = modelStoredAlignmentMode { return value }
            ModelFindings.unmodelledStop("CATextLayer.alignmentMode")
        }
        set {
            modelStoredAlignmentMode = newValue
        }
    }
    /// Storage of `allowsFontSubpixelQuantization`, generated.
    private var modelStoredAllowsFontSubpixelQuantization: Optional<Bool> = nil
    /// UIKit: `var allowsFontSubpixelQuantization: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-allowsfontsubpixelquantization.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.allowsFontSubpixelQuantization` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var allowsFontSubpixelQuantization: Bool {
        get {
            if let value = modelStoredAllowsFontSubpixelQuantization { return value }
            ModelFindings.unmodelled("CATextLayer.allowsFontSubpixelQuantization")
            return false
        }
        set {
            modelStoredAllowsFontSubpixelQuantization = newValue
        }
    }
    /// Storage of `fontSize`, generated.
    private var modelStoredFontSize: Optional<CGFloat> = nil
    /// UIKit: `var fontSize: CGFloat { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-fontsize.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.fontSize` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var fontSize: CGFloat {
        get {
            if let value = modelStoredFontSize { return value }
            ModelFindings.unmodelled("CATextLayer.fontSize")
            return 0
        }
        set {
            modelStoredFontSize = newValue
        }
    }
    /// Storage of `foregroundColor`, generated.
    private var modelStoredForegroundColor: Optional<CGColor?> = nil
    /// UIKit: `var foregroundColor: CGColor? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-foregroundcolor.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.foregroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var foregroundColor: CGColor? {
        get {
            if let value = modelStoredForegroundColor { return value }
            ModelFindings.unmodelled("CATextLayer.foregroundColor")
            return nil
        }
        set {
            modelStoredForegroundColor = newValue
        }
    }
    /// Storage of `isWrapped`, generated.
    private var modelStoredIsWrapped: Optional<Bool> = nil
    /// UIKit: `var isWrapped: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-iswrapped.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.isWrapped` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isWrapped: Bool {
        get {
            if let value = modelStoredIsWrapped { return value }
            ModelFindings.unmodelled("CATextLayer.isWrapped")
            return false
        }
        set {
            modelStoredIsWrapped = newValue
        }
    }
    /// Storage of `string`, generated.
    private var modelStoredString: Optional<Any?> = nil
    /// UIKit: `var string: Any? { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-string.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.string` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var string: Any? {
        get {
            if let value = modelStoredString { return value }
            ModelFindings.unmodelled("CATextLayer.string")
            return nil
        }
        set {
            modelStoredString = newValue
        }
    }
    /// Storage of `truncationMode`, generated.
    private var modelStoredTruncationMode: Optional<CATextLayerTruncationMode> = nil
    /// UIKit: `var truncationMode: CATextLayerTruncationMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayer-truncationmode.md:16).
    /// Stored: keeps what is set; a read before any set records `CATextLayer.truncationMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var truncationMode: CATextLayerTruncationMode {
        get {
            if let value = modelStoredTruncationMode { return value }
            ModelFindings.unmodelledStop("CATextLayer.truncationMode")
        }
        set {
            modelStoredTruncationMode = newValue
        }
    }
}
