// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITab {
    /// UIKit: `enum Placement: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public enum Placement: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case automatic
        /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.default.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case `default`
        /// UIKit: `case fixed` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.fixed.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case fixed
        /// UIKit: `case movable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.movable.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case movable
        /// UIKit: `case optional` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.optional.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case optional
        /// UIKit: `case pinned` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.pinned.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case pinned
        /// UIKit: `case sidebarOnly` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-uitab.placement-uitab.placement.sidebaronly.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.0)
        case sidebarOnly
    }
}

/// UIKit: `class UITab: NSObject, NSObjectProtocol, Sendable, UIAccessibilityIdentification, UIPopoverPresentationControllerSourceItem, UISpringLoadedInteractionSupporting` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
@MainActor @preconcurrency
open class UITab: NSObject {
    /// Storage of `allowsHiding`, generated.
    private var modelStoredAllowsHiding: Optional<Bool> = nil
    /// UIKit: `var allowsHiding: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-allowshiding.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.allowsHiding` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var allowsHiding: Bool {
        get {
            if let value = modelStoredAllowsHiding { return value }
            ModelAvailability.require("UITab.allowsHiding", introduced: 18)
            ModelFindings.unmodelled("UITab.allowsHiding")
            return false
        }
        set {
            modelStoredAllowsHiding = newValue
        }
    }
    /// Storage of `badgeValue`, generated.
    private var modelStoredBadgeValue: Optional<String?> = nil
    /// UIKit: `var badgeValue: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-badgevalue.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.badgeValue` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var badgeValue: String? {
        get {
            if let value = modelStoredBadgeValue { return value }
            ModelAvailability.require("UITab.badgeValue", introduced: 18)
            ModelFindings.unmodelled("UITab.badgeValue")
            return nil
        }
        set {
            modelStoredBadgeValue = newValue
        }
    }
    /// UIKit: `var hasVisiblePlacement: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-hasvisibleplacement.md:16).
    /// Unmodelled: reading records `UITab.hasVisiblePlacement` and returns `false`.
    @available(iOS, introduced: 18.0)
    open var hasVisiblePlacement: Bool {
        get {
            ModelAvailability.require("UITab.hasVisiblePlacement", introduced: 18)
            ModelFindings.unmodelled("UITab.hasVisiblePlacement")
            return false
        }
    }
    /// UIKit: `var identifier: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-identifier.md:16).
    /// Unmodelled: reading records `UITab.identifier` and returns `""`.
    @available(iOS, introduced: 18.0)
    open var identifier: String {
        get {
            ModelAvailability.require("UITab.identifier", introduced: 18)
            ModelFindings.unmodelled("UITab.identifier")
            return ""
        }
    }
    /// Storage of `image`, generated.
    private var modelStoredImage: Optional<UIImage?> = nil
    /// UIKit: `var image: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-image.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.image` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var image: UIImage? {
        get {
            if let value = modelStoredImage { return value }
            ModelAvailability.require("UITab.image", introduced: 18)
            ModelFindings.unmodelled("UITab.image")
            return nil
        }
        set {
            modelStoredImage = newValue
        }
    }
    /// UIKit: `init( title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-init(title:image:identifier:viewcontrollerprovider:).md:16).
    /// Unmodelled: a call records `UITab.init(title:image:identifier:viewControllerProvider:)` and makes the object with `init()`.
    @available(iOS, introduced: 18.0)
    public convenience init(
        title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.init()
        ModelAvailability.require("UITab.init(title:image:identifier:viewControllerProvider:)", introduced: 18)
        ModelFindings.unmodelled("UITab.init(title:image:identifier:viewControllerProvider:)")
    }
    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-isenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.4)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelAvailability.require("UITab.isEnabled", introduced: 18)
            ModelFindings.unmodelled("UITab.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }
    /// Storage of `isHidden`, generated.
    private var modelStoredIsHidden: Optional<Bool> = nil
    /// UIKit: `var isHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-ishidden.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.isHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var isHidden: Bool {
        get {
            if let value = modelStoredIsHidden { return value }
            ModelAvailability.require("UITab.isHidden", introduced: 18)
            ModelFindings.unmodelled("UITab.isHidden")
            return false
        }
        set {
            modelStoredIsHidden = newValue
        }
    }
    /// Storage of `isHiddenByDefault`, generated.
    private var modelStoredIsHiddenByDefault: Optional<Bool> = nil
    /// UIKit: `var isHiddenByDefault: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-ishiddenbydefault.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.isHiddenByDefault` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var isHiddenByDefault: Bool {
        get {
            if let value = modelStoredIsHiddenByDefault { return value }
            ModelAvailability.require("UITab.isHiddenByDefault", introduced: 18)
            ModelFindings.unmodelled("UITab.isHiddenByDefault")
            return false
        }
        set {
            modelStoredIsHiddenByDefault = newValue
        }
    }
    /// UIKit: `var managingTabGroup: UITabGroup? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-managingtabgroup.md:16).
    /// Unmodelled: reading records `UITab.managingTabGroup` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var managingTabGroup: UITabGroup? {
        get {
            ModelAvailability.require("UITab.managingTabGroup", introduced: 18)
            ModelFindings.unmodelled("UITab.managingTabGroup")
            return nil
        }
    }
    /// UIKit: `weak var parent: UITabGroup? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-parent.md:16).
    /// Unmodelled: reading records `UITab.parent` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var parent: UITabGroup? {
        get {
            ModelAvailability.require("UITab.parent", introduced: 18)
            ModelFindings.unmodelled("UITab.parent")
            return nil
        }
    }
    /// Storage of `preferredPlacement`, generated.
    private var modelStoredPreferredPlacement: Optional<UITab.Placement> = nil
    /// UIKit: `var preferredPlacement: UITab.Placement { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-preferredplacement.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.preferredPlacement` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var preferredPlacement: UITab.Placement {
        get {
            if let value = modelStoredPreferredPlacement { return value }
            ModelAvailability.require("UITab.preferredPlacement", introduced: 18)
            ModelFindings.unmodelledStop("UITab.preferredPlacement")
        }
        set {
            modelStoredPreferredPlacement = newValue
        }
    }
    /// Storage of `subtitle`, generated.
    private var modelStoredSubtitle: Optional<String?> = nil
    /// UIKit: `var subtitle: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-subtitle.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.subtitle` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var subtitle: String? {
        get {
            if let value = modelStoredSubtitle { return value }
            ModelAvailability.require("UITab.subtitle", introduced: 18)
            ModelFindings.unmodelled("UITab.subtitle")
            return nil
        }
        set {
            modelStoredSubtitle = newValue
        }
    }
    /// UIKit: `var tabBarController: UITabBarController? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-tabbarcontroller.md:16).
    /// Unmodelled: reading records `UITab.tabBarController` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var tabBarController: UITabBarController? {
        get {
            ModelAvailability.require("UITab.tabBarController", introduced: 18)
            ModelFindings.unmodelled("UITab.tabBarController")
            return nil
        }
    }
    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String> = nil
    /// UIKit: `var title: String { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-title.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.title` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var title: String {
        get {
            if let value = modelStoredTitle { return value }
            ModelAvailability.require("UITab.title", introduced: 18)
            ModelFindings.unmodelled("UITab.title")
            return ""
        }
        set {
            modelStoredTitle = newValue
        }
    }
    /// Storage of `userInfo`, generated.
    private var modelStoredUserInfo: Optional<Any?> = nil
    /// UIKit: `var userInfo: Any? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-userinfo.md:16).
    /// Stored: keeps what is set; a read before any set records `UITab.userInfo` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var userInfo: Any? {
        get {
            if let value = modelStoredUserInfo { return value }
            ModelAvailability.require("UITab.userInfo", introduced: 18)
            ModelFindings.unmodelled("UITab.userInfo")
            return nil
        }
        set {
            modelStoredUserInfo = newValue
        }
    }
    /// UIKit: `var viewController: UIViewController? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitab-viewcontroller.md:16).
    /// Unmodelled: reading records `UITab.viewController` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var viewController: UIViewController? {
        get {
            ModelAvailability.require("UITab.viewController", introduced: 18)
            ModelFindings.unmodelled("UITab.viewController")
            return nil
        }
    }
}
