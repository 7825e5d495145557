import Foundation

/// A swipe action of a list row.
///
/// Apple: UIContextualAction — `init(style:title:handler:)`, `style` (normal, destructive),
/// `title`, `image`, `backgroundColor`, `handler`, whose last argument is the completion the
/// handler must call ("call the completion handler to indicate whether you performed the action").
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// Apple: UIContextualAction.Style.
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }

    /// Apple: UIContextualAction.Handler.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// Apple: backgroundColor — nil: the style's color (red for destructive, gray for normal).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    public let handler: Handler
    private var storedBackgroundColor: UIColor?

    /// Apple: init(style:title:handler:).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Model extension, not UIKit API: performs the action as a tap on its button would, and
    /// returns what the handler passed to its completion (nil if it never called it).
    @discardableResult
    public func modelPerform(in sourceView: UIView = UIView(frame: .zero)) -> Bool? {
        var result: Bool?
        handler(self, sourceView) { result = $0 }
        return result
    }
}

/// The swipe actions of one edge of a row.
///
/// Apple: UISwipeActionsConfiguration — `init(actions:)`, `actions`,
/// `performsFirstActionWithFullSwipe` (true).
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    /// Apple: init(actions:).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
