// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINotificationFeedbackGenerator {
    /// UIKit: `enum FeedbackType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum FeedbackType: Int {
        /// UIKit: `case success` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:6).
        /// Declared from the inventory.
        case success
        /// UIKit: `case warning` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:7).
        /// Declared from the inventory.
        case warning
        /// UIKit: `case error` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:8).
        /// Declared from the inventory.
        case error
    }
}

/// UIKit: `class UINotificationFeedbackGenerator : UIFeedbackGenerator` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:11).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit: `func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINotificationFeedbackGenerator.swift:13).
    /// Unmodelled: a call records `UINotificationFeedbackGenerator.notificationOccurred(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        ModelFindings.unmodelled("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }
}
