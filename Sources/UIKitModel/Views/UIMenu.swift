import Foundation

/// An element of a menu: an action or a submenu. Apple: UIMenuElement — `title`, `image`;
/// `UIMenuElement.State` (off, on, mixed).
@MainActor
open class UIMenuElement: NSObject {
    /// Apple: UIMenuElement.State.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// Apple: UIMenuElement.title.
    public let title: String
    /// Apple: UIMenuElement.image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu item that runs a handler. Apple: UIAction — `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
/// (the model takes title, image, state and handler), `state`, `title`.
@MainActor
open class UIAction: UIMenuElement {
    /// Apple: UIActionHandler.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// Apple: UIAction.state.
    open var state: UIMenuElement.State
    let handler: Handler

    /// Apple: UIAction.init(title:image:…:state:handler:).
    public init(title: String = "", image: UIImage? = nil, state: UIMenuElement.State = .off, handler: @escaping Handler) {
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu: a title and children. Apple: UIMenu — `init(title:image:identifier:options:children:)`
/// (the model takes title, image, options and children), `children`, `options`,
/// `Options.singleSelection` (iOS 15: "the menu's children … maintain a single selected
/// element"), `selectedElements` (iOS 17).
@MainActor
open class UIMenu: UIMenuElement {
    /// Apple: UIMenu.Options.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Apple: UIMenu.children.
    public let children: [UIMenuElement]
    /// Apple: UIMenu.options.
    public let options: Options

    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }

    /// Apple: UIMenu.selectedElements (iOS 17) — the children whose state is on.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// Model extension, not UIKit API: the user chooses the action with this title, as a tap in
    /// the presented menu would — a single-selection menu turns it on and the others off, then
    /// the action's handler runs. Returns false if no such action exists.
    @discardableResult
    public func modelChoose(_ title: String) -> Bool {
        guard let action = children.compactMap({ $0 as? UIAction }).first(where: { $0.title == title }) else { return false }
        if options.contains(.singleSelection) {
            for case let other as UIAction in children { other.state = other === action ? .on : .off }
        }
        action.handler(action)
        return true
    }
}
