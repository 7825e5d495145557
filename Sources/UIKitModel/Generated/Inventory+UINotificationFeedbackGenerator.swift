// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINotificationFeedbackGenerator {
    /// UIKit: `enum FeedbackType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 10.0)
    public enum FeedbackType: Int {
        /// UIKit: `case success` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:6).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case success
        /// UIKit: `case warning` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case warning
        /// UIKit: `case error` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case error
    }
}

/// UIKit: `class UINotificationFeedbackGenerator : UIFeedbackGenerator` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:11).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit: `func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:13).
    /// Unmodelled: a call records `UINotificationFeedbackGenerator.notificationOccurred(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        ModelFindings.unmodelled("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }
    /// UIKit: `func notificationOccurred( _ notificationType: UINotificationFeedbackGenerator.FeedbackType, at location: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinotificationfeedbackgenerator-notificationoccurred(_:at:).md:16).
    /// Unmodelled: a call records `UINotificationFeedbackGenerator.notificationOccurred(_:at:)` and does nothing.
    @available(iOS, introduced: 17.5)
    open func notificationOccurred(
        _ notificationType: UINotificationFeedbackGenerator.FeedbackType, at location: CGPoint
    ) {
        ModelAvailability.require("UINotificationFeedbackGenerator.notificationOccurred(_:at:)", introduced: 17)
        ModelFindings.unmodelled("UINotificationFeedbackGenerator.notificationOccurred(_:at:)")
    }
}
