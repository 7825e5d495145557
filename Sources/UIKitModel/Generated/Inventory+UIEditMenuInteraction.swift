// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIEditMenuInteraction: NSObject, NSObjectProtocol, Sendable, UIInteraction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UIEditMenuInteraction: NSObject {
    /// UIKit: `weak var delegate: (any UIEditMenuInteractionDelegate)? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-delegate.md:16).
    /// Unmodelled: reading records `UIEditMenuInteraction.delegate` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var delegate: (any UIEditMenuInteractionDelegate)? {
        get {
            ModelAvailability.require("UIEditMenuInteraction.delegate", introduced: 16)
            ModelFindings.unmodelled("UIEditMenuInteraction.delegate")
            return nil
        }
    }
    /// UIKit: `func dismissMenu()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-dismissmenu().md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.dismissMenu()` and does nothing.
    @available(iOS, introduced: 16.0)
    open func dismissMenu() {
        ModelAvailability.require("UIEditMenuInteraction.dismissMenu()", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.dismissMenu()")
    }
    /// UIKit: `init(delegate: (any UIEditMenuInteractionDelegate)?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-init(delegate:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.init()
        ModelAvailability.require("UIEditMenuInteraction.init(delegate:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.init(delegate:)")
    }
    /// UIKit: `func location(in view: UIView?) -> CGPoint` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-location(in:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.location(in:)` and returns `.zero`.
    @available(iOS, introduced: 16.0)
    open func location(in view: UIView?) -> CGPoint {
        ModelAvailability.require("UIEditMenuInteraction.location(in:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.location(in:)")
        return .zero
    }
    /// UIKit: `func presentEditMenu(with configuration: UIEditMenuConfiguration)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-presenteditmenu(with:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.presentEditMenu(with:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        ModelAvailability.require("UIEditMenuInteraction.presentEditMenu(with:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.presentEditMenu(with:)")
    }
    /// UIKit: `func reloadVisibleMenu()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-reloadvisiblemenu().md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.reloadVisibleMenu()` and does nothing.
    @available(iOS, introduced: 16.0)
    open func reloadVisibleMenu() {
        ModelAvailability.require("UIEditMenuInteraction.reloadVisibleMenu()", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.reloadVisibleMenu()")
    }
    /// UIKit: `func updateVisibleMenuPosition(animated: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteraction-updatevisiblemenuposition(animated:).md:16).
    /// Unmodelled: a call records `UIEditMenuInteraction.updateVisibleMenuPosition(animated:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func updateVisibleMenuPosition(animated: Bool) {
        ModelAvailability.require("UIEditMenuInteraction.updateVisibleMenuPosition(animated:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuInteraction.updateVisibleMenuPosition(animated:)")
    }
}
