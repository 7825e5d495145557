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
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static let about: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:43).
        /// Unmodelled: reading records `UIMenu.Identifier.about` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var about: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.about")
            }
        }

        /// UIKit: `static let alignment: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:107).
        /// Unmodelled: reading records `UIMenu.Identifier.alignment` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var alignment: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.alignment")
            }
        }

        /// UIKit: `static let application: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:31).
        /// Unmodelled: reading records `UIMenu.Identifier.application` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var application: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.application")
            }
        }

        /// UIKit: `static let bringAllToFront: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:115).
        /// Unmodelled: reading records `UIMenu.Identifier.bringAllToFront` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var bringAllToFront: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.bringAllToFront")
            }
        }

        /// UIKit: `static let close: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:57).
        /// Unmodelled: reading records `UIMenu.Identifier.close` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var close: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.close")
            }
        }

        /// UIKit: `static let edit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:35).
        /// Unmodelled: reading records `UIMenu.Identifier.edit` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var edit: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.edit")
            }
        }

        /// UIKit: `static let file: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:33).
        /// Unmodelled: reading records `UIMenu.Identifier.file` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var file: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.file")
            }
        }

        /// UIKit: `static let find: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:65).
        /// Unmodelled: reading records `UIMenu.Identifier.find` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var find: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.find")
            }
        }

        /// UIKit: `static let font: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:95).
        /// Unmodelled: reading records `UIMenu.Identifier.font` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var font: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.font")
            }
        }

        /// UIKit: `static let format: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:93).
        /// Unmodelled: reading records `UIMenu.Identifier.format` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var format: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.format")
            }
        }

        /// UIKit: `static let fullscreen: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:111).
        /// Unmodelled: reading records `UIMenu.Identifier.fullscreen` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var fullscreen: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.fullscreen")
            }
        }

        /// UIKit: `static let help: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:41).
        /// Unmodelled: reading records `UIMenu.Identifier.help` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var help: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.help")
            }
        }

        /// UIKit: `static let hide: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:49).
        /// Unmodelled: reading records `UIMenu.Identifier.hide` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var hide: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.hide")
            }
        }

        /// UIKit: `static let learn: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:91).
        /// Unmodelled: reading records `UIMenu.Identifier.learn` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var learn: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.learn")
            }
        }

        /// UIKit: `static let lookup: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:89).
        /// Unmodelled: reading records `UIMenu.Identifier.lookup` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var lookup: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.lookup")
            }
        }

        /// UIKit: `static let minimizeAndZoom: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:113).
        /// Unmodelled: reading records `UIMenu.Identifier.minimizeAndZoom` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var minimizeAndZoom: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.minimizeAndZoom")
            }
        }

        /// UIKit: `static let newScene: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:53).
        /// Unmodelled: reading records `UIMenu.Identifier.newScene` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var newScene: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.newScene")
            }
        }

        /// UIKit: `static let openRecent: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:55).
        /// Unmodelled: reading records `UIMenu.Identifier.openRecent` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 14.0)
        public static var openRecent: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.openRecent")
            }
        }

        /// UIKit: `static let preferences: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:45).
        /// Unmodelled: reading records `UIMenu.Identifier.preferences` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var preferences: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.preferences")
            }
        }

        /// UIKit: `static let print: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:59).
        /// Unmodelled: reading records `UIMenu.Identifier.print` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var print: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.print")
            }
        }

        /// UIKit: `static let quit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:51).
        /// Unmodelled: reading records `UIMenu.Identifier.quit` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var quit: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.quit")
            }
        }

        /// UIKit: `static let replace: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:67).
        /// Unmodelled: reading records `UIMenu.Identifier.replace` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var replace: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.replace")
            }
        }

        /// UIKit: `static let root: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:117).
        /// Unmodelled: reading records `UIMenu.Identifier.root` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var root: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.root")
            }
        }

        /// UIKit: `static let services: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:47).
        /// Unmodelled: reading records `UIMenu.Identifier.services` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var services: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.services")
            }
        }

        /// UIKit: `static let share: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:69).
        /// Unmodelled: reading records `UIMenu.Identifier.share` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var share: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.share")
            }
        }

        /// UIKit: `static let speech: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:87).
        /// Unmodelled: reading records `UIMenu.Identifier.speech` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var speech: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.speech")
            }
        }

        /// UIKit: `static let spelling: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:73).
        /// Unmodelled: reading records `UIMenu.Identifier.spelling` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var spelling: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.spelling")
            }
        }

        /// UIKit: `static let spellingOptions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:77).
        /// Unmodelled: reading records `UIMenu.Identifier.spellingOptions` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var spellingOptions: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.spellingOptions")
            }
        }

        /// UIKit: `static let spellingPanel: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:75).
        /// Unmodelled: reading records `UIMenu.Identifier.spellingPanel` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var spellingPanel: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.spellingPanel")
            }
        }

        /// UIKit: `static let standardEdit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:63).
        /// Unmodelled: reading records `UIMenu.Identifier.standardEdit` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var standardEdit: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.standardEdit")
            }
        }

        /// UIKit: `static let substitutionOptions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:83).
        /// Unmodelled: reading records `UIMenu.Identifier.substitutionOptions` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var substitutionOptions: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.substitutionOptions")
            }
        }

        /// UIKit: `static let substitutions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:79).
        /// Unmodelled: reading records `UIMenu.Identifier.substitutions` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var substitutions: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.substitutions")
            }
        }

        /// UIKit: `static let substitutionsPanel: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:81).
        /// Unmodelled: reading records `UIMenu.Identifier.substitutionsPanel` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var substitutionsPanel: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.substitutionsPanel")
            }
        }

        /// UIKit: `static let text: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:103).
        /// Unmodelled: reading records `UIMenu.Identifier.text` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var text: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.text")
            }
        }

        /// UIKit: `static let textColor: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:99).
        /// Unmodelled: reading records `UIMenu.Identifier.textColor` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var textColor: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.textColor")
            }
        }

        /// UIKit: `static let textSize: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:97).
        /// Unmodelled: reading records `UIMenu.Identifier.textSize` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var textSize: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.textSize")
            }
        }

        /// UIKit: `static let textStyle: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:71).
        /// Unmodelled: reading records `UIMenu.Identifier.textStyle` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var textStyle: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.textStyle")
            }
        }

        /// UIKit: `static let textStylePasteboard: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:101).
        /// Unmodelled: reading records `UIMenu.Identifier.textStylePasteboard` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var textStylePasteboard: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.textStylePasteboard")
            }
        }

        /// UIKit: `static let toolbar: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:109).
        /// Unmodelled: reading records `UIMenu.Identifier.toolbar` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var toolbar: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.toolbar")
            }
        }

        /// UIKit: `static let transformations: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:85).
        /// Unmodelled: reading records `UIMenu.Identifier.transformations` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var transformations: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.transformations")
            }
        }

        /// UIKit: `static let undoRedo: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:61).
        /// Unmodelled: reading records `UIMenu.Identifier.undoRedo` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var undoRedo: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.undoRedo")
            }
        }

        /// UIKit: `static let view: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:37).
        /// Unmodelled: reading records `UIMenu.Identifier.view` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var view: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.view")
            }
        }

        /// UIKit: `static let window: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:39).
        /// Unmodelled: reading records `UIMenu.Identifier.window` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var window: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.window")
            }
        }

        /// UIKit: `static let writingDirection: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:105).
        /// Unmodelled: reading records `UIMenu.Identifier.writingDirection` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public static var writingDirection: UIMenu.Identifier {
            get {
                ModelFindings.unmodelledStop("UIMenu.Identifier.writingDirection")
            }
        }
        // cellspec:generated:end
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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:831).
    /// Unmodelled: a call records `UIMenu.init(title:image:identifier:options:children:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init()
        ModelFindings.unmodelled("UIMenu.init(title:image:identifier:options:children:)")
    }

    /// UIKit: `func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:23).
    /// Unmodelled: a call records `UIMenu.replacingChildren(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        ModelFindings.unmodelledStop("UIMenu.replacingChildren(_:)")
    }
    // cellspec:generated:end
}
