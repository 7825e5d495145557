// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UICalendarSelectionMultiDateDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    /// UIKit: `optional func multiDateSelection( _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:candeselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents)
        -> Bool

    /// UIKit: `optional func multiDateSelection( _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:canselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents)
        -> Bool

    /// UIKit: `func multiDateSelection( _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:diddeselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)

    /// UIKit: `func multiDateSelection( _ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:didselectdate:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
}

extension UICalendarSelectionMultiDateDelegate {
    /// UIKit: `optional func multiDateSelection( _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:candeselectdate:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canDeselectDate:)` and returns `false`.
    @available(iOS, introduced: 16.0)
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    ) -> Bool {
        ModelAvailability.require(
            "UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canDeselectDate:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canDeselectDate:)")
        return false
    }
    /// UIKit: `optional func multiDateSelection( _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidatedelegate-multidateselection(_:canselectdate:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canSelectDate:)` and returns `false`.
    @available(iOS, introduced: 16.0)
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
    ) -> Bool {
        ModelAvailability.require(
            "UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canSelectDate:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionMultiDateDelegate.multiDateSelection(_:canSelectDate:)")
        return false
    }
}
