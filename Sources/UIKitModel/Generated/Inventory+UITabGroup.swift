// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITabGroup {
    /// UIKit: `enum SidebarAppearance: UInt, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-uitabgroup.sidebarappearance.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public enum SidebarAppearance: UInt {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-uitabgroup.sidebarappearance-uitabgroup.sidebarappearance.automatic.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case automatic
        /// UIKit: `case inline` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-uitabgroup.sidebarappearance-uitabgroup.sidebarappearance.inline.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case inline
        /// UIKit: `case rootSection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-uitabgroup.sidebarappearance-uitabgroup.sidebarappearance.rootsection.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case rootSection
    }
}

/// UIKit: `class UITabGroup: UITab` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
@MainActor @preconcurrency
open class UITabGroup: UITab {
    /// Storage of `allowsReordering`, generated.
    private var modelStoredAllowsReordering: Optional<Bool> = nil
    /// UIKit: `var allowsReordering: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-allowsreordering.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.allowsReordering` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var allowsReordering: Bool {
        get {
            if let value = modelStoredAllowsReordering { return value }
            ModelAvailability.require("UITabGroup.allowsReordering", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.allowsReordering")
            return false
        }
        set {
            modelStoredAllowsReordering = newValue
        }
    }
    /// Storage of `children`, generated.
    private var modelStoredChildren: Optional<[UITab]> = nil
    /// UIKit: `var children: [UITab] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-children.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.children` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var children: [UITab] {
        get {
            if let value = modelStoredChildren { return value }
            ModelAvailability.require("UITabGroup.children", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.children")
            return []
        }
        set {
            modelStoredChildren = newValue
        }
    }
    /// Storage of `defaultChildIdentifier`, generated.
    private var modelStoredDefaultChildIdentifier: Optional<String?> = nil
    /// UIKit: `var defaultChildIdentifier: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-defaultchildidentifier.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.defaultChildIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var defaultChildIdentifier: String? {
        get {
            if let value = modelStoredDefaultChildIdentifier { return value }
            ModelAvailability.require("UITabGroup.defaultChildIdentifier", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.defaultChildIdentifier")
            return nil
        }
        set {
            modelStoredDefaultChildIdentifier = newValue
        }
    }
    /// UIKit: `var displayOrder: [UITab] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-displayorder.md:16).
    /// Unmodelled: reading records `UITabGroup.displayOrder` and returns `[]`.
    @available(iOS, introduced: 18.0)
    open var displayOrder: [UITab] {
        get {
            ModelAvailability.require("UITabGroup.displayOrder", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.displayOrder")
            return []
        }
    }
    /// Storage of `displayOrderIdentifiers`, generated.
    private var modelStoredDisplayOrderIdentifiers: Optional<[String]> = nil
    /// UIKit: `var displayOrderIdentifiers: [String] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-displayorderidentifiers.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.displayOrderIdentifiers` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var displayOrderIdentifiers: [String] {
        get {
            if let value = modelStoredDisplayOrderIdentifiers { return value }
            ModelAvailability.require("UITabGroup.displayOrderIdentifiers", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.displayOrderIdentifiers")
            return []
        }
        set {
            modelStoredDisplayOrderIdentifiers = newValue
        }
    }
    /// UIKit: `init( title: String, image: UIImage?, identifier: String, children: [UITab], viewControllerProvider: ((UITab) -> UIViewController)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-init(title:image:identifier:children:viewcontrollerprovider:).md:16).
    /// Unmodelled: a call records `UITabGroup.init(title:image:identifier:children:viewControllerProvider:)` and makes the object with `init()`.
    @available(iOS, introduced: 18.0)
    public convenience init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.init()
        ModelAvailability.require(
            "UITabGroup.init(title:image:identifier:children:viewControllerProvider:)", introduced: 18)
        ModelFindings.unmodelled("UITabGroup.init(title:image:identifier:children:viewControllerProvider:)")
    }
    /// Storage of `managingNavigationController`, generated.
    private var modelStoredManagingNavigationController: Optional<UINavigationController?> = nil
    /// UIKit: `var managingNavigationController: UINavigationController? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-managingnavigationcontroller.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.managingNavigationController` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var managingNavigationController: UINavigationController? {
        get {
            if let value = modelStoredManagingNavigationController { return value }
            ModelAvailability.require("UITabGroup.managingNavigationController", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.managingNavigationController")
            return nil
        }
        set {
            modelStoredManagingNavigationController = newValue
        }
    }
    /// Storage of `selectedChild`, generated.
    private var modelStoredSelectedChild: Optional<UITab?> = nil
    /// UIKit: `var selectedChild: UITab? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-selectedchild.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.selectedChild` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var selectedChild: UITab? {
        get {
            if let value = modelStoredSelectedChild { return value }
            ModelAvailability.require("UITabGroup.selectedChild", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.selectedChild")
            return nil
        }
        set {
            modelStoredSelectedChild = newValue
        }
    }
    /// Storage of `sidebarActions`, generated.
    private var modelStoredSidebarActions: Optional<[UIAction]> = nil
    /// UIKit: `var sidebarActions: [UIAction] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-sidebaractions.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.sidebarActions` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var sidebarActions: [UIAction] {
        get {
            if let value = modelStoredSidebarActions { return value }
            ModelAvailability.require("UITabGroup.sidebarActions", introduced: 18)
            ModelFindings.unmodelled("UITabGroup.sidebarActions")
            return []
        }
        set {
            modelStoredSidebarActions = newValue
        }
    }
    /// Storage of `sidebarAppearance`, generated.
    private var modelStoredSidebarAppearance: Optional<UITabGroup.SidebarAppearance> = nil
    /// UIKit: `var sidebarAppearance: UITabGroup.SidebarAppearance { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-sidebarappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabGroup.sidebarAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var sidebarAppearance: UITabGroup.SidebarAppearance {
        get {
            if let value = modelStoredSidebarAppearance { return value }
            ModelAvailability.require("UITabGroup.sidebarAppearance", introduced: 18)
            ModelFindings.unmodelledStop("UITabGroup.sidebarAppearance")
        }
        set {
            modelStoredSidebarAppearance = newValue
        }
    }
    /// UIKit: `func tab(forIdentifier identifier: String) -> UITab?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabgroup-tab(foridentifier:).md:16).
    /// Unmodelled: a call records `UITabGroup.tab(forIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open func tab(forIdentifier identifier: String) -> UITab? {
        ModelAvailability.require("UITabGroup.tab(forIdentifier:)", introduced: 18)
        ModelFindings.unmodelled("UITabGroup.tab(forIdentifier:)")
        return nil
    }
}
