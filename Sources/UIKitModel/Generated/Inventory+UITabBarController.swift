// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

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
}

/// UIKit: `protocol UITabBarControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarController.swift:14).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
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
}

extension UITabBarControllerDelegate {
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
}
