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
    /// Apple: UIMutableTraits's subscript (iOS 17) — reads and sets any trait, system or custom, with
    /// the trait type as the key (`traits[ThemeTrait.self] = .monochrome`).
    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value { get set }
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

/// Apple: UITraitOverrides (iOS 17) — the traits an object sets for itself and its descendants,
/// read and set like any ``UIMutableTraits`` (`view.traitOverrides.userInterfaceStyle = .dark`,
/// `traitOverrides[ThemeTrait.self] = .monochrome`); `contains(_:)` says whether a trait is
/// overridden and `remove(_:)` stops overriding it
/// (developer.apple.com/documentation/uikit/uitraitoverrides). The model also hands this type to
/// the closures of `UITraitCollection(mutations:)` and `modifyingTraits(_:)`, where UIKit's own
/// mutable traits type is private.
@available(iOS, introduced: 17.0)
public struct UITraitOverrides: UIMutableTraits {
    var values: UITraitCollection.Values

    init(values: UITraitCollection.Values) { self.values = values }

    /// Apple: UIMutableTraits.userInterfaceStyle.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    /// Apple: UIMutableTraits.horizontalSizeClass.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// Apple: UIMutableTraits.verticalSizeClass.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// Apple: UIMutableTraits.preferredContentSizeCategory.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// Apple: UIMutableTraits.userInterfaceIdiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    /// Apple: UIMutableTraits.displayScale.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    /// Apple: UIMutableTraits.listEnvironment.
    public var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { values.listEnvironment = newValue }
    }

    /// Apple: UIMutableTraits's subscript — any trait by its type.
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { values.value(of: trait) }
        set { values.set(newValue, for: trait) }
    }

    /// Apple: UITraitOverrides.contains(_:) — whether the overrides set the trait.
    public func contains(_ trait: UITrait) -> Bool { values.sets(trait) }

    /// Apple: UITraitOverrides.remove(_:) — the trait is inherited again.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }
}
