// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UICalendarViewDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarviewdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UICalendarViewDelegate: NSObjectProtocol {
    /// UIKit: `optional func calendarView( _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarviewdelegate-calendarview(_:didchangevisibledatecomponentsfrom:).md:14).
    /// A requirement.
    @available(iOS, introduced: 16.2)
    func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)

    /// UIKit: `optional func calendarView( _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents ) -> UICalendarView.Decoration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarviewdelegate-calendarview(_:decorationfor:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView
        .Decoration?
}

extension UICalendarViewDelegate {
    /// UIKit: `optional func calendarView( _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarviewdelegate-calendarview(_:didchangevisibledatecomponentsfrom:).md:14).
    /// Unmodelled: a call records `UICalendarViewDelegate.calendarView(_:didChangeVisibleDateComponentsFrom:)` and does nothing.
    @available(iOS, introduced: 16.2)
    public func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
    ) {
        ModelAvailability.require(
            "UICalendarViewDelegate.calendarView(_:didChangeVisibleDateComponentsFrom:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarViewDelegate.calendarView(_:didChangeVisibleDateComponentsFrom:)")
    }
    /// UIKit: `optional func calendarView( _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents ) -> UICalendarView.Decoration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicalendarviewdelegate-calendarview(_:decorationfor:).md:16).
    /// Unmodelled: a call records `UICalendarViewDelegate.calendarView(_:decorationFor:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
    {
        ModelAvailability.require("UICalendarViewDelegate.calendarView(_:decorationFor:)", introduced: 16)
        ModelFindings.unmodelled("UICalendarViewDelegate.calendarView(_:decorationFor:)")
        return nil
    }
}
