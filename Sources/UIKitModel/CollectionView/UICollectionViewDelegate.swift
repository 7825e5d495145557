import Foundation

/// The object that reacts to selection, highlight and display in a collection view.
///
/// Apple: UICollectionViewDelegate — `collectionView(_:shouldHighlightItemAt:)`,
/// `didHighlightItemAt`, `didUnhighlightItemAt`, `shouldSelectItemAt`, `didSelectItemAt`,
/// `shouldDeselectItemAt`, `didDeselectItemAt`, `willDisplay(_:forItemAt:)`,
/// `didEndDisplaying(_:forItemAt:)`. All optional: default implementations allow everything and
/// do nothing. The collection view calls them for user interaction only (simulated with
/// `modelTapItem(at:)`), not for `selectItem(at:animated:scrollPosition:)` — Apple: "This
/// method doesn't cause any selection-related delegate methods to be called."
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:83).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:77).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:canperformprimaryactionforitemat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, dismissalPreviewForItemAt indexPath: IndexPath ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:contextmenuconfiguration:dismissalpreviewforitemat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, highlightPreviewForItemAt indexPath: IndexPath ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:contextmenuconfiguration:highlightpreviewforitemat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:101).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:73).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:87).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:79).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:109).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:107).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint ) -> UIWindowScene.ActivationConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:sceneactivationconfigurationforitemat:point:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration?

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:selectionfollowsfocusforitemat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:99).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:75).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:97).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:85).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:93).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:91).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// UIKit: `optional func collectionView( _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath ) -> IndexPath` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionviewdelegate-collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:81).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:113).
    /// A requirement.
    @available(iOS, introduced: 13.2)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:69).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:115).
    /// A requirement.
    @available(iOS, introduced: 13.2)
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:111).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)

    /// UIKit: `optional func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:103).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)

    /// UIKit: `optional func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:89).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    // cellspec:generated:end
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Apple: collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16) — nil: no menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Apple: collectionView(_:contextMenuConfigurationForItemAt:point:) (iOS 13, deprecated in
    /// iOS 16 for the variant taking index paths) — nil: no menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Apple: collectionView(_:performPrimaryActionForItemAt:) (iOS 16) — nothing by default.
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    }
    /// Apple: collectionView(_:canEditItemAt:) (iOS 14) — true by default.
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
}
