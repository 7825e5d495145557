// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIFeedbackGenerator : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFeedbackGenerator.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// UIKit: `func prepare()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFeedbackGenerator.swift:4).
    /// Unmodelled: a call records `UIFeedbackGenerator.prepare()` and does nothing.
    @available(iOS, introduced: 10.0)
    open func prepare() {
        ModelFindings.unmodelled("UIFeedbackGenerator.prepare()")
    }
    /// UIKit: `convenience init(view: UIView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifeedbackgenerator-init(view:).md:16).
    /// Unmodelled: a call records `UIFeedbackGenerator.init(view:)` and makes the object with `init()`.
    @available(iOS, introduced: 17.5)
    public convenience init(view: UIView) {
        self.init()
        ModelAvailability.require("UIFeedbackGenerator.init(view:)", introduced: 17)
        ModelFindings.unmodelled("UIFeedbackGenerator.init(view:)")
    }
}
