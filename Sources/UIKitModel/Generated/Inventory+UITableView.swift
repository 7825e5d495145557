// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITableView {
    /// UIKit: `enum SelfSizingInvalidation: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-uitableview.selfsizinginvalidation.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum SelfSizingInvalidation: Int {
        /// UIKit: `case disabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-uitableview.selfsizinginvalidation-uitableview.selfsizinginvalidation.disabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case disabled
        /// UIKit: `case enabled` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-uitableview.selfsizinginvalidation-uitableview.selfsizinginvalidation.enabled.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case enabled
        /// UIKit: `case enabledIncludingConstraints` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableview-uitableview.selfsizinginvalidation-uitableview.selfsizinginvalidation.enabledincludingconstraints.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case enabledIncludingConstraints
    }
}

extension UITableView {
    /// UIKit: `enum SeparatorInsetReference : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:36).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum SeparatorInsetReference: Int {
        /// UIKit: `case fromCellEdges` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:40).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case fromCellEdges
        /// UIKit: `case fromAutomaticInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:41).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case fromAutomaticInsets
    }
}

extension UITableViewRowAction {
    /// UIKit: `enum Style : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:45).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public enum Style: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:49).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 13.0)
        @available(*, deprecated, message: "deprecated in iOS 13.0")
        case `default`
        /// UIKit: `static var destructive: UITableViewRowAction.Style { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:50).
        /// Unmodelled: reading records `UITableViewRowAction.Style.destructive` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 13.0)
        @available(*, deprecated, message: "deprecated in iOS 13.0")
        public static var destructive: UITableViewRowAction.Style {
            get {
                ModelFindings.unmodelledStop("UITableViewRowAction.Style.destructive")
            }
        }
        /// UIKit: `case normal` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:51).
        /// Declared from the inventory.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 13.0)
        @available(*, deprecated, message: "deprecated in iOS 13.0")
        case normal
    }
}

/// UIKit: `class UITableViewRowAction : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:54).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, message: "deprecated in iOS 13.0")
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
    /// UIKit: `convenience init(style: UITableViewRowAction.Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:56).
    /// Unmodelled: a call records `UITableViewRowAction.init(style:title:handler:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public convenience init(
        style: UITableViewRowAction.Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.init()
        ModelFindings.unmodelled("UITableViewRowAction.init(style:title:handler:)")
    }
    /// UIKit: `var style: UITableViewRowAction.Style { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:57).
    /// Unmodelled: reading records `UITableViewRowAction.style` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var style: UITableViewRowAction.Style {
        get {
            ModelFindings.unmodelledStop("UITableViewRowAction.style")
        }
    }
    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String?> = nil
    /// UIKit: `var title: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:58).
    /// Stored: keeps what is set; a read before any set records `UITableViewRowAction.title` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var title: String? {
        get {
            if let value = modelStoredTitle { return value }
            ModelFindings.unmodelled("UITableViewRowAction.title")
            return nil
        }
        set {
            modelStoredTitle = newValue
        }
    }
    /// Storage of `backgroundColor`, generated.
    private var modelStoredBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var backgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:59).
    /// Stored: keeps what is set; a read before any set records `UITableViewRowAction.backgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var backgroundColor: UIColor? {
        get {
            if let value = modelStoredBackgroundColor { return value }
            ModelFindings.unmodelled("UITableViewRowAction.backgroundColor")
            return nil
        }
        set {
            modelStoredBackgroundColor = newValue
        }
    }
    /// Storage of `backgroundEffect`, generated.
    private var modelStoredBackgroundEffect: Optional<UIVisualEffect?> = nil
    /// UIKit: `var backgroundEffect: UIVisualEffect?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:60).
    /// Stored: keeps what is set; a read before any set records `UITableViewRowAction.backgroundEffect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var backgroundEffect: UIVisualEffect? {
        get {
            if let value = modelStoredBackgroundEffect { return value }
            ModelFindings.unmodelled("UITableViewRowAction.backgroundEffect")
            return nil
        }
        set {
            modelStoredBackgroundEffect = newValue
        }
    }
}

