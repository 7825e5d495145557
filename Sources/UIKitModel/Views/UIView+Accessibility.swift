import Foundation

/// Apple: UIAccessibilityTraits — what an accessibility element is and how it behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `nonisolated static let allowsDirectInteraction: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-allowsdirectinteraction.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.allowsDirectInteraction` and returns `[]`.
    @available(iOS, introduced: 5.0)
    public static var allowsDirectInteraction: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.allowsDirectInteraction")
            return []
        }
    }

    /// UIKit: `nonisolated static let causesPageTurn: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-causespageturn.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.causesPageTurn` and returns `[]`.
    @available(iOS, introduced: 5.0)
    public static var causesPageTurn: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.causesPageTurn")
            return []
        }
    }

    /// UIKit: `nonisolated static let keyboardKey: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-keyboardkey.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.keyboardKey` and returns `[]`.
    public static var keyboardKey: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.keyboardKey")
            return []
        }
    }

    /// UIKit: `nonisolated static let playsSound: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-playssound.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.playsSound` and returns `[]`.
    public static var playsSound: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.playsSound")
            return []
        }
    }

    /// UIKit: `nonisolated static let searchField: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-searchfield.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.searchField` and returns `[]`.
    public static var searchField: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.searchField")
            return []
        }
    }

    /// UIKit: `nonisolated static let startsMediaSession: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-startsmediasession.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.startsMediaSession` and returns `[]`.
    @available(iOS, introduced: 4.0)
    public static var startsMediaSession: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.startsMediaSession")
            return []
        }
    }

    /// UIKit: `nonisolated static let summaryElement: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-summaryelement.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.summaryElement` and returns `[]`.
    public static var summaryElement: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.summaryElement")
            return []
        }
    }

    /// UIKit: `nonisolated static let supportsZoom: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-supportszoom.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.supportsZoom` and returns `[]`.
    @available(iOS, introduced: 17.0)
    public static var supportsZoom: UIAccessibilityTraits {
        get {
            ModelAvailability.require("UIAccessibilityTraits.supportsZoom", introduced: 17)
            ModelFindings.unmodelled("UIAccessibilityTraits.supportsZoom")
            return []
        }
    }

    /// UIKit: `nonisolated static let tabBar: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-tabbar.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.tabBar` and returns `[]`.
    @available(iOS, introduced: 10.0)
    public static var tabBar: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.tabBar")
            return []
        }
    }

    /// UIKit: `nonisolated static let toggleButton: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-togglebutton.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.toggleButton` and returns `[]`.
    @available(iOS, introduced: 17.0)
    public static var toggleButton: UIAccessibilityTraits {
        get {
            ModelAvailability.require("UIAccessibilityTraits.toggleButton", introduced: 17)
            ModelFindings.unmodelled("UIAccessibilityTraits.toggleButton")
            return []
        }
    }

    /// UIKit: `nonisolated static let updatesFrequently: UIAccessibilityTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitytraits-updatesfrequently.md:16).
    /// Unmodelled: reading records `UIAccessibilityTraits.updatesFrequently` and returns `[]`.
    public static var updatesFrequently: UIAccessibilityTraits {
        get {
            ModelFindings.unmodelled("UIAccessibilityTraits.updatesFrequently")
            return []
        }
    }
    // cellspec:generated:end
}

