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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `animationDuration`, generated.
    private var modelStoredAnimationDuration: Optional<TimeInterval> = nil
    /// UIKit: `var animationDuration: TimeInterval` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:17).
    /// Stored: keeps what is set; a read before any set records `UIImageView.animationDuration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var animationDuration: TimeInterval {
        get {
            if let value = modelStoredAnimationDuration { return value }
            ModelFindings.unmodelled("UIImageView.animationDuration")
            return 0
        }
        set {
            modelStoredAnimationDuration = newValue
        }
    }

    /// Storage of `animationImages`, generated.
    private var modelStoredAnimationImages: Optional<[UIImage]?> = nil
    /// UIKit: `var animationImages: [UIImage]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:14).
    /// Stored: keeps what is set; a read before any set records `UIImageView.animationImages` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var animationImages: [UIImage]? {
        get {
            if let value = modelStoredAnimationImages { return value }
            ModelFindings.unmodelled("UIImageView.animationImages")
            return nil
        }
        set {
            modelStoredAnimationImages = newValue
        }
    }

    /// Storage of `animationRepeatCount`, generated.
    private var modelStoredAnimationRepeatCount: Optional<Int> = nil
    /// UIKit: `var animationRepeatCount: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:18).
    /// Stored: keeps what is set; a read before any set records `UIImageView.animationRepeatCount` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var animationRepeatCount: Int {
        get {
            if let value = modelStoredAnimationRepeatCount { return value }
            ModelFindings.unmodelled("UIImageView.animationRepeatCount")
            return 0
        }
        set {
            modelStoredAnimationRepeatCount = newValue
        }
    }

    /// Storage of `highlightedAnimationImages`, generated.
    private var modelStoredHighlightedAnimationImages: Optional<[UIImage]?> = nil
    /// UIKit: `var highlightedAnimationImages: [UIImage]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:15).
    /// Stored: keeps what is set; a read before any set records `UIImageView.highlightedAnimationImages` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var highlightedAnimationImages: [UIImage]? {
        get {
            if let value = modelStoredHighlightedAnimationImages { return value }
            ModelFindings.unmodelled("UIImageView.highlightedAnimationImages")
            return nil
        }
        set {
            modelStoredHighlightedAnimationImages = newValue
        }
    }

    /// UIKit: `var imageDynamicRange: UIImage.DynamicRange { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimageview-imagedynamicrange.md:14).
    /// Unmodelled: reading records `UIImageView.imageDynamicRange` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var imageDynamicRange: UIImage.DynamicRange {
        get {
            ModelFindings.unmodelledStop("UIImageView.imageDynamicRange")
        }
    }

    /// UIKit: `var isAnimating: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:21).
    /// Unmodelled: reading records `UIImageView.isAnimating` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isAnimating: Bool {
        get {
            ModelFindings.unmodelled("UIImageView.isAnimating")
            return false
        }
    }

    /// Storage of `preferredImageDynamicRange`, generated.
    private var modelStoredPreferredImageDynamicRange: Optional<UIImage.DynamicRange> = nil
    /// UIKit: `var preferredImageDynamicRange: UIImage.DynamicRange { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimageview-preferredimagedynamicrange.md:14).
    /// Stored: keeps what is set; a read before any set records `UIImageView.preferredImageDynamicRange` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var preferredImageDynamicRange: UIImage.DynamicRange {
        get {
            if let value = modelStoredPreferredImageDynamicRange { return value }
            ModelFindings.unmodelledStop("UIImageView.preferredImageDynamicRange")
        }
        set {
            modelStoredPreferredImageDynamicRange = newValue
        }
    }

    /// UIKit: `func startAnimating()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:19).
    /// Unmodelled: a call records `UIImageView.startAnimating()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func startAnimating() {
        ModelFindings.unmodelled("UIImageView.startAnimating()")
    }

    /// UIKit: `func stopAnimating()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageView.swift:20).
    /// Unmodelled: a call records `UIImageView.stopAnimating()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func stopAnimating() {
        ModelFindings.unmodelled("UIImageView.stopAnimating()")
    }
    // cellspec:generated:end
}
