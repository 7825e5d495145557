// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIMutableTraits {
    /// UIKit: `var accessibilityContrast: UIAccessibilityContrast { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-accessibilitycontrast.md:14).
    /// Unmodelled: reading records `UIMutableTraits.accessibilityContrast` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var accessibilityContrast: UIAccessibilityContrast {
        get {
            ModelAvailability.require("UIMutableTraits.accessibilityContrast", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.accessibilityContrast")
        }
        set {
            ModelAvailability.require("UIMutableTraits.accessibilityContrast", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.accessibilityContrast")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var activeAppearance: UIUserInterfaceActiveAppearance { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-activeappearance.md:14).
    /// Unmodelled: reading records `UIMutableTraits.activeAppearance` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get {
            ModelAvailability.require("UIMutableTraits.activeAppearance", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.activeAppearance")
        }
        set {
            ModelAvailability.require("UIMutableTraits.activeAppearance", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.activeAppearance")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var displayGamut: UIDisplayGamut { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-displaygamut.md:14).
    /// Unmodelled: reading records `UIMutableTraits.displayGamut` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var displayGamut: UIDisplayGamut {
        get {
            ModelAvailability.require("UIMutableTraits.displayGamut", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.displayGamut")
        }
        set {
            ModelAvailability.require("UIMutableTraits.displayGamut", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.displayGamut")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var forceTouchCapability: UIForceTouchCapability { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-forcetouchcapability.md:14).
    /// Unmodelled: reading records `UIMutableTraits.forceTouchCapability` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var forceTouchCapability: UIForceTouchCapability {
        get {
            ModelAvailability.require("UIMutableTraits.forceTouchCapability", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.forceTouchCapability")
        }
        set {
            ModelAvailability.require("UIMutableTraits.forceTouchCapability", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.forceTouchCapability")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var imageDynamicRange: UIImage.DynamicRange { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-imagedynamicrange.md:14).
    /// Unmodelled: reading records `UIMutableTraits.imageDynamicRange` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var imageDynamicRange: UIImage.DynamicRange {
        get {
            ModelAvailability.require("UIMutableTraits.imageDynamicRange", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.imageDynamicRange")
        }
        set {
            ModelAvailability.require("UIMutableTraits.imageDynamicRange", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.imageDynamicRange")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var layoutDirection: UITraitEnvironmentLayoutDirection { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-layoutdirection.md:14).
    /// Unmodelled: reading records `UIMutableTraits.layoutDirection` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get {
            ModelAvailability.require("UIMutableTraits.layoutDirection", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.layoutDirection")
        }
        set {
            ModelAvailability.require("UIMutableTraits.layoutDirection", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.layoutDirection")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var legibilityWeight: UILegibilityWeight { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-legibilityweight.md:14).
    /// Unmodelled: reading records `UIMutableTraits.legibilityWeight` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var legibilityWeight: UILegibilityWeight {
        get {
            ModelAvailability.require("UIMutableTraits.legibilityWeight", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.legibilityWeight")
        }
        set {
            ModelAvailability.require("UIMutableTraits.legibilityWeight", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.legibilityWeight")
        }
    }
}

extension UIMutableTraits {
    /// UIKit: `var userInterfaceLevel: UIUserInterfaceLevel { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimutabletraits-userinterfacelevel.md:14).
    /// Unmodelled: reading records `UIMutableTraits.userInterfaceLevel` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get {
            ModelAvailability.require("UIMutableTraits.userInterfaceLevel", introduced: 17)
            ModelFindings.unmodelledStop("UIMutableTraits.userInterfaceLevel")
        }
        set {
            ModelAvailability.require("UIMutableTraits.userInterfaceLevel", introduced: 17)
            ModelFindings.unmodelled("UIMutableTraits.userInterfaceLevel")
        }
    }
}
