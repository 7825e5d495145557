// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITabBarController {
    /// UIKit: `enum Mode: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.mode.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public enum Mode: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.mode-uitabbarcontroller.mode.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case automatic
        /// UIKit: `case tabBar` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.mode-uitabbarcontroller.mode.tabbar.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tabBar
        /// UIKit: `case tabSidebar` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.mode-uitabbarcontroller.mode.tabsidebar.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tabSidebar
    }
}

extension UITabBarController.Sidebar {
    /// UIKit: `enum Layout: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.layout.md:15).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public enum Layout: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.layout-uitabbarcontroller.sidebar.layout.automatic.md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case automatic
        /// UIKit: `case overlap` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.layout-uitabbarcontroller.sidebar.layout.overlap.md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case overlap
        /// UIKit: `case tile` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.layout-uitabbarcontroller.sidebar.layout.tile.md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tile
    }
}

extension UITabBarController.Sidebar {
    /// UIKit: `enum ScrollTarget` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.scrolltarget.md:15).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    public enum ScrollTarget {
        /// UIKit: `case footer` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.scrolltarget-uitabbarcontroller.sidebar.scrolltarget.footer.md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case footer
        /// UIKit: `case header` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.scrolltarget-uitabbarcontroller.sidebar.scrolltarget.header.md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case header
        /// UIKit: `case tab(UITab)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-uitabbarcontroller.sidebar.scrolltarget-uitabbarcontroller.sidebar.scrolltarget.tab(_:).md:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case tab(UITab)
    }
}

