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
}

/// Apple: UIContextMenuInteractionDelegate — `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}
