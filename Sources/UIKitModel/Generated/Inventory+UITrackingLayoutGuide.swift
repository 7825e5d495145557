// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UITrackingLayoutGuide: UILayoutGuide` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {
    /// UIKit: `func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide-constraints(activewhenawayfrom:).md:16).
    /// Unmodelled: a call records `UITrackingLayoutGuide.constraints(activeWhenAwayFrom:)` and returns `[]`.
    @available(iOS, introduced: 15.0)
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        ModelAvailability.require("UITrackingLayoutGuide.constraints(activeWhenAwayFrom:)", introduced: 15)
        ModelFindings.unmodelled("UITrackingLayoutGuide.constraints(activeWhenAwayFrom:)")
        return []
    }
    /// UIKit: `func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide-constraints(activewhennearedge:).md:16).
    /// Unmodelled: a call records `UITrackingLayoutGuide.constraints(activeWhenNearEdge:)` and returns `[]`.
    @available(iOS, introduced: 15.0)
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        ModelAvailability.require("UITrackingLayoutGuide.constraints(activeWhenNearEdge:)", introduced: 15)
        ModelFindings.unmodelled("UITrackingLayoutGuide.constraints(activeWhenNearEdge:)")
        return []
    }
    /// UIKit: `func removeAllTrackedConstraints()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide-removealltrackedconstraints().md:16).
    /// Unmodelled: a call records `UITrackingLayoutGuide.removeAllTrackedConstraints()` and does nothing.
    @available(iOS, introduced: 15.0)
    open func removeAllTrackedConstraints() {
        ModelAvailability.require("UITrackingLayoutGuide.removeAllTrackedConstraints()", introduced: 15)
        ModelFindings.unmodelled("UITrackingLayoutGuide.removeAllTrackedConstraints()")
    }
    /// UIKit: `func setConstraints( _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide-setconstraints(_:activewhenawayfrom:).md:16).
    /// Unmodelled: a call records `UITrackingLayoutGuide.setConstraints(_:activeWhenAwayFrom:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
    ) {
        ModelAvailability.require("UITrackingLayoutGuide.setConstraints(_:activeWhenAwayFrom:)", introduced: 15)
        ModelFindings.unmodelled("UITrackingLayoutGuide.setConstraints(_:activeWhenAwayFrom:)")
    }
    /// UIKit: `func setConstraints( _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitrackinglayoutguide-setconstraints(_:activewhennearedge:).md:16).
    /// Unmodelled: a call records `UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
    ) {
        ModelAvailability.require("UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:)", introduced: 15)
        ModelFindings.unmodelled("UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:)")
    }
}
