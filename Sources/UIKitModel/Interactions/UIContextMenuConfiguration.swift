import Foundation

/// What a context menu shows: an optional preview and the menu's actions (iOS 13).
///
/// Apple: UIContextMenuConfiguration — `init(identifier:previewProvider:actionProvider:)`,
/// `identifier` (a unique one when nil is given), `previewProvider`, `actionProvider` (gets the
/// system's suggested actions, returns the menu; nil: no menu), `preferredMenuElementOrder`
/// (iOS 16). The model shows the menu when told (``UICollectionView/modelShowContextMenu(forItemsAt:point:)``).
@MainActor
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
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
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
}

/// Apple: UITargetedPreview — the view a context menu or drag lifts, with its parameters.
@MainActor
open class UITargetedPreview: NSObject {
    /// Apple: view.
    public let view: UIView
    /// Apple: parameters.
    public let parameters: UIPreviewParameters

    /// Apple: init(view:) — the view must be in a window (the model does not check).
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// Apple: init(view:parameters:).
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

/// Apple: UIPreviewParameters — `backgroundColor`, `visiblePath`. Stored state.
@MainActor
open class UIPreviewParameters: NSObject {
    /// Apple: backgroundColor.
    open var backgroundColor: UIColor!
    /// Apple: visiblePath.
    open var visiblePath: UIBezierPath?

    public override init() { super.init() }
}

/// Apple: UIContextMenuInteraction — the interaction that shows a context menu for a view, asking
/// its delegate for the configuration.
@MainActor
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
}

/// Apple: UIContextMenuInteractionDelegate — `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
