// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICalendarSelection: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselection.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UICalendarSelection: NSObject {
    /// UIKit: `func updateSelectableDates()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselection-updateselectabledates().md:16).
    /// Unmodelled: a call records `UICalendarSelection.updateSelectableDates()` and does nothing.
    @available(iOS, introduced: 16.0)
    open func updateSelectableDates() {
        ModelAvailability.require("UICalendarSelection.updateSelectableDates()", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelection.updateSelectableDates()")
    }
}
