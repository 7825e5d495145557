// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIBarPositioningDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarpositioningdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// UIKit: `optional func position(for bar: any UIBarPositioning) -> UIBarPosition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarpositioningdelegate-position(for:).md:16).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// UIKit: `optional func position(for bar: any UIBarPositioning) -> UIBarPosition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarpositioningdelegate-position(for:).md:16).
    /// Unmodelled: a call records `UIBarPositioningDelegate.position(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
        ModelFindings.unmodelledStop("UIBarPositioningDelegate.position(for:)")
    }
}
