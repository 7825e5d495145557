// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPopoverPresentationControllerDelegate : UIAdaptivePresentationControllerDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:2).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// UIKit: `optional func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:3).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// UIKit: `optional func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:5).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool

    /// UIKit: `optional func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:7).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// UIKit: `optional func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:3).
    /// Unmodelled: a call records `UIPopoverPresentationControllerDelegate.prepareForPopoverPresentation(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        ModelFindings.unmodelled("UIPopoverPresentationControllerDelegate.prepareForPopoverPresentation(_:)")
    }
    /// UIKit: `optional func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:5).
    /// Unmodelled: a call records `UIPopoverPresentationControllerDelegate.popoverPresentationControllerShouldDismissPopover(_:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        ModelFindings.unmodelled(
            "UIPopoverPresentationControllerDelegate.popoverPresentationControllerShouldDismissPopover(_:)")
        return false
    }
    /// UIKit: `optional func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:7).
    /// Unmodelled: a call records `UIPopoverPresentationControllerDelegate.popoverPresentationControllerDidDismissPopover(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        ModelFindings.unmodelled(
            "UIPopoverPresentationControllerDelegate.popoverPresentationControllerDidDismissPopover(_:)")
    }
}
