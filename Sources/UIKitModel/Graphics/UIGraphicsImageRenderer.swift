import Foundation

/// Draws images offscreen.
///
/// Apple: UIGraphicsImageRenderer — `init(size:)`, `init(size:format:)`, `init(bounds:)`,
/// `image(actions:)` (runs the drawing actions with a `UIGraphicsImageRendererContext`, returns an
/// image of the renderer's size), `format`. The model draws nothing: the image is an asset-like
/// image of that size.
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: NSObject {
    /// Apple: UIGraphicsImageRenderer's bounds.
    public let bounds: CGRect
    /// Apple: UIGraphicsImageRenderer.format.
    public let format: UIGraphicsImageRendererFormat

    /// Apple: init(size:).
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }

    /// Apple: init(size:format:).
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
        super.init()
    }

    /// Apple: init(bounds:).
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// Apple: image(actions:) — runs `actions`, returns the rendered image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        actions(context)
        let image = UIImage(
            source: .asset("UIGraphicsImageRenderer"), configuration: nil, renderingMode: .automatic, tint: nil)
        image.modelSizeOverride = bounds.size
        return image
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:3).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// UIKit: `func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:38).
    /// Unmodelled: a call records `UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        ModelFindings.unmodelledStop("UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)")
    }

    /// UIKit: `func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:37).
    /// Unmodelled: a call records `UIGraphicsImageRenderer.pngData(actions:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        ModelFindings.unmodelledStop("UIGraphicsImageRenderer.pngData(actions:)")
    }
    // cellspec:generated:end
}

/// Apple: UIGraphicsImageRendererFormat — `scale`, `opaque`, `preferredRange`. Stored state.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: NSObject {
    /// Apple: scale (the screen's scale by default).
    open var scale: CGFloat = 3
    /// Apple: opaque (false).
    open var opaque = false

    public override init() { super.init() }

    /// Apple: UIGraphicsImageRendererFormat.preferred().
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `convenience init(for traitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:25).
    /// Unmodelled: a call records `UIGraphicsImageRendererFormat.init(for:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        ModelFindings.unmodelled("UIGraphicsImageRendererFormat.init(for:)")
    }

    /// Storage of `preferredRange`, generated.
    private var modelStoredPreferredRange: Optional<UIGraphicsImageRendererFormat.Range> = nil
    /// UIKit: `var preferredRange: UIGraphicsImageRendererFormat.Range` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:23).
    /// Stored: keeps what is set; a read before any set records `UIGraphicsImageRendererFormat.preferredRange` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 12.0)
    open var preferredRange: UIGraphicsImageRendererFormat.Range {
        get {
            if let value = modelStoredPreferredRange { return value }
            ModelFindings.unmodelledStop("UIGraphicsImageRendererFormat.preferredRange")
        }
        set {
            modelStoredPreferredRange = newValue
        }
    }

    /// Storage of `prefersExtendedRange`, generated.
    private var modelStoredPrefersExtendedRange: Optional<Bool> = nil
    /// UIKit: `var prefersExtendedRange: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:21).
    /// Stored: keeps what is set; a read before any set records `UIGraphicsImageRendererFormat.prefersExtendedRange` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    @available(iOS, deprecated: 12.0)
    @available(*, deprecated, message: "deprecated in iOS 12.0")
    open var prefersExtendedRange: Bool {
        get {
            if let value = modelStoredPrefersExtendedRange { return value }
            ModelFindings.unmodelled("UIGraphicsImageRendererFormat.prefersExtendedRange")
            return false
        }
        set {
            modelStoredPrefersExtendedRange = newValue
        }
    }

    /// UIKit: `var supportsHighDynamicRange: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigraphicsimagerendererformat-supportshighdynamicrange.md:14).
    /// Unmodelled: reading records `UIGraphicsImageRendererFormat.supportsHighDynamicRange` and returns `false`.
    @available(iOS, introduced: 17.0)
    open var supportsHighDynamicRange: Bool {
        get {
            ModelAvailability.require("UIGraphicsImageRendererFormat.supportsHighDynamicRange", introduced: 17)
            ModelFindings.unmodelled("UIGraphicsImageRendererFormat.supportsHighDynamicRange")
            return false
        }
    }
    // cellspec:generated:end
}

/// Apple: UIGraphicsImageRendererContext — `format`, `fill(_:)`, `stroke(_:)`. The model records
/// the rectangles filled and stroked, and draws nothing.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: NSObject {
    /// Apple: format.
    public let format: UIGraphicsImageRendererFormat
    /// Model extension, not UIKit API: the rectangles filled, in order.
    public private(set) var modelFilledRects: [CGRect] = []

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init()
    }

    /// Apple: fill(_:).
    open func fill(_ rect: CGRect) { modelFilledRects.append(rect) }
    /// Apple: stroke(_:).
    open func stroke(_ rect: CGRect) {}
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var currentImage: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:30).
    /// Unmodelled: reading records `UIGraphicsImageRendererContext.currentImage` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var currentImage: UIImage {
        get {
            ModelFindings.unmodelledStop("UIGraphicsImageRendererContext.currentImage")
        }
    }
    // cellspec:generated:end
}
