// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction( _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: any NSCopying ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontextmenuinteractiondelegate-contextmenuinteraction(_:configuration:dismissalpreviewforitemwithidentifier:).md:16).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        ModelAvailability.require(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)",
            introduced: 16)
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)"
        )
        return nil
    }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction( _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: any NSCopying ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontextmenuinteractiondelegate-contextmenuinteraction(_:configuration:highlightpreviewforitemwithidentifier:).md:16).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        ModelAvailability.require(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)",
            introduced: 16)
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)"
        )
        return nil
    }
}
