import Foundation

/// An element of a menu: an action or a submenu. Apple: UIMenuElement — `title`, `image`;
/// `UIMenuElement.State` (off, on, mixed).
@MainActor @preconcurrency
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

/// A menu item that runs a handler. Apple: UIAction —
/// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, `state`,
/// `title`, `identifier`, `attributes`, `sender` (iOS 14: "the object that triggered the
/// action", set while the handler runs when a control sends it — Apple: UIAction.sender).
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// Apple: UIActionHandler.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// Apple: UIAction.Identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Apple: UIMenuElement.Attributes.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Apple: UIAction.state.
    open var state: UIMenuElement.State
    /// Apple: UIAction.identifier — a unique one is made when none is given.
    public let identifier: Identifier
    /// Apple: UIAction.discoverabilityTitle. Stored state.
    open var discoverabilityTitle: String?
    /// Apple: UIAction.attributes. Stored state (a `.disabled` action is not chosen by
    /// ``UIMenu/modelChoose(_:)``).
    open var attributes: Attributes
    /// Apple: UIAction.sender — the control or bar button item that sent the action, while its
    /// handler runs; nil for an action chosen from a menu.
    public private(set) var sender: Any?
    let handler: Handler

    /// Apple: UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        self.state = state
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration (model internals).
    func modelPerform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

/// A menu: a title and children. Apple: UIMenu —
/// `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`, `children`, `options`,
/// `Options.singleSelection` (iOS 15: "the menu's children … maintain a single selected
/// element"), `selectedElements` (iOS 17).
@MainActor @preconcurrency
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

    /// Apple: UIMenu.Identifier. Stored state.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Apple: UIMenu.ElementSize (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0, medium, large
        /// Apple: UIMenu.ElementSize.automatic (iOS 17).
        case automatic = -1
    }

    /// Apple: UIMenu.identifier — a unique one is made when none is given. Stored state.
    public let identifier: Identifier
    /// Apple: UIMenu.subtitle (iOS 15). Stored state.
    open var subtitle: String?
    /// Apple: UIMenu.preferredElementSize (iOS 16; `.large`). Stored state.
    open var preferredElementSize: ElementSize

    /// Apple: UIMenu.init(title:subtitle:image:identifier:options:preferredElementSize:children:).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
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
        guard let action = children.compactMap({ $0 as? UIAction }).first(where: { $0.title == title }) else {
            return false
        }
        if options.contains(.singleSelection) {
            for case let other as UIAction in children { other.state = other === action ? .on : .off }
        }
        action.modelPerform(sender: nil)
        return true
    }
}
