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
