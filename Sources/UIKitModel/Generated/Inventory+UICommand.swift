// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICommandAlternate : NSObject, NSCopying, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UICommandAlternate: NSObject {
    /// UIKit: `var title: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:15).
    /// Unmodelled: reading records `UICommandAlternate.title` and returns `""`.
    @available(iOS, introduced: 13.0)
    open var title: String {
        get {
            ModelFindings.unmodelled("UICommandAlternate.title")
            return ""
        }
    }
    /// UIKit: `var action: Selector { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:16).
    /// Unmodelled: reading records `UICommandAlternate.action` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var action: Selector {
        get {
            ModelFindings.unmodelledStop("UICommandAlternate.action")
        }
    }
    /// UIKit: `var modifierFlags: UIKeyModifierFlags { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:17).
    /// Unmodelled: reading records `UICommandAlternate.modifierFlags` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open var modifierFlags: UIKeyModifierFlags {
        get {
            ModelFindings.unmodelled("UICommandAlternate.modifierFlags")
            return []
        }
    }
    /// UIKit: `convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:18).
    /// Unmodelled: a call records `UICommandAlternate.init(title:action:modifierFlags:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.init()
        ModelFindings.unmodelled("UICommandAlternate.init(title:action:modifierFlags:)")
    }
}

/// UIKit: `class UICommand : UIMenuElement` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:20).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
    /// Storage of `discoverabilityTitle`, generated.
    private var modelStoredDiscoverabilityTitle: Optional<String?> = nil
    /// UIKit: `var discoverabilityTitle: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:22).
    /// Stored: keeps what is set; a read before any set records `UICommand.discoverabilityTitle` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var discoverabilityTitle: String? {
        get {
            if let value = modelStoredDiscoverabilityTitle { return value }
            ModelFindings.unmodelled("UICommand.discoverabilityTitle")
            return nil
        }
        set {
            modelStoredDiscoverabilityTitle = newValue
        }
    }
    /// UIKit: `var action: Selector { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:23).
    /// Unmodelled: reading records `UICommand.action` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var action: Selector {
        get {
            ModelFindings.unmodelledStop("UICommand.action")
        }
    }
    /// UIKit: `var propertyList: Any? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:24).
    /// Unmodelled: reading records `UICommand.propertyList` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var propertyList: Any? {
        get {
            ModelFindings.unmodelled("UICommand.propertyList")
            return nil
        }
    }
    /// Storage of `attributes`, generated.
    private var modelStoredAttributes: Optional<UIMenuElement.Attributes> = nil
    /// UIKit: `var attributes: UIMenuElement.Attributes` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:25).
    /// Stored: keeps what is set; a read before any set records `UICommand.attributes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var attributes: UIMenuElement.Attributes {
        get {
            if let value = modelStoredAttributes { return value }
            ModelFindings.unmodelled("UICommand.attributes")
            return []
        }
        set {
            modelStoredAttributes = newValue
        }
    }
    /// Storage of `state`, generated.
    private var modelStoredState: Optional<UIMenuElement.State> = nil
    /// UIKit: `var state: UIMenuElement.State` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:26).
    /// Stored: keeps what is set; a read before any set records `UICommand.state` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var state: UIMenuElement.State {
        get {
            if let value = modelStoredState { return value }
            ModelFindings.unmodelledStop("UICommand.state")
        }
        set {
            modelStoredState = newValue
        }
    }
    /// UIKit: `var alternates: [UICommandAlternate] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:27).
    /// Unmodelled: reading records `UICommand.alternates` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open var alternates: [UICommandAlternate] {
        get {
            ModelFindings.unmodelled("UICommand.alternates")
            return []
        }
    }
}

/// UIKit: `let UICommandTagShare: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UICommand.swift:34).
/// Unmodelled: reading records `UICommandTagShare` and returns `""`.
@available(iOS, introduced: 13.0)
public var UICommandTagShare: String {
    get {
        ModelFindings.unmodelled("UICommandTagShare")
        return ""
    }
}
