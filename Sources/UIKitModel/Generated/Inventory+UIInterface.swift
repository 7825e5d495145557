// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIBarStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:2).
/// Declared from the inventory; its members say what each does.
public enum UIBarStyle: Int {
    /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:5).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case black` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:6).
    /// Declared from the inventory.
    case black
    /// UIKit: `static var blackOpaque: UIBarStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:7).
    /// Unmodelled: reading records `UIBarStyle.blackOpaque` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static var blackOpaque: UIBarStyle {
        get {
            ModelFindings.unmodelledStop("UIBarStyle.blackOpaque")
        }
    }
    /// UIKit: `case blackTranslucent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:9).
    /// Declared from the inventory.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    case blackTranslucent
}

/// UIKit: `enum UITraitEnvironmentLayoutDirection : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:35).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
public enum UITraitEnvironmentLayoutDirection: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:39).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case unspecified
    /// UIKit: `case leftToRight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:40).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case leftToRight
    /// UIKit: `case rightToLeft` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:41).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case rightToLeft
}

/// UIKit: `enum UIDisplayGamut : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:43).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
public enum UIDisplayGamut: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:47).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case unspecified
    /// UIKit: `case SRGB` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:48).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case SRGB
    /// UIKit: `case P3` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:49).
    /// Declared from the inventory.
    @available(iOS, introduced: 10.0)
    case P3
}

/// UIKit: `enum UIAccessibilityContrast : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:51).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UIAccessibilityContrast: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:55).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case unspecified
    /// UIKit: `case normal` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:56).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case normal
    /// UIKit: `case high` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:57).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case high
}

/// UIKit: `enum UILegibilityWeight : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:59).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UILegibilityWeight: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:63).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case unspecified
    /// UIKit: `case regular` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:64).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case regular
    /// UIKit: `case bold` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:65).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case bold
}

/// UIKit: `enum UIUserInterfaceLevel : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:67).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UIUserInterfaceLevel: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:71).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case unspecified
    /// UIKit: `case base` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:72).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case base
    /// UIKit: `case elevated` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:73).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case elevated
}

/// UIKit: `enum UIUserInterfaceActiveAppearance : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:75).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
public enum UIUserInterfaceActiveAppearance: Int {
    /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:79).
    /// Declared from the inventory.
    @available(iOS, introduced: 14.0)
    case unspecified
    /// UIKit: `case inactive` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:80).
    /// Declared from the inventory.
    @available(iOS, introduced: 14.0)
    case inactive
    /// UIKit: `case active` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:81).
    /// Declared from the inventory.
    @available(iOS, introduced: 14.0)
    case active
}
