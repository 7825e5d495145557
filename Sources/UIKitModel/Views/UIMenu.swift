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
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static let paste: UIAction.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaction-uiaction.identifier-paste.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let paste: UIAction.Identifier = UIAction.Identifier(rawValue: "UIAction.Identifier.paste")

        /// UIKit: `static let pasteAndGo: UIAction.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaction-uiaction.identifier-pasteandgo.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let pasteAndGo: UIAction.Identifier = UIAction.Identifier(
            rawValue: "UIAction.Identifier.pasteAndGo")

        /// UIKit: `static let pasteAndMatchStyle: UIAction.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaction-uiaction.identifier-pasteandmatchstyle.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let pasteAndMatchStyle: UIAction.Identifier = UIAction.Identifier(
            rawValue: "UIAction.Identifier.pasteAndMatchStyle")

        /// UIKit: `static let pasteAndSearch: UIAction.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaction-uiaction.identifier-pasteandsearch.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let pasteAndSearch: UIAction.Identifier = UIAction.Identifier(
            rawValue: "UIAction.Identifier.pasteAndSearch")
        // cellspec:generated:end
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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `class func captureTextFromCamera( responder: any UIResponder & UIKeyInput, identifier: UIAction.Identifier? ) -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaction-capturetextfromcamera(responder:identifier:).md:16).
    /// Unmodelled: a call records `UIAction.captureTextFromCamera(responder:identifier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open class func captureTextFromCamera(responder: any UIResponder & UIKeyInput, identifier: UIAction.Identifier?)
        -> Self
    {
        ModelAvailability.require("UIAction.captureTextFromCamera(responder:identifier:)", introduced: 15)
        ModelFindings.unmodelledStop("UIAction.captureTextFromCamera(responder:identifier:)")
    }
    // cellspec:generated:end
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
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var displayAsPalette: UIMenu.Options { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-uimenu.options-displayaspalette.md:17).
        /// Unmodelled: reading records `UIMenu.Options.displayAsPalette` and returns `[]`.
        @available(iOS, introduced: 17.0)
        public static var displayAsPalette: UIMenu.Options {
            get {
                ModelAvailability.require("UIMenu.Options.displayAsPalette", introduced: 17)
                ModelFindings.unmodelled("UIMenu.Options.displayAsPalette")
                return []
            }
        }
        // cellspec:generated:end
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
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let about: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.about")

        /// UIKit: `static let alignment: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:107).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let alignment: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.alignment")

        /// UIKit: `static let application: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:31).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let application: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.application")

        /// UIKit: `static let autoFill: UIMenu.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-uimenu.identifier-autofill.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 17.0)
        public static let autoFill: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.autoFill")

        /// UIKit: `static let bringAllToFront: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:115).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let bringAllToFront: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.bringAllToFront")

        /// UIKit: `static let close: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:57).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let close: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.close")

        /// UIKit: `static let document: UIMenu.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-uimenu.identifier-document.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.0)
        public static let document: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.document")

        /// UIKit: `static let edit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:35).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let edit: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.edit")

        /// UIKit: `static let file: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:33).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let file: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.file")

        /// UIKit: `static let find: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:65).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let find: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.find")

        /// UIKit: `static let font: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:95).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let font: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.font")

        /// UIKit: `static let format: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:93).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let format: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.format")

        /// UIKit: `static let fullscreen: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:111).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let fullscreen: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.fullscreen")

        /// UIKit: `static let help: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:41).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let help: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.help")

        /// UIKit: `static let hide: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:49).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let hide: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.hide")

        /// UIKit: `static let learn: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:91).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let learn: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.learn")

        /// UIKit: `static let lookup: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:89).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let lookup: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.lookup")

        /// UIKit: `static let minimizeAndZoom: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:113).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let minimizeAndZoom: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.minimizeAndZoom")

        /// UIKit: `static let newScene: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:53).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let newScene: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.newScene")

        /// UIKit: `static let open: UIMenu.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-uimenu.identifier-open.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let open: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.open")

        /// UIKit: `static let openRecent: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:55).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let openRecent: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.openRecent")

        /// UIKit: `static let preferences: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:45).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let preferences: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.preferences")

        /// UIKit: `static let print: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:59).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let print: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.print")

        /// UIKit: `static let quit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:51).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let quit: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.quit")

        /// UIKit: `static let replace: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:67).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let replace: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.replace")

        /// UIKit: `static let root: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:117).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let root: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.root")

        /// UIKit: `static let services: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:47).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let services: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.services")

        /// UIKit: `static let share: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:69).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let share: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.share")

        /// UIKit: `static let sidebar: UIMenu.Identifier` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-uimenu.identifier-sidebar.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.0)
        public static let sidebar: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.sidebar")

        /// UIKit: `static let speech: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:87).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let speech: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.speech")

        /// UIKit: `static let spelling: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:73).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let spelling: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.spelling")

        /// UIKit: `static let spellingOptions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:77).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let spellingOptions: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.spellingOptions")

        /// UIKit: `static let spellingPanel: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:75).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let spellingPanel: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.spellingPanel")

        /// UIKit: `static let standardEdit: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:63).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let standardEdit: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.standardEdit")

        /// UIKit: `static let substitutionOptions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:83).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let substitutionOptions: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.substitutionOptions")

        /// UIKit: `static let substitutions: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:79).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let substitutions: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.substitutions")

        /// UIKit: `static let substitutionsPanel: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:81).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let substitutionsPanel: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.substitutionsPanel")

        /// UIKit: `static let text: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:103).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let text: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.text")

        /// UIKit: `static let textColor: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:99).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let textColor: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.textColor")

        /// UIKit: `static let textSize: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:97).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let textSize: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.textSize")

        /// UIKit: `static let textStyle: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:71).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let textStyle: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.textStyle")

        /// UIKit: `static let textStylePasteboard: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:101).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let textStylePasteboard: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.textStylePasteboard")

        /// UIKit: `static let toolbar: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:109).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let toolbar: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.toolbar")

        /// UIKit: `static let transformations: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:85).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let transformations: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.transformations")

        /// UIKit: `static let undoRedo: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:61).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let undoRedo: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.undoRedo")

        /// UIKit: `static let view: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:37).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let view: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.view")

        /// UIKit: `static let window: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:39).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let window: UIMenu.Identifier = UIMenu.Identifier(rawValue: "UIMenu.Identifier.window")

        /// UIKit: `static let writingDirection: UIMenu.Identifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:105).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let writingDirection: UIMenu.Identifier = UIMenu.Identifier(
            rawValue: "UIMenu.Identifier.writingDirection")
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
    /// Storage of `displayPreferences`, generated.
    private var modelStoredDisplayPreferences: Optional<UIMenuDisplayPreferences?> = nil
    /// UIKit: `var displayPreferences: UIMenuDisplayPreferences? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenu-displaypreferences.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenu.displayPreferences` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.4)
    open var displayPreferences: UIMenuDisplayPreferences? {
        get {
            if let value = modelStoredDisplayPreferences { return value }
            ModelAvailability.require("UIMenu.displayPreferences", introduced: 17)
            ModelFindings.unmodelled("UIMenu.displayPreferences")
            return nil
        }
        set {
            modelStoredDisplayPreferences = newValue
        }
    }

    /// UIKit: `func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenu.swift:23).
    /// Unmodelled: a call records `UIMenu.replacingChildren(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        ModelFindings.unmodelledStop("UIMenu.replacingChildren(_:)")
    }
    // cellspec:generated:end
}