/// UIKit: `class UITableViewFocusUpdateContext : UIFocusUpdateContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:62).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// UIKit: `var previouslyFocusedIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:64).
    /// Unmodelled: reading records `UITableViewFocusUpdateContext.previouslyFocusedIndexPath` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var previouslyFocusedIndexPath: IndexPath? {
        get {
            ModelFindings.unmodelled("UITableViewFocusUpdateContext.previouslyFocusedIndexPath")
            return nil
        }
    }
    /// UIKit: `var nextFocusedIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:65).
    /// Unmodelled: reading records `UITableViewFocusUpdateContext.nextFocusedIndexPath` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var nextFocusedIndexPath: IndexPath? {
        get {
            ModelFindings.unmodelled("UITableViewFocusUpdateContext.nextFocusedIndexPath")
            return nil
        }
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:70).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:72).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:76).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:78).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:82).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:heightForHeaderInSection:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:heightForHeaderInSection:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:84).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:heightForFooterInSection:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:heightForFooterInSection:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:86).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)` and returns `0`.
    @available(iOS, introduced: 7.0)
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:88).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)` and returns `0`.
    @available(iOS, introduced: 7.0)
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:90).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)` and returns `0`.
    @available(iOS, introduced: 7.0)
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:92).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:viewForHeaderInSection:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:viewForHeaderInSection:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:94).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:viewForFooterInSection:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:viewForFooterInSection:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:96).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:100).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didHighlightRowAt:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didHighlightRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:102).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didUnhighlightRowAt:)` and does nothing.
    @available(iOS, introduced: 6.0)
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didUnhighlightRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:106).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willDeselectRowAt:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willDeselectRowAt:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:112).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:editingStyleForRowAt:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        ModelFindings.unmodelledStop("UITableViewDelegate.tableView(_:editingStyleForRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:114).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)` and returns `nil`.
    @available(iOS, introduced: 3.0)
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:116).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:editActionsForRowAt:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:editActionsForRowAt:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:122).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:124).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willBeginEditingRowAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willBeginEditingRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:126).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didEndEditingRowAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didEndEditingRowAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:128).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        ModelFindings.unmodelledStop(
            "UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:130).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:indentationLevelForRowAt:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:indentationLevelForRowAt:)")
        return 0
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:132).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:shouldShowMenuForRowAt:)` and returns `false`.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:shouldShowMenuForRowAt:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:134).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:canPerformAction:forRowAt:withSender:)` and returns `false`.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:canPerformAction:forRowAt:withSender:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:136).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:performAction:forRowAt:withSender:)` and does nothing.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:performAction:forRowAt:withSender:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:138).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:canFocusRowAt:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:canFocusRowAt:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:140).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:shouldUpdateFocusIn:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:shouldUpdateFocusIn:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:142).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:144).
    /// Unmodelled: a call records `UITableViewDelegate.indexPathForPreferredFocusedView(in:)` and returns `nil`.
    @available(iOS, introduced: 9.0)
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        ModelFindings.unmodelled("UITableViewDelegate.indexPathForPreferredFocusedView(in:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:146).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:shouldSpringLoadRowAt:with:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:shouldSpringLoadRowAt:with:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:148).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)")
        return false
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:150).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:152).
    /// Unmodelled: a call records `UITableViewDelegate.tableViewDidEndMultipleSelectionInteraction(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        ModelFindings.unmodelled("UITableViewDelegate.tableViewDidEndMultipleSelectionInteraction(_:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:154).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:156).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:158).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:previewForDismissingContextMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:previewForDismissingContextMenuWithConfiguration:)")
        return nil
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:160).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willPerformPreviewActionForMenuWith:animator:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:162).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willDisplayContextMenu:animator:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willDisplayContextMenu:animator:)")
    }
}

