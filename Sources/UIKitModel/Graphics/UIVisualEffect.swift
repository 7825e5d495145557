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
