// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITabSidebarItem {
    /// UIKit: `enum Content` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-uitabsidebaritem.content.md:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    public enum Content {
        /// UIKit: `case action(UIAction)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-uitabsidebaritem.content-uitabsidebaritem.content.action(_:).md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case action(UIAction)
        /// UIKit: `case tab(UITab)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-uitabsidebaritem.content-uitabsidebaritem.content.tab(_:).md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tab(UITab)
    }
}

extension UITabSidebarItem {
    /// UIKit: `class Request: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-uitabsidebaritem.request.md:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class Request: NSObject {
        /// UIKit: `var content: UITabSidebarItem.Content { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-uitabsidebaritem.request-content.md:15).
        /// Unmodelled: reading records `UITabSidebarItem.Request.content` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        open var content: UITabSidebarItem.Content {
            get {
                ModelAvailability.require("UITabSidebarItem.Request.content", introduced: 18)
                ModelFindings.unmodelledStop("UITabSidebarItem.Request.content")
            }
        }
    }
}

/// UIKit: `class UITabSidebarItem: NSObject, NSCopying, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
@MainActor @preconcurrency
open class UITabSidebarItem: NSObject {
    /// Storage of `accessories`, generated.
    private var modelStoredAccessories: Optional<[UICellAccessory]> = nil
    /// UIKit: `var accessories: [UICellAccessory] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-accessories-2peu2.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabSidebarItem.accessories` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var accessories: [UICellAccessory] {
        get {
            if let value = modelStoredAccessories { return value }
            ModelAvailability.require("UITabSidebarItem.accessories", introduced: 18)
            ModelFindings.unmodelled("UITabSidebarItem.accessories")
            return []
        }
        set {
            modelStoredAccessories = newValue
        }
    }
    /// Storage of `backgroundConfiguration`, generated.
    private var modelStoredBackgroundConfiguration: Optional<UIBackgroundConfiguration> = nil
    /// UIKit: `var backgroundConfiguration: UIBackgroundConfiguration { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-backgroundconfiguration-10tw8.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabSidebarItem.backgroundConfiguration` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var backgroundConfiguration: UIBackgroundConfiguration {
        get {
            if let value = modelStoredBackgroundConfiguration { return value }
            ModelAvailability.require("UITabSidebarItem.backgroundConfiguration", introduced: 18)
            ModelFindings.unmodelledStop("UITabSidebarItem.backgroundConfiguration")
        }
        set {
            modelStoredBackgroundConfiguration = newValue
        }
    }
    /// UIKit: `var configurationState: UICellConfigurationState { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-configurationstate-1knk1.md:14).
    /// Unmodelled: reading records `UITabSidebarItem.configurationState` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open var configurationState: UICellConfigurationState {
        get {
            ModelAvailability.require("UITabSidebarItem.configurationState", introduced: 18)
            ModelFindings.unmodelledStop("UITabSidebarItem.configurationState")
        }
    }
    /// UIKit: `var content: UITabSidebarItem.Content { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-content.md:14).
    /// Unmodelled: reading records `UITabSidebarItem.content` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open var content: UITabSidebarItem.Content {
        get {
            ModelAvailability.require("UITabSidebarItem.content", introduced: 18)
            ModelFindings.unmodelledStop("UITabSidebarItem.content")
        }
    }
    /// Storage of `contentConfiguration`, generated.
    private var modelStoredContentConfiguration: Optional<any UIContentConfiguration> = nil
    /// UIKit: `var contentConfiguration: any UIContentConfiguration { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-contentconfiguration-254nx.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabSidebarItem.contentConfiguration` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var contentConfiguration: any UIContentConfiguration {
        get {
            if let value = modelStoredContentConfiguration { return value }
            ModelAvailability.require("UITabSidebarItem.contentConfiguration", introduced: 18)
            ModelFindings.unmodelledStop("UITabSidebarItem.contentConfiguration")
        }
        set {
            modelStoredContentConfiguration = newValue
        }
    }
    /// UIKit: `func defaultBackgroundConfiguration() -> UIBackgroundConfiguration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-defaultbackgroundconfiguration().md:14).
    /// Unmodelled: a call records `UITabSidebarItem.defaultBackgroundConfiguration()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        ModelAvailability.require("UITabSidebarItem.defaultBackgroundConfiguration()", introduced: 18)
        ModelFindings.unmodelledStop("UITabSidebarItem.defaultBackgroundConfiguration()")
    }
    /// UIKit: `func defaultContentConfiguration() -> UIListContentConfiguration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-defaultcontentconfiguration().md:14).
    /// Unmodelled: a call records `UITabSidebarItem.defaultContentConfiguration()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        ModelAvailability.require("UITabSidebarItem.defaultContentConfiguration()", introduced: 18)
        ModelFindings.unmodelledStop("UITabSidebarItem.defaultContentConfiguration()")
    }
    /// UIKit: `convenience init(request: UITabSidebarItem.Request)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabsidebaritem-init(request:).md:14).
    /// Unmodelled: a call records `UITabSidebarItem.init(request:)` and makes the object with `init()`.
    @available(iOS, introduced: 18.0)
    public convenience init(request: UITabSidebarItem.Request) {
        self.init()
        ModelAvailability.require("UITabSidebarItem.init(request:)", introduced: 18)
        ModelFindings.unmodelled("UITabSidebarItem.init(request:)")
    }
}
