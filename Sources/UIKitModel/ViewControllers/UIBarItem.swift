import Foundation

/// Apple: UIBarItem — the title, image and enabled state of bar items.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Apple: UIBarItem.title.
    open var title: String?
    /// Apple: UIBarItem.image.
    open var image: UIImage?
    /// Apple: UIBarItem.isEnabled (true).
    open var isEnabled = true
    /// Apple: UIBarItem.tag. Stored state.
    open var tag = 0
    /// Apple: UIBarItem.accessibilityLabel. Stored state.
    open var accessibilityLabel: String?

    public override init() { super.init() }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `imageInsets`, generated.
    private var modelStoredImageInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var imageInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIBarItem.imageInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var imageInsets: UIEdgeInsets {
        get {
            if let value = modelStoredImageInsets { return value }
            ModelFindings.unmodelled("UIBarItem.imageInsets")
            return .zero
        }
        set {
            modelStoredImageInsets = newValue
        }
    }

    /// Storage of `landscapeImagePhone`, generated.
    private var modelStoredLandscapeImagePhone: Optional<UIImage?> = nil
    /// UIKit: `var landscapeImagePhone: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIBarItem.landscapeImagePhone` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var landscapeImagePhone: UIImage? {
        get {
            if let value = modelStoredLandscapeImagePhone { return value }
            ModelFindings.unmodelled("UIBarItem.landscapeImagePhone")
            return nil
        }
        set {
            modelStoredLandscapeImagePhone = newValue
        }
    }

    /// Storage of `landscapeImagePhoneInsets`, generated.
    private var modelStoredLandscapeImagePhoneInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var landscapeImagePhoneInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:12).
    /// Stored: keeps what is set; a read before any set records `UIBarItem.landscapeImagePhoneInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var landscapeImagePhoneInsets: UIEdgeInsets {
        get {
            if let value = modelStoredLandscapeImagePhoneInsets { return value }
            ModelFindings.unmodelled("UIBarItem.landscapeImagePhoneInsets")
            return .zero
        }
        set {
            modelStoredLandscapeImagePhoneInsets = newValue
        }
    }

    /// Storage of `largeContentSizeImage`, generated.
    private var modelStoredLargeContentSizeImage: Optional<UIImage?> = nil
    /// UIKit: `var largeContentSizeImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIBarItem.largeContentSizeImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var largeContentSizeImage: UIImage? {
        get {
            if let value = modelStoredLargeContentSizeImage { return value }
            ModelFindings.unmodelled("UIBarItem.largeContentSizeImage")
            return nil
        }
        set {
            modelStoredLargeContentSizeImage = newValue
        }
    }

    /// Storage of `largeContentSizeImageInsets`, generated.
    private var modelStoredLargeContentSizeImageInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var largeContentSizeImageInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:14).
    /// Stored: keeps what is set; a read before any set records `UIBarItem.largeContentSizeImageInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var largeContentSizeImageInsets: UIEdgeInsets {
        get {
            if let value = modelStoredLargeContentSizeImageInsets { return value }
            ModelFindings.unmodelled("UIBarItem.largeContentSizeImageInsets")
            return .zero
        }
        set {
            modelStoredLargeContentSizeImageInsets = newValue
        }
    }

    /// UIKit: `func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:17).
    /// Unmodelled: a call records `UIBarItem.setTitleTextAttributes(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIBarItem.setTitleTextAttributes(_:for:)")
    }

    /// UIKit: `func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarItem.swift:19).
    /// Unmodelled: a call records `UIBarItem.titleTextAttributes(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ModelFindings.unmodelled("UIBarItem.titleTextAttributes(for:)")
        return nil
    }
    // cellspec:generated:end
}
