// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:canperformprimaryactionforitemat:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:canPerformPrimaryActionForItemAt:)` and returns `false`.
    @available(iOS, introduced: 16.0)
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:canPerformPrimaryActionForItemAt:)", introduced: 16)
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:canPerformPrimaryActionForItemAt:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, dismissalPreviewForItemAt indexPath: IndexPath ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:contextmenuconfiguration:dismissalpreviewforitemat:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)",
            introduced: 16)
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, highlightPreviewForItemAt indexPath: IndexPath ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:contextmenuconfiguration:highlightpreviewforitemat:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)",
            introduced: 16)
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint ) -> UIWindowScene.ActivationConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:sceneactivationconfigurationforitemat:point:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:sceneActivationConfigurationForItemAt:point:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:sceneActivationConfigurationForItemAt:point:)", introduced: 15)
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:sceneActivationConfigurationForItemAt:point:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:selectionfollowsfocusforitemat:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)` and returns `false`.
    @available(iOS, introduced: 15.0)
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)", introduced: 15)
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath ) -> IndexPath` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:).md:16).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        ModelAvailability.require(
            "UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            introduced: 15)
        ModelFindings.unmodelledStop(
            "UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)"
        )
    }
}