extension UITableViewDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:164).
    /// Unmodelled: a call records `UITableViewDelegate.tableView(_:willEndContextMenuInteraction:animator:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled("UITableViewDelegate.tableView(_:willEndContextMenuInteraction:animator:)")
    }
}

extension UITableViewDataSource {
    /// UIKit: `optional func sectionIndexTitles(for tableView: UITableView) -> [String]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:304).
    /// Unmodelled: a call records `UITableViewDataSource.sectionIndexTitles(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        ModelFindings.unmodelled("UITableViewDataSource.sectionIndexTitles(for:)")
        return nil
    }
}

extension UITableViewDataSource {
    /// UIKit: `optional func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:306).
    /// Unmodelled: a call records `UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        ModelFindings.unmodelled("UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)")
        return 0
    }
}

/// UIKit: `protocol UITableViewDataSourcePrefetching : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:313).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// UIKit: `func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:314).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// UIKit: `optional func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:316).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// UIKit: `optional func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:316).
    /// Unmodelled: a call records `UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        ModelFindings.unmodelled("UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)")
    }
}

/// UIKit: `protocol UITableViewDragDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:319).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// UIKit: `func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:321).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]

    /// UIKit: `optional func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:322).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]

    /// UIKit: `optional func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:323).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?

    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:324).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)

    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:325).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)

    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:326).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:327).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession)
        -> Bool
}

extension UITableViewDragDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:322).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:itemsForAddingTo:at:point:)` and returns `[]`.
    @available(iOS, introduced: 11.0)
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:itemsForAddingTo:at:point:)")
        return []
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:323).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:dragPreviewParametersForRowAt:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:dragPreviewParametersForRowAt:)")
        return nil
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:324).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:dragSessionWillBegin:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:dragSessionWillBegin:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:325).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:dragSessionDidEnd:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:dragSessionDidEnd:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:326).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:dragSessionAllowsMoveOperation:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:dragSessionAllowsMoveOperation:)")
        return false
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:327).
    /// Unmodelled: a call records `UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession)
        -> Bool
    {
        ModelFindings.unmodelled("UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:)")
        return false
    }
}

/// UIKit: `protocol UITableViewDropDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:329).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// UIKit: `func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:331).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)

    /// UIKit: `optional func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:332).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool

    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:333).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)

    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:334).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal

    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:335).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)

    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:336).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)

    /// UIKit: `optional func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:337).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// UIKit: `optional func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:332).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:canHandle:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        ModelFindings.unmodelled("UITableViewDropDelegate.tableView(_:canHandle:)")
        return false
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:333).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:dropSessionDidEnter:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        ModelFindings.unmodelled("UITableViewDropDelegate.tableView(_:dropSessionDidEnter:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:334).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        ModelFindings.unmodelledStop(
            "UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:335).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:dropSessionDidExit:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        ModelFindings.unmodelled("UITableViewDropDelegate.tableView(_:dropSessionDidExit:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:336).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:dropSessionDidEnd:)` and does nothing.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        ModelFindings.unmodelled("UITableViewDropDelegate.tableView(_:dropSessionDidEnd:)")
    }
    /// UIKit: `optional func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:337).
    /// Unmodelled: a call records `UITableViewDropDelegate.tableView(_:dropPreviewParametersForRowAt:)` and returns `nil`.
    @available(iOS, introduced: 11.0)
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        ModelFindings.unmodelled("UITableViewDropDelegate.tableView(_:dropPreviewParametersForRowAt:)")
        return nil
    }
}

extension UITableViewDropProposal {
    /// UIKit: `enum Intent : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:340).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum Intent: Int {
        /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:344).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case unspecified
        /// UIKit: `case insertAtDestinationIndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:345).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case insertAtDestinationIndexPath
        /// UIKit: `case insertIntoDestinationIndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:346).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case insertIntoDestinationIndexPath
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:347).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case automatic
    }
}

