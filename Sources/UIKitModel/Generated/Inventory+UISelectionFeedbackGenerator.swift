// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISelectionFeedbackGenerator : UIFeedbackGenerator` (inventory: ios14.2-sdk-interface iOS/UIKit/UISelectionFeedbackGenerator.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit: `func selectionChanged()` (inventory: ios14.2-sdk-interface iOS/UIKit/UISelectionFeedbackGenerator.swift:4).
    /// Unmodelled: a call records `UISelectionFeedbackGenerator.selectionChanged()` and does nothing.
    @available(iOS, introduced: 10.0)
    open func selectionChanged() {
        ModelFindings.unmodelled("UISelectionFeedbackGenerator.selectionChanged()")
    }
    /// UIKit: `func selectionChanged(at location: CGPoint)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiselectionfeedbackgenerator-selectionchanged(at:).md:16).
    /// Unmodelled: a call records `UISelectionFeedbackGenerator.selectionChanged(at:)` and does nothing.
    @available(iOS, introduced: 17.5)
    open func selectionChanged(at location: CGPoint) {
        ModelAvailability.require("UISelectionFeedbackGenerator.selectionChanged(at:)", introduced: 17)
        ModelFindings.unmodelled("UISelectionFeedbackGenerator.selectionChanged(at:)")
    }
}
