import Foundation

/// Decoding images ahead of display and making thumbnails (iOS 15).
///
/// Apple: UIImage.preparingForDisplay() ("a new image object that contains the decoded image
/// data", nil when it cannot be decoded), `prepareForDisplay(completionHandler:)`,
/// `byPreparingForDisplay()` (async), `preparingThumbnail(of:)` ("a new thumbnail image at the
/// specified size"), `prepareThumbnail(of:completionHandler:)`, `byPreparingThumbnail(ofSize:)`.
/// An empty image cannot be decoded: nil. The model decodes nothing: a prepared image is a copy
/// marked ``UIImage/modelIsPreparedForDisplay``; a thumbnail has the requested size. Completion
/// handlers run at once (UIKit calls them later, from a background queue).
extension UIImage {
    private func modelCopy(size: CGSize?) -> UIImage? {
        if case .empty = source { return nil }
        let copy = UIImage(source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: modelTintColor)
        copy.modelSizeOverride = size ?? modelSizeOverride
        copy.modelIsPreparedForDisplay = true
        return copy
    }

    /// Apple: UIImage.preparingForDisplay() (iOS 15).
    public func preparingForDisplay() -> UIImage? { modelCopy(size: nil) }

    /// Apple: UIImage.prepareForDisplay(completionHandler:) (iOS 15).
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// Apple: UIImage.byPreparingForDisplay() (iOS 15).
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// Apple: UIImage.preparingThumbnail(of:) (iOS 15).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { modelCopy(size: size) }

    /// Apple: UIImage.prepareThumbnail(of:completionHandler:) (iOS 15).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// Apple: UIImage.byPreparingThumbnail(ofSize:) (iOS 15).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
}

/// Draws images offscreen.
///
/// Apple: UIGraphicsImageRenderer — `init(size:)`, `init(size:format:)`, `init(bounds:)`,
/// `image(actions:)` (runs the drawing actions with a `UIGraphicsImageRendererContext`, returns an
/// image of the renderer's size), `format`. The model draws nothing: the image is an asset-like
/// image of that size.
@MainActor
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
        let image = UIImage(source: .asset("UIGraphicsImageRenderer"), configuration: nil, renderingMode: .automatic, tint: nil)
        image.modelSizeOverride = bounds.size
        return image
    }
}

/// Apple: UIGraphicsImageRendererFormat — `scale`, `opaque`, `preferredRange`. Stored state.
@MainActor
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
@MainActor
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