extension UITabBarController {
    /// UIKit: `class Sidebar: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class Sidebar: NSObject {
        /// Storage of `bottomBarView`, generated.
        private var modelStoredBottomBarView: Optional<UIView?> = nil
        /// UIKit: `var bottomBarView: UIView? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-bottombarview.md:15).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.bottomBarView` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var bottomBarView: UIView? {
            get {
                if let value = modelStoredBottomBarView { return value }
                ModelAvailability.require("UITabBarController.Sidebar.bottomBarView", introduced: 18)
                ModelFindings.unmodelled("UITabBarController.Sidebar.bottomBarView")
                return nil
            }
            set {
                modelStoredBottomBarView = newValue
            }
        }
        /// Storage of `footerContentConfiguration`, generated.
        private var modelStoredFooterContentConfiguration: Optional<(any UIContentConfiguration)?> = nil
        /// UIKit: `var footerContentConfiguration: (any UIContentConfiguration)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-footercontentconfiguration.md:15).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.footerContentConfiguration` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var footerContentConfiguration: (any UIContentConfiguration)? {
            get {
                if let value = modelStoredFooterContentConfiguration { return value }
                ModelAvailability.require("UITabBarController.Sidebar.footerContentConfiguration", introduced: 18)
                ModelFindings.unmodelled("UITabBarController.Sidebar.footerContentConfiguration")
                return nil
            }
            set {
                modelStoredFooterContentConfiguration = newValue
            }
        }
        /// Storage of `headerContentConfiguration`, generated.
        private var modelStoredHeaderContentConfiguration: Optional<(any UIContentConfiguration)?> = nil
        /// UIKit: `var headerContentConfiguration: (any UIContentConfiguration)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-headercontentconfiguration.md:15).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.headerContentConfiguration` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var headerContentConfiguration: (any UIContentConfiguration)? {
            get {
                if let value = modelStoredHeaderContentConfiguration { return value }
                ModelAvailability.require("UITabBarController.Sidebar.headerContentConfiguration", introduced: 18)
                ModelFindings.unmodelled("UITabBarController.Sidebar.headerContentConfiguration")
                return nil
            }
            set {
                modelStoredHeaderContentConfiguration = newValue
            }
        }
        /// Storage of `isHidden`, generated.
        private var modelStoredIsHidden: Optional<Bool> = nil
        /// UIKit: `var isHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-ishidden.md:15).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.isHidden` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var isHidden: Bool {
            get {
                if let value = modelStoredIsHidden { return value }
                ModelAvailability.require("UITabBarController.Sidebar.isHidden", introduced: 18)
                ModelFindings.unmodelled("UITabBarController.Sidebar.isHidden")
                return false
            }
            set {
                modelStoredIsHidden = newValue
            }
        }
        /// Storage of `preferredLayout`, generated.
        private var modelStoredPreferredLayout: Optional<UITabBarController.Sidebar.Layout> = nil
        /// UIKit: `var preferredLayout: UITabBarController.Sidebar.Layout { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-preferredlayout.md:15).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.preferredLayout` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var preferredLayout: UITabBarController.Sidebar.Layout {
            get {
                if let value = modelStoredPreferredLayout { return value }
                ModelAvailability.require("UITabBarController.Sidebar.preferredLayout", introduced: 18)
                ModelFindings.unmodelledStop("UITabBarController.Sidebar.preferredLayout")
            }
            set {
                modelStoredPreferredLayout = newValue
            }
        }
        /// UIKit: `func reconfigureItem(for tab: UITab)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-reconfigureitem(for:).md:15).
        /// Unmodelled: a call records `UITabBarController.Sidebar.reconfigureItem(for:)` and does nothing.
        @available(iOS, introduced: 18.0)
        open func reconfigureItem(for tab: UITab) {
            ModelAvailability.require("UITabBarController.Sidebar.reconfigureItem(for:)", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.Sidebar.reconfigureItem(for:)")
        }
        /// UIKit: `func scroll( to target: UITabBarController.Sidebar.ScrollTarget, animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-scroll(to:animated:).md:15).
        /// Unmodelled: a call records `UITabBarController.Sidebar.scroll(to:animated:)` and does nothing.
        @available(iOS, introduced: 18.0)
        open func scroll(to target: UITabBarController.Sidebar.ScrollTarget, animated: Bool) {
            ModelAvailability.require("UITabBarController.Sidebar.scroll(to:animated:)", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.Sidebar.scroll(to:animated:)")
        }
        /// Storage of `navigationOverflowItems`, generated.
        private var modelStoredNavigationOverflowItems: Optional<UIDeferredMenuElement?> = nil
        /// UIKit: `var navigationOverflowItems: UIDeferredMenuElement? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-uitabbarcontroller.sidebar-navigationoverflowitems.md:17).
        /// Stored: keeps what is set; a read before any set records `UITabBarController.Sidebar.navigationOverflowItems` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.2)
        open var navigationOverflowItems: UIDeferredMenuElement? {
            get {
                if let value = modelStoredNavigationOverflowItems { return value }
                ModelAvailability.require("UITabBarController.Sidebar.navigationOverflowItems", introduced: 18)
                ModelFindings.unmodelled("UITabBarController.Sidebar.navigationOverflowItems")
                return nil
            }
            set {
                modelStoredNavigationOverflowItems = newValue
            }
        }
    }
}

