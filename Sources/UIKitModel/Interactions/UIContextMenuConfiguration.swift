import Foundation

/// What a context menu shows: an optional preview and the menu's actions (iOS 13).
///
/// Apple: UIContextMenuConfiguration — `init(identifier:previewProvider:actionProvider:)`,
/// `identifier` (a unique one when nil is given), `previewProvider`, `actionProvider` (gets the
/// system's suggested actions, returns the menu; nil: no menu), `preferredMenuElementOrder`
/// (iOS 16). The model shows the menu when told (``UICollectionView/modelShowContextMenu(forItemsAt:point:)``).
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// Apple: UIContextMenuActionProvider.
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    /// Apple: UIContextMenuContentPreviewProvider.
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    /// Apple: UIContextMenuConfiguration.ElementOrder (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority, fixed
    }

    /// Apple: identifier.
    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?
    /// Apple: preferredMenuElementOrder (iOS 16). Stored state.
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// Apple: init(identifier:previewProvider:actionProvider:).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// Model extension, not UIKit API: the menu the configuration shows, from its action provider
    /// with no suggested actions.
    public func modelMenu() -> UIMenu? { actionProvider?([]) }

    /// Model extension, not UIKit API: the custom preview controller, if any.
    public func modelPreview() -> UIViewController? { previewProvider?() }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `badgeCount`, generated.
    private var modelStoredBadgeCount: Optional<Int> = nil
    /// UIKit: `var badgeCount: Int { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontextmenuconfiguration-badgecount.md:16).
    /// Stored: keeps what is set; a read before any set records `UIContextMenuConfiguration.badgeCount` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var badgeCount: Int {
        get {
            if let value = modelStoredBadgeCount { return value }
            ModelAvailability.require("UIContextMenuConfiguration.badgeCount", introduced: 16)
            ModelFindings.unmodelled("UIContextMenuConfiguration.badgeCount")
            return 0
        }
        set {
            modelStoredBadgeCount = newValue
        }
    }
    // cellspec:generated:end
}