/// A custom action offered to assistive technologies (the VoiceOver rotor's Actions).
///
/// Apple: UIAccessibilityCustomAction — `init(name:actionHandler:)` (iOS 13), `name`,
/// `actionHandler`, which returns whether the action succeeded.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
    /// Apple: UIAccessibilityCustomAction.name.
    open var name: String
    /// Apple: UIAccessibilityCustomAction.image (iOS 14). Stored state.
    open var image: UIImage?
    /// Apple: UIAccessibilityCustomAction.actionHandler.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Apple: UIAccessibilityCustomAction.init(name:actionHandler:).
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Apple: UIAccessibilityCustomAction.init(name:image:actionHandler:).
    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Model extension, not UIKit API: the user chooses the action (VoiceOver's rotor). Returns
    /// the handler's result, false without a handler.
    @discardableResult
    public func modelPerform() -> Bool { actionHandler?(self) ?? false }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `typealias Handler = (UIAccessibilityCustomAction) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-uiaccessibilitycustomaction.handler.md:16).
    /// Declared from the inventory.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// Storage of `attributedName`, generated.
    private var modelStoredAttributedName: Optional<NSAttributedString> = nil
    /// UIKit: `var attributedName: NSAttributedString { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-attributedname.md:16).
    /// Stored: keeps what is set; a read before any set records `UIAccessibilityCustomAction.attributedName` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var attributedName: NSAttributedString {
        get {
            if let value = modelStoredAttributedName { return value }
            ModelFindings.unmodelledStop("UIAccessibilityCustomAction.attributedName")
        }
        set {
            modelStoredAttributedName = newValue
        }
    }

    /// Storage of `category`, generated.
    private var modelStoredCategory: Optional<String?> = nil
    /// UIKit: `var category: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-category.md:14).
    /// Stored: keeps what is set; a read before any set records `UIAccessibilityCustomAction.category` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var category: String? {
        get {
            if let value = modelStoredCategory { return value }
            ModelAvailability.require("UIAccessibilityCustomAction.category", introduced: 18)
            ModelFindings.unmodelled("UIAccessibilityCustomAction.category")
            return nil
        }
        set {
            modelStoredCategory = newValue
        }
    }

    /// Storage of `selector`, generated.
    private var modelStoredSelector: Optional<Selector> = nil
    /// UIKit: `var selector: Selector { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-selector.md:16).
    /// Stored: keeps what is set; a read before any set records `UIAccessibilityCustomAction.selector` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var selector: Selector {
        get {
            if let value = modelStoredSelector { return value }
            ModelFindings.unmodelledStop("UIAccessibilityCustomAction.selector")
        }
        set {
            modelStoredSelector = newValue
        }
    }

    /// UIKit: `nonisolated class let editCategory: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-editcategory.md:14).
    /// Unmodelled: reading records `UIAccessibilityCustomAction.editCategory` and returns `""`.
    @available(iOS, introduced: 18.0)
    open class var editCategory: String {
        get {
            ModelAvailability.require("UIAccessibilityCustomAction.editCategory", introduced: 18)
            ModelFindings.unmodelled("UIAccessibilityCustomAction.editCategory")
            return ""
        }
    }

    /// Storage of `target`, generated.
    private var modelStoredTarget: Optional<AnyObject?> = nil
    /// UIKit: `weak var target: AnyObject? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycustomaction-target.md:16).
    /// Stored: keeps what is set; a read before any set records `UIAccessibilityCustomAction.target` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var target: AnyObject? {
        get {
            if let value = modelStoredTarget { return value }
            ModelFindings.unmodelled("UIAccessibilityCustomAction.target")
            return nil
        }
        set {
            modelStoredTarget = newValue
        }
    }
    // cellspec:generated:end
}

extension UIView {
    /// Apple: UIAccessibility.isAccessibilityElement — "The default value … is false unless the
    /// receiver is a standard UIKit control" (UIKit controls, labels and image views with an image
    /// answer true). The model answers true for `UILabel`, `UIControl` subclasses and
    /// `UIImageView` unless set.
    public var isAccessibilityElement: Bool {
        get { modelExtras.isAccessibilityElement ?? (self is UILabel || self is UIControl) }
        set { modelExtras.isAccessibilityElement = newValue }
    }

    /// Apple: UIAccessibility.accessibilityHint. Stored state.
    public var accessibilityHint: String? {
        get { modelExtras.accessibilityHint }
        set { modelExtras.accessibilityHint = newValue }
    }

    /// Apple: UIAccessibility.accessibilityValue. Stored state.
    public var accessibilityValue: String? {
        get { modelExtras.accessibilityValue }
        set { modelExtras.accessibilityValue = newValue }
    }

    /// Apple: UIAccessibilityIdentification.accessibilityIdentifier. Stored state.
    public var accessibilityIdentifier: String? {
        get { modelExtras.accessibilityIdentifier }
        set { modelExtras.accessibilityIdentifier = newValue }
    }

    /// Apple: UIAccessibility.accessibilityTraits (`.none` by default). Stored state.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { modelExtras.accessibilityTraits }
        set { modelExtras.accessibilityTraits = newValue }
    }

    /// Apple: UIAccessibility.accessibilityCustomActions (nil by default). Stored state; the model
    /// runs an action with ``UIAccessibilityCustomAction/modelPerform()``.
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { modelExtras.accessibilityCustomActions }
        set { modelExtras.accessibilityCustomActions = newValue }
    }

    /// Apple: UIAccessibility.accessibilityElementsHidden (false). Stored state.
    public var accessibilityElementsHidden: Bool {
        get { modelExtras.accessibilityElementsHidden }
        set { modelExtras.accessibilityElementsHidden = newValue }
    }
}
