// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIContextMenuInteractionCommitStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
public enum UIContextMenuInteractionCommitStyle: Int {
    /// UIKit: `case dismiss` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:6).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case dismiss
    /// UIKit: `case pop` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:7).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case pop
}

extension UIContextMenuInteraction {
    /// UIKit: `enum appearance : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:10).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    public enum appearance: Int {
        /// UIKit: `case unknown` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case unknown
        /// UIKit: `case rich` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case rich
        /// UIKit: `case compact` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case compact
    }
}

/// UIKit: `protocol UIContextMenuInteractionAnimating : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:30).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// UIKit: `var previewViewController: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:32).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var previewViewController: UIViewController? { get }

    /// UIKit: `func addAnimations(_ animations: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:33).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func addAnimations(_ animations: @escaping () -> Void)

    /// UIKit: `func addCompletion(_ completion: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:34).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit: `protocol UIContextMenuInteractionCommitAnimating : UIContextMenuInteractionAnimating` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:36).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// UIKit: `var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:38).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:43).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)")
        return nil
    }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:44).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)")
        return nil
    }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:45).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)")
    }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:46).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:willDisplayMenuFor:animator:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled(
            "UIContextMenuInteractionDelegate.contextMenuInteraction(_:willDisplayMenuFor:animator:)")
    }
}

extension UIContextMenuInteractionDelegate {
    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:47).
    /// Unmodelled: a call records `UIContextMenuInteractionDelegate.contextMenuInteraction(_:willEndFor:animator:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        ModelFindings.unmodelled("UIContextMenuInteractionDelegate.contextMenuInteraction(_:willEndFor:animator:)")
    }
}
