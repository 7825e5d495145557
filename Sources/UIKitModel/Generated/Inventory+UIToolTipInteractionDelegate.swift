// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIToolTipInteractionDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteractiondelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    /// UIKit: `optional func toolTipInteraction( _ interaction: UIToolTipInteraction, configurationAt point: CGPoint ) -> UIToolTipConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteractiondelegate-tooltipinteraction(_:configurationat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// UIKit: `optional func toolTipInteraction( _ interaction: UIToolTipInteraction, configurationAt point: CGPoint ) -> UIToolTipConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteractiondelegate-tooltipinteraction(_:configurationat:).md:16).
    /// Unmodelled: a call records `UIToolTipInteractionDelegate.toolTipInteraction(_:configurationAt:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    {
        ModelAvailability.require("UIToolTipInteractionDelegate.toolTipInteraction(_:configurationAt:)", introduced: 15)
        ModelFindings.unmodelled("UIToolTipInteractionDelegate.toolTipInteraction(_:configurationAt:)")
        return nil
    }
}