/// UIKit: `class UITabBarController : UIViewController, UITabBarDelegate, NSCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// Storage of `viewControllers`, generated.
    private var modelStoredViewControllers: Optional<[UIViewController]?> = nil
    /// UIKit: `var viewControllers: [UIViewController]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:4).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.viewControllers` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var viewControllers: [UIViewController]? {
        get {
            if let value = modelStoredViewControllers { return value }
            ModelFindings.unmodelled("UITabBarController.viewControllers")
            return nil
        }
        set {
            modelStoredViewControllers = newValue
        }
    }
    /// UIKit: `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:5).
    /// Unmodelled: a call records `UITabBarController.setViewControllers(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        ModelFindings.unmodelled("UITabBarController.setViewControllers(_:animated:)")
    }
    /// Storage of `selectedViewController`, generated.
    private var modelStoredSelectedViewController: Optional<UIViewController?> = nil
    /// UIKit: `unowned(unsafe) var selectedViewController: @sil_unmanaged UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:6).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.selectedViewController` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var selectedViewController: UIViewController? {
        get {
            if let value = modelStoredSelectedViewController { return value }
            ModelFindings.unmodelled("UITabBarController.selectedViewController")
            return nil
        }
        set {
            modelStoredSelectedViewController = newValue
        }
    }
    /// Storage of `selectedIndex`, generated.
    private var modelStoredSelectedIndex: Optional<Int> = nil
    /// UIKit: `var selectedIndex: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:7).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.selectedIndex` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var selectedIndex: Int {
        get {
            if let value = modelStoredSelectedIndex { return value }
            ModelFindings.unmodelled("UITabBarController.selectedIndex")
            return 0
        }
        set {
            modelStoredSelectedIndex = newValue
        }
    }
    /// UIKit: `var moreNavigationController: UINavigationController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:8).
    /// Unmodelled: reading records `UITabBarController.moreNavigationController` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open var moreNavigationController: UINavigationController {
        get {
            ModelFindings.unmodelledStop("UITabBarController.moreNavigationController")
        }
    }
    /// Storage of `customizableViewControllers`, generated.
    private var modelStoredCustomizableViewControllers: Optional<[UIViewController]?> = nil
    /// UIKit: `var customizableViewControllers: [UIViewController]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:9).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.customizableViewControllers` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var customizableViewControllers: [UIViewController]? {
        get {
            if let value = modelStoredCustomizableViewControllers { return value }
            ModelFindings.unmodelled("UITabBarController.customizableViewControllers")
            return nil
        }
        set {
            modelStoredCustomizableViewControllers = newValue
        }
    }
    /// UIKit: `var tabBar: UITabBar { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:10).
    /// Unmodelled: reading records `UITabBarController.tabBar` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var tabBar: UITabBar {
        get {
            ModelFindings.unmodelledStop("UITabBarController.tabBar")
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UITabBarControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UITabBarControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:12).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: UITabBarControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UITabBarController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `compactTabIdentifiers`, generated.
    private var modelStoredCompactTabIdentifiers: Optional<[String]?> = nil
    /// UIKit: `var compactTabIdentifiers: [String]? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-compacttabidentifiers.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.compactTabIdentifiers` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var compactTabIdentifiers: [String]? {
        get {
            if let value = modelStoredCompactTabIdentifiers { return value }
            ModelAvailability.require("UITabBarController.compactTabIdentifiers", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.compactTabIdentifiers")
            return nil
        }
        set {
            modelStoredCompactTabIdentifiers = newValue
        }
    }
    /// Storage of `customizationIdentifier`, generated.
    private var modelStoredCustomizationIdentifier: Optional<String?> = nil
    /// UIKit: `var customizationIdentifier: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-customizationidentifier.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.customizationIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var customizationIdentifier: String? {
        get {
            if let value = modelStoredCustomizationIdentifier { return value }
            ModelAvailability.require("UITabBarController.customizationIdentifier", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.customizationIdentifier")
            return nil
        }
        set {
            modelStoredCustomizationIdentifier = newValue
        }
    }
    /// UIKit: `init(tabs: [UITab])` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-init(tabs:).md:14).
    /// Unmodelled: a call records `UITabBarController.init(tabs:)` and makes the object with `init()`.
    @available(iOS, introduced: 18.0)
    public convenience init(tabs: [UITab]) {
        self.init()
        ModelAvailability.require("UITabBarController.init(tabs:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarController.init(tabs:)")
    }
    /// Storage of `isTabBarHidden`, generated.
    private var modelStoredIsTabBarHidden: Optional<Bool> = nil
    /// UIKit: `var isTabBarHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-istabbarhidden.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.isTabBarHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var isTabBarHidden: Bool {
        get {
            if let value = modelStoredIsTabBarHidden { return value }
            ModelAvailability.require("UITabBarController.isTabBarHidden", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.isTabBarHidden")
            return false
        }
        set {
            modelStoredIsTabBarHidden = newValue
        }
    }
    /// Storage of `selectedTab`, generated.
    private var modelStoredSelectedTab: Optional<UITab?> = nil
    /// UIKit: `var selectedTab: UITab? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-selectedtab.md:14).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.selectedTab` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var selectedTab: UITab? {
        get {
            if let value = modelStoredSelectedTab { return value }
            ModelAvailability.require("UITabBarController.selectedTab", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.selectedTab")
            return nil
        }
        set {
            modelStoredSelectedTab = newValue
        }
    }
    /// UIKit: `func setTabBarHidden( _ hidden: Bool, animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-settabbarhidden(_:animated:).md:14).
    /// Unmodelled: a call records `UITabBarController.setTabBarHidden(_:animated:)` and does nothing.
    @available(iOS, introduced: 18.0)
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        ModelAvailability.require("UITabBarController.setTabBarHidden(_:animated:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarController.setTabBarHidden(_:animated:)")
    }
    /// UIKit: `func setTabs( _ tabs: [UITab], animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-settabs(_:animated:).md:14).
    /// Unmodelled: a call records `UITabBarController.setTabs(_:animated:)` and does nothing.
    @available(iOS, introduced: 18.0)
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        ModelAvailability.require("UITabBarController.setTabs(_:animated:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarController.setTabs(_:animated:)")
    }
    /// UIKit: `func tab(forIdentifier identifier: String) -> UITab?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-tab(foridentifier:).md:14).
    /// Unmodelled: a call records `UITabBarController.tab(forIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open func tab(forIdentifier identifier: String) -> UITab? {
        ModelAvailability.require("UITabBarController.tab(forIdentifier:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarController.tab(forIdentifier:)")
        return nil
    }
    /// Storage of `mode`, generated.
    private var modelStoredMode: Optional<UITabBarController.Mode> = nil
    /// UIKit: `var mode: UITabBarController.Mode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-mode.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.mode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var mode: UITabBarController.Mode {
        get {
            if let value = modelStoredMode { return value }
            ModelAvailability.require("UITabBarController.mode", introduced: 18)
            ModelFindings.unmodelledStop("UITabBarController.mode")
        }
        set {
            modelStoredMode = newValue
        }
    }
    /// UIKit: `var sidebar: UITabBarController.Sidebar { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-sidebar.md:16).
    /// Unmodelled: reading records `UITabBarController.sidebar` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open var sidebar: UITabBarController.Sidebar {
        get {
            ModelAvailability.require("UITabBarController.sidebar", introduced: 18)
            ModelFindings.unmodelledStop("UITabBarController.sidebar")
        }
    }
    /// Storage of `tabs`, generated.
    private var modelStoredTabs: Optional<[UITab]> = nil
    /// UIKit: `var tabs: [UITab] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontroller-tabs.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabBarController.tabs` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var tabs: [UITab] {
        get {
            if let value = modelStoredTabs { return value }
            ModelAvailability.require("UITabBarController.tabs", introduced: 18)
            ModelFindings.unmodelled("UITabBarController.tabs")
            return []
        }
        set {
            modelStoredTabs = newValue
        }
    }
}

