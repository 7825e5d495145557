import Foundation

/// The object that provides a table view's rows.
///
/// Apple: UITableViewDataSource — required `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)`; optional `numberOfSections(in:)` (1 by default),
/// `tableView(_:titleForHeaderInSection:)` and `tableView(_:titleForFooterInSection:)`. Swift on
/// Linux has no `@objc optional`: the optional methods have default implementations instead.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func sectionIndexTitles(for tableView: UITableView) -> [String]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:304).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// UIKit: `optional func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:306).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    // cellspec:generated:end
}

extension UITableViewDataSource {
    /// Apple: numberOfSections(in:) — "the default value is 1".
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Apple: tableView(_:canEditRowAt:) — "If you do not implement this method, all rows are
    /// assumed to be editable."
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Apple: tableView(_:commit:forRowAt:) — does nothing unless implemented.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Apple: tableView(_:canMoveRowAt:) — the reorder control shows only when the data source
    /// implements `tableView(_:moveRowAt:to:)`; the model cannot see that, so it answers false
    /// unless this method is implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Apple: tableView(_:moveRowAt:to:) — does nothing unless implemented.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// The object that reacts to selection and display in a table view and sizes its rows.
///
/// Apple: UITableViewDelegate — `tableView(_:heightForRowAt:)` (by default the table's
/// `rowHeight`), `willSelectRowAt` (return nil to refuse), `didSelectRowAt`,
/// `didDeselectRowAt`, `shouldHighlightRowAt`, `willDisplay(_:forRowAt:)`,
/// `didEndDisplaying(_:forRowAt:)`, `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt` (iOS 11). All optional. The table view calls them
/// for user interaction only (simulated with `modelTapRow(at:)`), not for
/// `selectRow(at:animated:scrollPosition:)` — Apple: "calling this method doesn't cause the
/// delegate to receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:) message".
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:144).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?

    /// UIKit: `optional func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:96).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:138).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:134).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool

    /// UIKit: `optional func tableView( _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:canperformprimaryactionforrowat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:154).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?

    /// UIKit: `optional func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:150).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:78).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:76).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:126).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:100).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:102).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:142).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)

    /// UIKit: `optional func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:116).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?

    /// UIKit: `optional func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:112).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:90).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:88).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:86).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// UIKit: `optional func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:84).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// UIKit: `optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:82).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// UIKit: `optional func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:130).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    /// UIKit: `optional func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:136).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    )

    /// UIKit: `optional func tableView( _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:performprimaryactionforrowat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:158).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:156).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func tableView( _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdelegate-tableview(_:selectionfollowsfocusforrowat:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:148).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:122).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:132).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:146).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:140).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:128).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// UIKit: `optional func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:114).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?

    /// UIKit: `optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:94).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// UIKit: `optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:92).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// UIKit: `optional func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:124).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// UIKit: `optional func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:106).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:162).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:72).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:70).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// UIKit: `optional func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:164).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:160).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)

    /// UIKit: `optional func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:152).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    // cellspec:generated:end
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
}
