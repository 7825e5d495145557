import Foundation

/// Apple: UIVisualEffect — the base of blur and vibrancy effects. Imported `@MainActor
/// @preconcurrency`: UIKit's header marks it `NS_SWIFT_UI_ACTOR` (iOS 18.2.1 SDK,
/// UIVisualEffect.h; Inventory/isolation.tsv), and a subclass inherits the isolation.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// Apple: UIBlurEffect — a blur of a given material style.
open class UIBlurEffect: UIVisualEffect {
    /// Apple: UIBlurEffect.Style (the common styles).
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `case systemChromeMaterialDark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:42).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemChromeMaterialDark = 26

        /// UIKit: `case systemChromeMaterialLight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:32).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemChromeMaterialLight = 21

        /// UIKit: `case systemMaterialDark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:38).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemMaterialDark = 24

        /// UIKit: `case systemMaterialLight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:28).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemMaterialLight = 19

        /// UIKit: `case systemThickMaterialDark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:40).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemThickMaterialDark = 25

        /// UIKit: `case systemThickMaterialLight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:30).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemThickMaterialLight = 20

        /// UIKit: `case systemThinMaterialDark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:36).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemThinMaterialDark = 23

        /// UIKit: `case systemThinMaterialLight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:26).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemThinMaterialLight = 18

        /// UIKit: `case systemUltraThinMaterialDark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:34).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemUltraThinMaterialDark = 22

        /// UIKit: `case systemUltraThinMaterialLight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBlurEffect.swift:24).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case systemUltraThinMaterialLight = 17
        // cellspec:generated:end
    }

    /// The style the effect was made with (model: kept to compare effects).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.rawValue }
}

/// Apple: UIGlassEffect (iOS 26) — "A visual effect that renders a glass material", shown by a
/// `UIVisualEffectView` (https://developer.apple.com/documentation/uikit/uiglasseffect). The model
/// keeps its style and settings; it renders nothing.
@available(iOS, introduced: 26.0)
open class UIGlassEffect: UIVisualEffect {
    /// Apple: UIGlassEffect.Style (iOS 26) — `regular`, "Standard glass effect style", and `clear`.
    public enum Style: Int, Sendable {
        case regular = 0
        case clear = 1
    }

    /// The style the effect was made with.
    public let modelStyle: Style

    /// Apple: UIGlassEffect.isInteractive — "Enables interactive behavior for the glass effect."
    /// Stored (false until set).
    open var isInteractive = false
    /// Apple: UIGlassEffect.tintColor — "A tint color applied to the glass." Stored (nil until set).
    open var tintColor: UIColor?

    /// Apple: UIGlassEffect.init(style:) — "Creates a glass effect with the specified style"
    /// (https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)).
    public init(style: Style) {
        modelStyle = style
        super.init()
        ModelAvailability.require("UIGlassEffect", introduced: 26)
    }

    /// `UIGlassEffect()`: the inherited `init()`, a regular glass.
    public convenience override init() { self.init(style: .regular) }
}

/// Apple: UIGlassContainerEffect (iOS 26) — renders the glass elements of the `UIGlassEffect`
/// views in its visual effect view's `contentView` as one combined effect
/// (https://developer.apple.com/documentation/uikit/uiglasscontainereffect). Stored settings only.
@available(iOS, introduced: 26.0)
open class UIGlassContainerEffect: UIVisualEffect {
    /// Apple: UIGlassContainerEffect.spacing — the distance at which elements begin to merge.
    /// Apple's page gives no default; the model starts at 0, the default AppKit documents for
    /// `NSGlassEffectContainerView.spacing`.
    open var spacing: CGFloat = 0

    public override init() {
        super.init()
        ModelAvailability.require("UIGlassContainerEffect", introduced: 26)
    }
}

/// Apple: UIVisualEffectView — "An object that implements some complex visual effects", showing
/// its `effect` behind the content added to its `contentView`
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview). The model keeps the effect
/// and the content view, a subview that fills it; it renders nothing.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// Apple: UIVisualEffectView.contentView — "A view for adding your content to the visual
    /// effect view"; it fills the effect view and resizes with it.
    public let contentView: UIView
    /// Apple: UIVisualEffectView.effect — "The visual effect provided by the view"; nil shows none.
    open var effect: UIVisualEffect?

    /// Apple: UIVisualEffectView.init(effect:) — "Creates a new visual effect view with the
    /// specified effect."
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// `UIVisualEffectView(frame:)`: no effect, a content view of the frame's size.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
        contentView.frame = bounds
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }
}