/// UIKit: `class UITableViewDropProposal : UIDropProposal` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:350).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UITableViewDropProposal: UIDropProposal {
    /// UIKit: `init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:352).
    /// Unmodelled: a call records `UITableViewDropProposal.init(operation:intent:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        self.init()
        ModelFindings.unmodelled("UITableViewDropProposal.init(operation:intent:)")
    }
    /// UIKit: `var intent: UITableViewDropProposal.Intent { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:353).
    /// Unmodelled: reading records `UITableViewDropProposal.intent` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open var intent: UITableViewDropProposal.Intent {
        get {
            ModelFindings.unmodelledStop("UITableViewDropProposal.intent")
        }
    }
}

/// UIKit: `protocol UITableViewDropCoordinator : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:355).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// UIKit: `var items: [UITableViewDropItem] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:357).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var items: [UITableViewDropItem] { get }

    /// UIKit: `var destinationIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:358).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var destinationIndexPath: IndexPath? { get }

    /// UIKit: `var proposal: UITableViewDropProposal { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:359).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var proposal: UITableViewDropProposal { get }

    /// UIKit: `var session: UIDropSession { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:360).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var session: UIDropSession { get }

    /// UIKit: `func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:361).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext

    /// UIKit: `func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:362).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating

    /// UIKit: `func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:363).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating

    /// UIKit: `func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:364).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// UIKit: `class UITableViewPlaceholder : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:366).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UITableViewPlaceholder: NSObject {
    /// UIKit: `init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:368).
    /// Unmodelled: a call records `UITableViewPlaceholder.init(insertionIndexPath:reuseIdentifier:rowHeight:)` and makes the object with `init()`.
    @available(iOS, introduced: 11.0)
    public convenience init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.init()
        ModelFindings.unmodelled("UITableViewPlaceholder.init(insertionIndexPath:reuseIdentifier:rowHeight:)")
    }
    /// Storage of `cellUpdateHandler`, generated.
    private var modelStoredCellUpdateHandler: Optional<((UITableViewCell) -> Void)?> = nil
    /// UIKit: `var cellUpdateHandler: ((UITableViewCell) -> Void)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:369).
    /// Stored: keeps what is set; a read before any set records `UITableViewPlaceholder.cellUpdateHandler` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var cellUpdateHandler: ((UITableViewCell) -> Void)? {
        get {
            if let value = modelStoredCellUpdateHandler { return value }
            ModelFindings.unmodelled("UITableViewPlaceholder.cellUpdateHandler")
            return nil
        }
        set {
            modelStoredCellUpdateHandler = newValue
        }
    }
}

/// UIKit: `class UITableViewDropPlaceholder : UITableViewPlaceholder` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:371).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// Storage of `previewParametersProvider`, generated.
    private var modelStoredPreviewParametersProvider: Optional<((UITableViewCell) -> UIDragPreviewParameters?)?> = nil
    /// UIKit: `var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:373).
    /// Stored: keeps what is set; a read before any set records `UITableViewDropPlaceholder.previewParametersProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)? {
        get {
            if let value = modelStoredPreviewParametersProvider { return value }
            ModelFindings.unmodelled("UITableViewDropPlaceholder.previewParametersProvider")
            return nil
        }
        set {
            modelStoredPreviewParametersProvider = newValue
        }
    }
}

/// UIKit: `protocol UITableViewDropItem : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:375).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UITableViewDropItem: NSObjectProtocol {
    /// UIKit: `var dragItem: UIDragItem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:377).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var dragItem: UIDragItem { get }

    /// UIKit: `var sourceIndexPath: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:378).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var sourceIndexPath: IndexPath? { get }

    /// UIKit: `var previewSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:379).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var previewSize: CGSize { get }
}

/// UIKit: `protocol UITableViewDropPlaceholderContext : UIDragAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:381).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// UIKit: `var dragItem: UIDragItem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:383).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var dragItem: UIDragItem { get }

    /// UIKit: `func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:384).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// UIKit: `func deletePlaceholder() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableView.swift:385).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func deletePlaceholder() -> Bool
}
