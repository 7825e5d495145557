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
}
