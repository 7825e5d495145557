// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIVibrancyEffect : UIVisualEffect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// UIKit: `init(blurEffect: UIBlurEffect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:4).
    /// Unmodelled: a call records `UIVibrancyEffect.init(blurEffect:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(blurEffect: UIBlurEffect) {
        self.init()
        ModelFindings.unmodelled("UIVibrancyEffect.init(blurEffect:)")
    }
    /// UIKit: `init( forBlurEffect blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uivibrancyeffect-init(forblureffect:style:).md:16).
    /// Unmodelled: a call records `UIVibrancyEffect.init(forBlurEffect:style:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(forBlurEffect blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init()
        ModelFindings.unmodelled("UIVibrancyEffect.init(forBlurEffect:style:)")
    }
    /// UIKit: `class func notificationCenter() -> UIVibrancyEffect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uivibrancyeffect-notificationcenter()-deprecated.md:16).
    /// Unmodelled: a call records `UIVibrancyEffect.notificationCenter()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open class func notificationCenter() -> UIVibrancyEffect {
        ModelFindings.unmodelledStop("UIVibrancyEffect.notificationCenter()")
    }
    /// UIKit: `class func widgetEffect(forVibrancyStyle vibrancyStyle: UIVibrancyEffectStyle) -> UIVibrancyEffect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uivibrancyeffect-widgeteffect(forvibrancystyle:)-deprecated.md:16).
    /// Unmodelled: a call records `UIVibrancyEffect.widgetEffect(forVibrancyStyle:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 14.0)
    @available(*, deprecated, message: "deprecated in iOS 14.0")
    open class func widgetEffect(forVibrancyStyle vibrancyStyle: UIVibrancyEffectStyle) -> UIVibrancyEffect {
        ModelFindings.unmodelledStop("UIVibrancyEffect.widgetEffect(forVibrancyStyle:)")
    }
    /// UIKit: `class func widgetPrimary() -> UIVibrancyEffect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uivibrancyeffect-widgetprimary()-deprecated.md:16).
    /// Unmodelled: a call records `UIVibrancyEffect.widgetPrimary()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func widgetPrimary() -> UIVibrancyEffect {
        ModelFindings.unmodelledStop("UIVibrancyEffect.widgetPrimary()")
    }
    /// UIKit: `class func widgetSecondary() -> UIVibrancyEffect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uivibrancyeffect-widgetsecondary()-deprecated.md:16).
    /// Unmodelled: a call records `UIVibrancyEffect.widgetSecondary()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class func widgetSecondary() -> UIVibrancyEffect {
        ModelFindings.unmodelledStop("UIVibrancyEffect.widgetSecondary()")
    }
    /// UIKit: `init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:20).
    /// Unmodelled: a call records `UIVibrancyEffect.init(blurEffect:style:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init()
        ModelFindings.unmodelled("UIVibrancyEffect.init(blurEffect:style:)")
    }
}

/// UIKit: `enum UIVibrancyEffectStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:6).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UIVibrancyEffectStyle: Int {
    /// UIKit: `case label` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:10).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case label
    /// UIKit: `case secondaryLabel` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:11).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case secondaryLabel
    /// UIKit: `case tertiaryLabel` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:12).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case tertiaryLabel
    /// UIKit: `case quaternaryLabel` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:13).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case quaternaryLabel
    /// UIKit: `case fill` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:14).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case fill
    /// UIKit: `case secondaryFill` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:15).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case secondaryFill
    /// UIKit: `case tertiaryFill` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case tertiaryFill
    /// UIKit: `case separator` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVibrancyEffect.swift:17).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case separator
}