/// UIKit: `protocol UITabBarControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:14).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:didselecttab:previoustab:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:displayorderdidchangefor:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController] ) -> [UIViewController]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:displayedviewcontrollersfor:proposedviewcontrollers:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController]

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, shouldSelectTab tab: UITab ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:shouldselecttab:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:tab:acceptitemsfrom:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession)

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom session: any UIDropSession ) -> UIDropOperation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:tab:operationforacceptingitemsfrom:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom session: any UIDropSession
    ) -> UIDropOperation

    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:visibilitydidchangefor:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])

    /// UIKit: `optional func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontrollerdidendediting(_:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)

    /// UIKit: `optional func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontrollerwillbeginediting(_:).md:14).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:15).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:17).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:19).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:21).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:23).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// UIKit: `optional func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:25).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask

    /// UIKit: `optional func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:27).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:29).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?

    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:31).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:didselecttab:previoustab:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {
        ModelAvailability.require(
            "UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:)")
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:displayorderdidchangefor:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:displayOrderDidChangeFor:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        ModelAvailability.require(
            "UITabBarControllerDelegate.tabBarController(_:displayOrderDidChangeFor:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:displayOrderDidChangeFor:)")
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController] ) -> [UIViewController]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:displayedviewcontrollersfor:proposedviewcontrollers:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:displayedViewControllersFor:proposedViewControllers:)` and returns `[]`.
    @available(iOS, introduced: 18.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] {
        ModelAvailability.require(
            "UITabBarControllerDelegate.tabBarController(_:displayedViewControllersFor:proposedViewControllers:)",
            introduced: 18)
        ModelFindings.unmodelled(
            "UITabBarControllerDelegate.tabBarController(_:displayedViewControllersFor:proposedViewControllers:)")
        return []
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, shouldSelectTab tab: UITab ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:shouldselecttab:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:shouldSelectTab:)` and returns `false`.
    @available(iOS, introduced: 18.0)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        ModelAvailability.require("UITabBarControllerDelegate.tabBarController(_:shouldSelectTab:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:shouldSelectTab:)")
        return false
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:tab:acceptitemsfrom:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:tab:acceptItemsFrom:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession
    ) {
        ModelAvailability.require("UITabBarControllerDelegate.tabBarController(_:tab:acceptItemsFrom:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:tab:acceptItemsFrom:)")
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom session: any UIDropSession ) -> UIDropOperation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:tab:operationforacceptingitemsfrom:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:tab:operationForAcceptingItemsFrom:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom session: any UIDropSession
    ) -> UIDropOperation {
        ModelAvailability.require(
            "UITabBarControllerDelegate.tabBarController(_:tab:operationForAcceptingItemsFrom:)", introduced: 18)
        ModelFindings.unmodelledStop(
            "UITabBarControllerDelegate.tabBarController(_:tab:operationForAcceptingItemsFrom:)")
    }
    /// UIKit: `optional func tabBarController( _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab] )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontroller(_:visibilitydidchangefor:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:visibilityDidChangeFor:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        ModelAvailability.require(
            "UITabBarControllerDelegate.tabBarController(_:visibilityDidChangeFor:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:visibilityDidChangeFor:)")
    }
    /// UIKit: `optional func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontrollerdidendediting(_:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarControllerDidEndEditing(_:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        ModelAvailability.require("UITabBarControllerDelegate.tabBarControllerDidEndEditing(_:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarControllerDidEndEditing(_:)")
    }
    /// UIKit: `optional func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbarcontrollerdelegate-tabbarcontrollerwillbeginediting(_:).md:14).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarControllerWillBeginEditing(_:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        ModelAvailability.require("UITabBarControllerDelegate.tabBarControllerWillBeginEditing(_:)", introduced: 18)
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarControllerWillBeginEditing(_:)")
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:15).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)` and returns `false`.
    @available(iOS, introduced: 3.0)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:shouldSelect:)")
        return false
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:17).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:didSelect:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:didSelect:)")
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:19).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)")
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:21).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)")
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:23).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)")
    }
    /// UIKit: `optional func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:25).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:)")
        return []
    }
    /// UIKit: `optional func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:27).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarControllerPreferredInterfaceOrientationForPresentation(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    {
        ModelFindings.unmodelledStop(
            "UITabBarControllerDelegate.tabBarControllerPreferredInterfaceOrientationForPresentation(_:)")
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:29).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        ModelFindings.unmodelled("UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)")
        return nil
    }
    /// UIKit: `optional func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:31).
    /// Unmodelled: a call records `UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ModelFindings.unmodelled(
            "UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)")
        return nil
    }
}
