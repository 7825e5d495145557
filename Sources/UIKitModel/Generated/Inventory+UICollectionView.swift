// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionView {
    /// UIKit: `enum SelfSizingInvalidation: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-uicollectionview.selfsizinginvalidation.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum SelfSizingInvalidation: Int {
        /// UIKit: `case disabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-uicollectionview.selfsizinginvalidation-uicollectionview.selfsizinginvalidation.disabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case disabled
        /// UIKit: `case enabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-uicollectionview.selfsizinginvalidation-uicollectionview.selfsizinginvalidation.enabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case enabled
        /// UIKit: `case enabledIncludingConstraints` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionview-uicollectionview.selfsizinginvalidation-uicollectionview.selfsizinginvalidation.enabledincludingconstraints.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case enabledIncludingConstraints
    }
}

extension UICollectionView {
    /// UIKit: `enum ReorderingCadence : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum ReorderingCadence: Int {
        /// UIKit: `case immediate` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case immediate
        /// UIKit: `case fast` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:19).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case fast
        /// UIKit: `case slow` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:20).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case slow
    }
}

/// UIKit: `class UICollectionViewFocusUpdateContext : UIFocusUpdateContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:23).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// UIKit: `var previouslyFocusedIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:25).
    /// Unmodelled: reading records `UICollectionViewFocusUpdateContext.previouslyFocusedIndexPath` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var previouslyFocusedIndexPath: IndexPath? {
        get {
            ModelFindings.unmodelled("UICollectionViewFocusUpdateContext.previouslyFocusedIndexPath")
            return nil
        }
    }
    /// UIKit: `var nextFocusedIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:26).
    /// Unmodelled: reading records `UICollectionViewFocusUpdateContext.nextFocusedIndexPath` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var nextFocusedIndexPath: IndexPath? {
        get {
            ModelFindings.unmodelled("UICollectionViewFocusUpdateContext.nextFocusedIndexPath")
            return nil
        }
    }
}

extension UICollectionViewDataSource {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:37).
    /// Unmodelled: a call records `UICollectionViewDataSource.collectionView(_:canMoveItemAt:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDataSource.collectionView(_:canMoveItemAt:)")
        return false
    }
}

extension UICollectionViewDataSource {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:39).
    /// Unmodelled: a call records `UICollectionViewDataSource.collectionView(_:moveItemAt:to:)` and does nothing.
    @available(iOS, introduced: 9.0)
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        ModelFindings.unmodelled("UICollectionViewDataSource.collectionView(_:moveItemAt:to:)")
    }
}

extension UICollectionViewDataSource {
    /// UIKit: `optional func indexTitles(for collectionView: UICollectionView) -> [String]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:41).
    /// Unmodelled: a call records `UICollectionViewDataSource.indexTitles(for:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        ModelFindings.unmodelled("UICollectionViewDataSource.indexTitles(for:)")
        return nil
    }
}

