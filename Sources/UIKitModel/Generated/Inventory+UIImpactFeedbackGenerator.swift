// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIImpactFeedbackGenerator {
    /// UIKit: `enum FeedbackStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 10.0)
    public enum FeedbackStyle: Int {
        /// UIKit: `case light` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:6).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case light
        /// UIKit: `case medium` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case medium
        /// UIKit: `case heavy` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case heavy
        /// UIKit: `case soft` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case soft
        /// UIKit: `case rigid` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case rigid
    }
}

/// UIKit: `class UIImpactFeedbackGenerator : UIFeedbackGenerator` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit: `func impactOccurred(at location: CGPoint)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimpactfeedbackgenerator-impactoccurred(at:).md:16).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.impactOccurred(at:)` and does nothing.
    @available(iOS, introduced: 17.5)
    open func impactOccurred(at location: CGPoint) {
        ModelAvailability.require("UIImpactFeedbackGenerator.impactOccurred(at:)", introduced: 17)
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.impactOccurred(at:)")
    }
    /// UIKit: `func impactOccurred( intensity: CGFloat, at location: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimpactfeedbackgenerator-impactoccurred(intensity:at:).md:16).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.impactOccurred(intensity:at:)` and does nothing.
    @available(iOS, introduced: 17.5)
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        ModelAvailability.require("UIImpactFeedbackGenerator.impactOccurred(intensity:at:)", introduced: 17)
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.impactOccurred(intensity:at:)")
    }
    /// UIKit: `convenience init( style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimpactfeedbackgenerator-init(style:view:).md:16).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.init(style:view:)` and makes the object with `init()`.
    @available(iOS, introduced: 17.5)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
        self.init()
        ModelAvailability.require("UIImpactFeedbackGenerator.init(style:view:)", introduced: 17)
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.init(style:view:)")
    }
    /// UIKit: `init(style: UIImpactFeedbackGenerator.FeedbackStyle)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:17).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.init(style:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.init()
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.init(style:)")
    }
    /// UIKit: `func impactOccurred()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:18).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.impactOccurred()` and does nothing.
    @available(iOS, introduced: 10.0)
    open func impactOccurred() {
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.impactOccurred()")
    }
    /// UIKit: `func impactOccurred(intensity: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImpactFeedbackGenerator.swift:19).
    /// Unmodelled: a call records `UIImpactFeedbackGenerator.impactOccurred(intensity:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func impactOccurred(intensity: CGFloat) {
        ModelFindings.unmodelled("UIImpactFeedbackGenerator.impactOccurred(intensity:)")
    }
}
