// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICalendarSelectionSingleDate: UICalendarSelection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// UIKit: `weak var delegate: (any UICalendarSelectionSingleDateDelegate)? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledate-delegate.md:16).
    /// Unmodelled: reading records `UICalendarSelectionSingleDate.delegate` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var delegate: (any UICalendarSelectionSingleDateDelegate)? {
        get {
            ModelAvailability.require("UICalendarSelectionSingleDate.delegate", introduced: 16)
            ModelFindings.unmodelled("UICalendarSelectionSingleDate.delegate")
            return nil
        }
    }
    /// UIKit: `init(delegate: (any UICalendarSelectionSingleDateDelegate)?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledate-init(delegate:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionSingleDate.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.init()
        ModelAvailability.require("UICalendarSelectionSingleDate.init(delegate:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionSingleDate.init(delegate:)")
    }
    /// Storage of `selectedDate`, generated.
    private var modelStoredSelectedDate: Optional<DateComponents?> = nil
    /// UIKit: `var selectedDate: DateComponents? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledate-selecteddate.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarSelectionSingleDate.selectedDate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var selectedDate: DateComponents? {
        get {
            if let value = modelStoredSelectedDate { return value }
            ModelAvailability.require("UICalendarSelectionSingleDate.selectedDate", introduced: 16)
            ModelFindings.unmodelled("UICalendarSelectionSingleDate.selectedDate")
            return nil
        }
        set {
            modelStoredSelectedDate = newValue
        }
    }
    /// UIKit: `func setSelected( _ selectedDate: DateComponents?, animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionsingledate-setselected(_:animated:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionSingleDate.setSelected(_:animated:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        ModelAvailability.require("UICalendarSelectionSingleDate.setSelected(_:animated:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionSingleDate.setSelected(_:animated:)")
    }
}
