import Foundation

/// Apple: UIContextMenuInteraction — the interaction that shows a context menu for a view, asking
/// its delegate for the configuration.
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Apple: delegate.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// Apple: view.
    public private(set) weak var view: UIView?

    /// Apple: init(delegate:).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// Model extension, not UIKit API: the user long-presses the view at `location`; returns the
    /// configuration the delegate gives (nil: no menu).
    public func modelPresent(at location: CGPoint = .zero) -> UIContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func dismissMenu()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:28).
    /// Unmodelled: a call records `UIContextMenuInteraction.dismissMenu()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func dismissMenu() {
        ModelFindings.unmodelled("UIContextMenuInteraction.dismissMenu()")
    }

    /// UIKit: `func location(in view: UIView?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:25).
    /// Unmodelled: a call records `UIContextMenuInteraction.location(in:)` and returns `.zero`.
    @available(iOS, introduced: 13.0)
    open func location(in view: UIView?) -> CGPoint {
        ModelFindings.unmodelled("UIContextMenuInteraction.location(in:)")
        return .zero
    }

    /// UIKit: `var menuAppearance: UIContextMenuInteraction.appearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:22).
    /// Unmodelled: reading records `UIContextMenuInteraction.menuAppearance` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open var menuAppearance: UIContextMenuInteraction.appearance {
        get {
            ModelFindings.unmodelledStop("UIContextMenuInteraction.menuAppearance")
        }
    }

    /// UIKit: `func updateVisibleMenu(_ block: (UIMenu) -> UIMenu)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:26).
    /// Unmodelled: a call records `UIContextMenuInteraction.updateVisibleMenu(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        ModelFindings.unmodelled("UIContextMenuInteraction.updateVisibleMenu(_:)")
    }
    // cellspec:generated:end
}

/// Apple: UIContextMenuInteractionDelegate — `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func contextMenuInteraction( _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: any NSCopying ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontextmenuinteractiondelegate-contextmenuinteraction(_:configuration:dismissalpreviewforitemwithidentifier:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview?

    /// UIKit: `optional func contextMenuInteraction( _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: any NSCopying ) -> UITargetedPreview?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontextmenuinteractiondelegate-contextmenuinteraction(_:configuration:highlightpreviewforitemwithidentifier:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview?

    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:44).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:43).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:46).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:47).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)

    /// UIKit: `optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuInteraction.swift:45).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)
    // cellspec:generated:end
}
