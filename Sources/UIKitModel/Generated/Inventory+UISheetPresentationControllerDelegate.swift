// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UISheetPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// UIKit: `optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdelegate-sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// UIKit: `optional func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisheetpresentationcontrollerdelegate-sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:).md:16).
    /// Unmodelled: a call records `UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        ModelAvailability.require(
            "UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
            introduced: 15)
        ModelFindings.unmodelled(
            "UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)")
    }
}
