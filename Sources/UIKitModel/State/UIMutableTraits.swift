import Foundation

/// Apple: UIMutableTraits (iOS 17) — the settable traits handed to
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)`.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    /// Apple: UIMutableTraits.listEnvironment (iOS 18).
    var listEnvironment: UIListEnvironment { get set }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var accessibilityContrast: UIAccessibilityContrast { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-accessibilitycontrast.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var accessibilityContrast: UIAccessibilityContrast { get set }

    /// UIKit: `var activeAppearance: UIUserInterfaceActiveAppearance { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-activeappearance.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }

    /// UIKit: `var displayGamut: UIDisplayGamut { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-displaygamut.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var displayGamut: UIDisplayGamut { get set }

    /// UIKit: `var forceTouchCapability: UIForceTouchCapability { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-forcetouchcapability.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var forceTouchCapability: UIForceTouchCapability { get set }

    /// UIKit: `var imageDynamicRange: UIImage.DynamicRange { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-imagedynamicrange.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var imageDynamicRange: UIImage.DynamicRange { get set }

    /// UIKit: `var layoutDirection: UITraitEnvironmentLayoutDirection { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-layoutdirection.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }

    /// UIKit: `var legibilityWeight: UILegibilityWeight { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-legibilityweight.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var legibilityWeight: UILegibilityWeight { get set }

    /// UIKit: `var userInterfaceLevel: UIUserInterfaceLevel { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-userinterfacelevel.md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    // cellspec:generated:end
}

/// The model's mutable traits value. Model internals.
struct ModelMutableTraits: UIMutableTraits {
    var values: UITraitCollection.Values

    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { values.listEnvironment = newValue }
    }
}
