import Foundation

/// What a bar looks like: its background and its shadow, set as a whole by one of three
/// configurations and then adjusted property by property.
///
/// Apple: UIBarAppearance (iOS 13), https://developer.apple.com/documentation/uikit/uibarappearance.
/// The model implements the two configurations whose values Apple's documentation gives, and
/// keeps every property as it is set. A configuration "replaces any previous values you specified
/// for the bar appearance properties": a value the documentation does not give (the opaque
/// configuration's shadow) is unset again. UIKit's default background (a blur and a hairline shadow
/// whose values the documentation does not give) is not modelled: `configureWithDefaultBackground()`
/// and a read of a property no configuration or assignment set are recorded as unmodelled.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    public override init() { super.init() }

    /// Apple: UIBarAppearance.configureWithOpaqueBackground() — "a set of opaque colors that are
    /// appropriate for the current theme"
    /// (https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()):
    /// no blur and no background image, the system background color, which adapts to the theme. The
    /// shadow it draws is not documented: a shadow set before is forgotten, and a read of it is unmodelled.
    @available(iOS, introduced: 13.0)
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundImage = nil
        backgroundColor = .systemBackground
        modelStoredShadowColor = nil
        modelStoredShadowImage = nil
    }

    /// Apple: UIBarAppearance.configureWithTransparentBackground() — "a transparent background and
    /// no shadow"
    /// (https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()):
    /// no blur, no background image, a clear background color, and neither a shadow color nor a
    /// shadow image.
    @available(iOS, introduced: 13.0)
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundImage = nil
        backgroundColor = .clear
        shadowColor = nil
        shadowImage = nil
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `backgroundColor`, generated.
    private var modelStoredBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var backgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundColor: UIColor? {
        get {
            if let value = modelStoredBackgroundColor { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundColor")
            return nil
        }
        set {
            modelStoredBackgroundColor = newValue
        }
    }

    /// Storage of `backgroundEffect`, generated.
    private var modelStoredBackgroundEffect: Optional<UIBlurEffect?> = nil
    /// UIKit: `var backgroundEffect: UIBlurEffect?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundEffect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundEffect: UIBlurEffect? {
        get {
            if let value = modelStoredBackgroundEffect { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundEffect")
            return nil
        }
        set {
            modelStoredBackgroundEffect = newValue
        }
    }

    /// Storage of `backgroundImage`, generated.
    private var modelStoredBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var backgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:12).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImage: UIImage? {
        get {
            if let value = modelStoredBackgroundImage { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundImage")
            return nil
        }
        set {
            modelStoredBackgroundImage = newValue
        }
    }

    /// Storage of `backgroundImageContentMode`, generated.
    private var modelStoredBackgroundImageContentMode: Optional<UIView.ContentMode> = nil
    /// UIKit: `var backgroundImageContentMode: UIView.ContentMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:13).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundImageContentMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImageContentMode: UIView.ContentMode {
        get {
            if let value = modelStoredBackgroundImageContentMode { return value }
            ModelFindings.unmodelledStop("UIBarAppearance.backgroundImageContentMode")
        }
        set {
            modelStoredBackgroundImageContentMode = newValue
        }
    }

    /// UIKit: `func configureWithDefaultBackground()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:7).
    /// Unmodelled: a call records `UIBarAppearance.configureWithDefaultBackground()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithDefaultBackground() {
        ModelFindings.unmodelled("UIBarAppearance.configureWithDefaultBackground()")
    }

    /// UIKit: `func copy() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarappearance-copy().md:16).
    /// Unmodelled: a call records `UIBarAppearance.copy()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func copy() -> Self {
        ModelFindings.unmodelledStop("UIBarAppearance.copy()")
    }

    /// UIKit: `var idiom: UIUserInterfaceIdiom { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:5).
    /// Unmodelled: reading records `UIBarAppearance.idiom` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var idiom: UIUserInterfaceIdiom {
        get {
            ModelFindings.unmodelledStop("UIBarAppearance.idiom")
        }
    }

    /// UIKit: `init(barAppearance: UIBarAppearance)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:6).
    /// Unmodelled: a call records `UIBarAppearance.init(barAppearance:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(barAppearance: UIBarAppearance) {
        self.init()
        ModelFindings.unmodelled("UIBarAppearance.init(barAppearance:)")
    }

    /// UIKit: `init(idiom: UIUserInterfaceIdiom)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:4).
    /// Unmodelled: a call records `UIBarAppearance.init(idiom:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
        ModelFindings.unmodelled("UIBarAppearance.init(idiom:)")
    }

    /// Storage of `shadowColor`, generated.
    private var modelStoredShadowColor: Optional<UIColor?> = nil
    /// UIKit: `var shadowColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:14).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.shadowColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var shadowColor: UIColor? {
        get {
            if let value = modelStoredShadowColor { return value }
            ModelFindings.unmodelled("UIBarAppearance.shadowColor")
            return nil
        }
        set {
            modelStoredShadowColor = newValue
        }
    }

    /// Storage of `shadowImage`, generated.
    private var modelStoredShadowImage: Optional<UIImage?> = nil
    /// UIKit: `var shadowImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:15).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.shadowImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var shadowImage: UIImage? {
        get {
            if let value = modelStoredShadowImage { return value }
            ModelFindings.unmodelled("UIBarAppearance.shadowImage")
            return nil
        }
        set {
            modelStoredShadowImage = newValue
        }
    }
    // cellspec:generated:end
}
