// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICalendarSelectionMultiDate: UICalendarSelection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// UIKit: `weak var delegate: (any UICalendarSelectionMultiDateDelegate)? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidate-delegate.md:16).
    /// Unmodelled: reading records `UICalendarSelectionMultiDate.delegate` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var delegate: (any UICalendarSelectionMultiDateDelegate)? {
        get {
            ModelAvailability.require("UICalendarSelectionMultiDate.delegate", introduced: 16)
            ModelFindings.unmodelled("UICalendarSelectionMultiDate.delegate")
            return nil
        }
    }
    /// UIKit: `init(delegate: (any UICalendarSelectionMultiDateDelegate)?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidate-init(delegate:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionMultiDate.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.init()
        ModelAvailability.require("UICalendarSelectionMultiDate.init(delegate:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionMultiDate.init(delegate:)")
    }
    /// Storage of `selectedDates`, generated.
    private var modelStoredSelectedDates: Optional<[DateComponents]> = nil
    /// UIKit: `var selectedDates: [DateComponents] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidate-selecteddates.md:16).
    /// Stored: keeps what is set; a read before any set records `UICalendarSelectionMultiDate.selectedDates` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var selectedDates: [DateComponents] {
        get {
            if let value = modelStoredSelectedDates { return value }
            ModelAvailability.require("UICalendarSelectionMultiDate.selectedDates", introduced: 16)
            ModelFindings.unmodelled("UICalendarSelectionMultiDate.selectedDates")
            return []
        }
        set {
            modelStoredSelectedDates = newValue
        }
    }
    /// UIKit: `func setSelectedDates( _ selectedDates: [DateComponents], animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarselectionmultidate-setselecteddates(_:animated:).md:16).
    /// Unmodelled: a call records `UICalendarSelectionMultiDate.setSelectedDates(_:animated:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        ModelAvailability.require("UICalendarSelectionMultiDate.setSelectedDates(_:animated:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarSelectionMultiDate.setSelectedDates(_:animated:)")
    }
}
