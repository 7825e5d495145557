// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIEditMenuInteractionDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:menufor:suggestedactions:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?

    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration ) -> CGRect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:targetrectfor:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect

    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:willdismissmenufor:animator:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)

    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:willpresentmenufor:animator:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:menufor:suggestedactions:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteractionDelegate.editMenuInteraction(_:menuFor:suggestedActions:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        ModelAvailability.require(
            "UIEditMenuInteractionDelegate.editMenuInteraction(_:menuFor:suggestedActions:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteractionDelegate.editMenuInteraction(_:menuFor:suggestedActions:)")
        return nil
    }
    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration ) -> CGRect` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:targetrectfor:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteractionDelegate.editMenuInteraction(_:targetRectFor:)` and returns `.zero`.
    @available(iOS, introduced: 16.0)
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        ModelAvailability.require("UIEditMenuInteractionDelegate.editMenuInteraction(_:targetRectFor:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteractionDelegate.editMenuInteraction(_:targetRectFor:)")
        return .zero
    }
    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:willdismissmenufor:animator:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteractionDelegate.editMenuInteraction(_:willDismissMenuFor:animator:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        ModelAvailability.require(
            "UIEditMenuInteractionDelegate.editMenuInteraction(_:willDismissMenuFor:animator:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteractionDelegate.editMenuInteraction(_:willDismissMenuFor:animator:)")
    }
    /// UIKit: `optional func editMenuInteraction( _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractiondelegate-editmenuinteraction(_:willpresentmenufor:animator:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteractionDelegate.editMenuInteraction(_:willPresentMenuFor:animator:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        ModelAvailability.require(
            "UIEditMenuInteractionDelegate.editMenuInteraction(_:willPresentMenuFor:animator:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteractionDelegate.editMenuInteraction(_:willPresentMenuFor:animator:)")
    }
}
