import Foundation

/// A view that displays an image, tinting template and symbol images with its tint color.
///
/// Apple: UIImageView — `image`, `highlightedImage`, `isHighlighted`,
/// `preferredSymbolConfiguration`; symbol images are drawn in the view's `tintColor`.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// Apple: UIImageView.image.
    open var image: UIImage?
    /// Apple: UIImageView.highlightedImage.
    open var highlightedImage: UIImage?
    /// Apple: UIImageView.isHighlighted.
    open var isHighlighted = false
    /// Apple: UIImageView.preferredSymbolConfiguration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// Apple: UIImageView.init(image:).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Apple: UIImageView.init(image:highlightedImage:).
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Apple: UIImageView.intrinsicContentSize — the image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