extension UICollectionViewDataSource {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:43).
    /// Unmodelled: a call records `UICollectionViewDataSource.collectionView(_:indexPathForIndexTitle:at:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        ModelFindings.unmodelledStop("UICollectionViewDataSource.collectionView(_:indexPathForIndexTitle:at:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:69).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:73).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:75).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:shouldShowMenuForItemAt:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:shouldShowMenuForItemAt:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:77).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:canPerformAction:forItemAt:withSender:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:canPerformAction:forItemAt:withSender:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:79).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:performAction:forItemAt:withSender:)` and does nothing.
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:performAction:forItemAt:withSender:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:81).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:transitionLayoutForOldLayout:newLayout:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        ModelFindings.unmodelledStop(
            "UICollectionViewDelegate.collectionView(_:transitionLayoutForOldLayout:newLayout:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:83).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:canFocusItemAt:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:canFocusItemAt:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:85).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:shouldUpdateFocusIn:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:shouldUpdateFocusIn:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:87).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:89).
    /// Unmodelled: a call records `UICollectionViewDelegate.indexPathForPreferredFocusedView(in:)` and returns `nil`.
    @available(iOS, introduced: 9.0)
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        ModelFindings.unmodelled("UICollectionViewDelegate.indexPathForPreferredFocusedView(in:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:91).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        ModelFindings.unmodelledStop(
            "UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:93).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:targetContentOffsetForProposedContentOffset:)` and returns `.zero`.
    @available(iOS, introduced: 9.0)
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:targetContentOffsetForProposedContentOffset:)")
        return .zero
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:97).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:shouldSpringLoadItemAt:with:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:shouldSpringLoadItemAt:with:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:99).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)")
        return false
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:101).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:103).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionViewDidEndMultipleSelectionInteraction(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionViewDidEndMultipleSelectionInteraction(_:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:107).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:previewForHighlightingContextMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:previewForHighlightingContextMenuWithConfiguration:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:109).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:previewForDismissingContextMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:previewForDismissingContextMenuWithConfiguration:)")
        return nil
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:111).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:willPerformPreviewActionForMenuWith:animator:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDelegate.collectionView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:113).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:willDisplayContextMenu:animator:)` and does nothing.
    @available(iOS, introduced: 13.2)
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:willDisplayContextMenu:animator:)")
    }
}

extension UICollectionViewDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:115).
    /// Unmodelled: a call records `UICollectionViewDelegate.collectionView(_:willEndContextMenuInteraction:animator:)` and does nothing.
    @available(iOS, introduced: 13.2)
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled("UICollectionViewDelegate.collectionView(_:willEndContextMenuInteraction:animator:)")
    }
}

/// UIKit: `protocol UICollectionViewDragDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:229).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// UIKit: `func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:231).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:232).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:233).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:234).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:235).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:236).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession)
        -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:237).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:232).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:itemsForAddingTo:at:point:)` and returns `[]`.
    @available(iOS, introduced: 11.0)
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        ModelFindings.unmodelled("UICollectionViewDragDelegate.collectionView(_:itemsForAddingTo:at:point:)")
        return []
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:233).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:dragPreviewParametersForItemAt:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        ModelFindings.unmodelled("UICollectionViewDragDelegate.collectionView(_:dragPreviewParametersForItemAt:)")
        return nil
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:234).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:dragSessionWillBegin:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        ModelFindings.unmodelled("UICollectionViewDragDelegate.collectionView(_:dragSessionWillBegin:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:235).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:dragSessionDidEnd:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        ModelFindings.unmodelled("UICollectionViewDragDelegate.collectionView(_:dragSessionDidEnd:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:236).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:dragSessionAllowsMoveOperation:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession
    ) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDragDelegate.collectionView(_:dragSessionAllowsMoveOperation:)")
        return false
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:237).
    /// Unmodelled: a call records `UICollectionViewDragDelegate.collectionView(_:dragSessionIsRestrictedToDraggingApplication:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool {
        ModelFindings.unmodelled(
            "UICollectionViewDragDelegate.collectionView(_:dragSessionIsRestrictedToDraggingApplication:)")
        return false
    }
}

/// UIKit: `protocol UICollectionViewDropDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:239).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// UIKit: `func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:241).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:242).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:243).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:244).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:245).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:246).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:247).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:242).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:canHandle:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        ModelFindings.unmodelled("UICollectionViewDropDelegate.collectionView(_:canHandle:)")
        return false
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:243).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:dropSessionDidEnter:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {
        ModelFindings.unmodelled("UICollectionViewDropDelegate.collectionView(_:dropSessionDidEnter:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:244).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        ModelFindings.unmodelledStop(
            "UICollectionViewDropDelegate.collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:245).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:dropSessionDidExit:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {
        ModelFindings.unmodelled("UICollectionViewDropDelegate.collectionView(_:dropSessionDidExit:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:246).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:dropSessionDidEnd:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {
        ModelFindings.unmodelled("UICollectionViewDropDelegate.collectionView(_:dropSessionDidEnd:)")
    }
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:247).
    /// Unmodelled: a call records `UICollectionViewDropDelegate.collectionView(_:dropPreviewParametersForItemAt:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        ModelFindings.unmodelled("UICollectionViewDropDelegate.collectionView(_:dropPreviewParametersForItemAt:)")
        return nil
    }
}

