// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIFeedbackGenerator : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFeedbackGenerator.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
open class UIFeedbackGenerator: NSObject {
    /// UIKit: `func prepare()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFeedbackGenerator.swift:4).
    /// Unmodelled: a call records `UIFeedbackGenerator.prepare()` and does nothing.
    @available(iOS, introduced: 10.0)
    open func prepare() {
        ModelFindings.unmodelled("UIFeedbackGenerator.prepare()")
    }
}
