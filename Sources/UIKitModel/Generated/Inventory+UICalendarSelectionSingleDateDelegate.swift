// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UICalendarSelectionSingleDateDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledatedelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    /// UIKit: `optional func dateSelection( _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents? ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledatedelegate-dateselection(_:canselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
        -> Bool

    /// UIKit: `func dateSelection( _ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledatedelegate-dateselection(_:didselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
}

extension UICalendarSelectionSingleDateDelegate {
    /// UIKit: `optional func dateSelection( _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents? ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledatedelegate-dateselection(_:canselectdate:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionSingleDateDelegate.dateSelection(_:canSelectDate:)` and returns `false`.
    @available(iOS, introduced: 16.0)
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
        -> Bool
    {
        ModelAvailability.require(
            "UICalendarSelectionSingleDateDelegate.dateSelection(_:canSelectDate:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionSingleDateDelegate.dateSelection(_:canSelectDate:)")
        return false
    }
}