extension UICollectionViewDropProposal {
    /// UIKit: `enum Intent : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:250).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum Intent: Int {
        /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:254).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case unspecified
        /// UIKit: `case insertAtDestinationIndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:255).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case insertAtDestinationIndexPath
        /// UIKit: `case insertIntoDestinationIndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:256).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case insertIntoDestinationIndexPath
    }
}

/// UIKit: `class UICollectionViewDropProposal : UIDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:259).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UICollectionViewDropProposal: UIDropProposal {
    /// UIKit: `init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:261).
    /// Unmodelled: a call records `UICollectionViewDropProposal.init(operation:intent:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        self.init()
        ModelFindings.unmodelled("UICollectionViewDropProposal.init(operation:intent:)")
    }
    /// UIKit: `var intent: UICollectionViewDropProposal.Intent { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:262).
    /// Unmodelled: reading records `UICollectionViewDropProposal.intent` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var intent: UICollectionViewDropProposal.Intent {
        get {
            ModelFindings.unmodelledStop("UICollectionViewDropProposal.intent")
        }
    }
}

/// UIKit: `protocol UICollectionViewDropCoordinator : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:264).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// UIKit: `var items: [UICollectionViewDropItem] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:266).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var items: [UICollectionViewDropItem] { get }

    /// UIKit: `var destinationIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:267).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var destinationIndexPath: IndexPath? { get }

    /// UIKit: `var proposal: UICollectionViewDropProposal { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:268).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var proposal: UICollectionViewDropProposal { get }

    /// UIKit: `var session: UIDropSession { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:269).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var session: UIDropSession { get }

    /// UIKit: `func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:270).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> UICollectionViewDropPlaceholderContext

    /// UIKit: `func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:271).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating

    /// UIKit: `func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:272).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating

    /// UIKit: `func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:273).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// UIKit: `class UICollectionViewPlaceholder : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:275).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UICollectionViewPlaceholder: NSObject {
    /// UIKit: `init(insertionIndexPath: IndexPath, reuseIdentifier: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:277).
    /// Unmodelled: a call records `UICollectionViewPlaceholder.init(insertionIndexPath:reuseIdentifier:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.init()
        ModelFindings.unmodelled("UICollectionViewPlaceholder.init(insertionIndexPath:reuseIdentifier:)")
    }
    /// Storage of `cellUpdateHandler`, generated.
    private var modelStoredCellUpdateHandler: Optional<((UICollectionViewCell) -> Void)?> = nil
    /// UIKit: `var cellUpdateHandler: ((UICollectionViewCell) -> Void)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:278).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewPlaceholder.cellUpdateHandler` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)? {
        get {
            if let value = modelStoredCellUpdateHandler { return value }
            ModelFindings.unmodelled("UICollectionViewPlaceholder.cellUpdateHandler")
            return nil
        }
        set {
            modelStoredCellUpdateHandler = newValue
        }
    }
}

/// UIKit: `class UICollectionViewDropPlaceholder : UICollectionViewPlaceholder` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:280).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// Storage of `previewParametersProvider`, generated.
    private var modelStoredPreviewParametersProvider: Optional<((UICollectionViewCell) -> UIDragPreviewParameters?)?> =
        nil
    /// UIKit: `var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:282).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewDropPlaceholder.previewParametersProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)? {
        get {
            if let value = modelStoredPreviewParametersProvider { return value }
            ModelFindings.unmodelled("UICollectionViewDropPlaceholder.previewParametersProvider")
            return nil
        }
        set {
            modelStoredPreviewParametersProvider = newValue
        }
    }
}

/// UIKit: `protocol UICollectionViewDropItem : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:284).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// UIKit: `var dragItem: UIDragItem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:286).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var dragItem: UIDragItem { get }

    /// UIKit: `var sourceIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:287).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var sourceIndexPath: IndexPath? { get }

    /// UIKit: `var previewSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:288).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var previewSize: CGSize { get }
}

/// UIKit: `protocol UICollectionViewDropPlaceholderContext : UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:290).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// UIKit: `var dragItem: UIDragItem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:292).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var dragItem: UIDragItem { get }

    /// UIKit: `func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:293).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// UIKit: `func deletePlaceholder() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:294).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func deletePlaceholder() -> Bool

    /// UIKit: `func setNeedsCellUpdate()` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:295).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func setNeedsCellUpdate()
}
