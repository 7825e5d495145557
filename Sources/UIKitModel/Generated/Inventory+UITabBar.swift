// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITabBar {
    /// UIKit: `enum ItemPositioning : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum ItemPositioning: Int {
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case automatic
        /// UIKit: `case fill` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case fill
        /// UIKit: `case centered` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case centered
    }
}

/// UIKit: `class UITabBar : UIView` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UITabBarDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UITabBarDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:14).
    /// Stored: keeps what is set; a read before any set records `UITabBar.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: UITabBarDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UITabBar.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `items`, generated.
    private var modelStoredItems: Optional<[UITabBarItem]?> = nil
    /// UIKit: `var items: [UITabBarItem]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:15).
    /// Stored: keeps what is set; a read before any set records `UITabBar.items` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var items: [UITabBarItem]? {
        get {
            if let value = modelStoredItems { return value }
            ModelFindings.unmodelled("UITabBar.items")
            return nil
        }
        set {
            modelStoredItems = newValue
        }
    }
    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UITabBarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UITabBarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbar-scrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabBar.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelAvailability.require("UITabBar.scrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UITabBar.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }
    /// Storage of `selectedItem`, generated.
    private var modelStoredSelectedItem: Optional<UITabBarItem?> = nil
    /// UIKit: `weak var selectedItem: @sil_weak UITabBarItem?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:16).
    /// Stored: keeps what is set; a read before any set records `UITabBar.selectedItem` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var selectedItem: UITabBarItem? {
        get {
            if let value = modelStoredSelectedItem { return value }
            ModelFindings.unmodelled("UITabBar.selectedItem")
            return nil
        }
        set {
            modelStoredSelectedItem = newValue
        }
    }
    /// UIKit: `func setItems(_ items: [UITabBarItem]?, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:17).
    /// Unmodelled: a call records `UITabBar.setItems(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        ModelFindings.unmodelled("UITabBar.setItems(_:animated:)")
    }
    /// UIKit: `func beginCustomizingItems(_ items: [UITabBarItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:18).
    /// Unmodelled: a call records `UITabBar.beginCustomizingItems(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        ModelFindings.unmodelled("UITabBar.beginCustomizingItems(_:)")
    }
    /// UIKit: `func endCustomizing(animated: Bool) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:19).
    /// Unmodelled: a call records `UITabBar.endCustomizing(animated:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func endCustomizing(animated: Bool) -> Bool {
        ModelFindings.unmodelled("UITabBar.endCustomizing(animated:)")
        return false
    }
    /// UIKit: `var isCustomizing: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:20).
    /// Unmodelled: reading records `UITabBar.isCustomizing` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isCustomizing: Bool {
        get {
            ModelFindings.unmodelled("UITabBar.isCustomizing")
            return false
        }
    }
    /// Storage of `barTintColor`, generated.
    private var modelStoredBarTintColor: Optional<UIColor?> = nil
    /// UIKit: `var barTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:21).
    /// Stored: keeps what is set; a read before any set records `UITabBar.barTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var barTintColor: UIColor? {
        get {
            if let value = modelStoredBarTintColor { return value }
            ModelFindings.unmodelled("UITabBar.barTintColor")
            return nil
        }
        set {
            modelStoredBarTintColor = newValue
        }
    }
    /// Storage of `unselectedItemTintColor`, generated.
    private var modelStoredUnselectedItemTintColor: Optional<UIColor?> = nil
    /// UIKit: `var unselectedItemTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:23).
    /// Stored: keeps what is set; a read before any set records `UITabBar.unselectedItemTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var unselectedItemTintColor: UIColor? {
        get {
            if let value = modelStoredUnselectedItemTintColor { return value }
            ModelFindings.unmodelled("UITabBar.unselectedItemTintColor")
            return nil
        }
        set {
            modelStoredUnselectedItemTintColor = newValue
        }
    }
    /// Storage of `selectedImageTintColor`, generated.
    private var modelStoredSelectedImageTintColor: Optional<UIColor?> = nil
    /// UIKit: `var selectedImageTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:25).
    /// Stored: keeps what is set; a read before any set records `UITabBar.selectedImageTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open var selectedImageTintColor: UIColor? {
        get {
            if let value = modelStoredSelectedImageTintColor { return value }
            ModelFindings.unmodelled("UITabBar.selectedImageTintColor")
            return nil
        }
        set {
            modelStoredSelectedImageTintColor = newValue
        }
    }
    /// Storage of `backgroundImage`, generated.
    private var modelStoredBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var backgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:27).
    /// Stored: keeps what is set; a read before any set records `UITabBar.backgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var backgroundImage: UIImage? {
        get {
            if let value = modelStoredBackgroundImage { return value }
            ModelFindings.unmodelled("UITabBar.backgroundImage")
            return nil
        }
        set {
            modelStoredBackgroundImage = newValue
        }
    }
    /// Storage of `selectionIndicatorImage`, generated.
    private var modelStoredSelectionIndicatorImage: Optional<UIImage?> = nil
    /// UIKit: `var selectionIndicatorImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:29).
    /// Stored: keeps what is set; a read before any set records `UITabBar.selectionIndicatorImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var selectionIndicatorImage: UIImage? {
        get {
            if let value = modelStoredSelectionIndicatorImage { return value }
            ModelFindings.unmodelled("UITabBar.selectionIndicatorImage")
            return nil
        }
        set {
            modelStoredSelectionIndicatorImage = newValue
        }
    }
    /// Storage of `shadowImage`, generated.
    private var modelStoredShadowImage: Optional<UIImage?> = nil
    /// UIKit: `var shadowImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:31).
    /// Stored: keeps what is set; a read before any set records `UITabBar.shadowImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shadowImage: UIImage? {
        get {
            if let value = modelStoredShadowImage { return value }
            ModelFindings.unmodelled("UITabBar.shadowImage")
            return nil
        }
        set {
            modelStoredShadowImage = newValue
        }
    }
    /// Storage of `itemPositioning`, generated.
    private var modelStoredItemPositioning: Optional<UITabBar.ItemPositioning> = nil
    /// UIKit: `var itemPositioning: UITabBar.ItemPositioning` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:33).
    /// Stored: keeps what is set; a read before any set records `UITabBar.itemPositioning` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var itemPositioning: UITabBar.ItemPositioning {
        get {
            if let value = modelStoredItemPositioning { return value }
            ModelFindings.unmodelledStop("UITabBar.itemPositioning")
        }
        set {
            modelStoredItemPositioning = newValue
        }
    }
    /// Storage of `itemWidth`, generated.
    private var modelStoredItemWidth: Optional<CGFloat> = nil
    /// UIKit: `var itemWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:35).
    /// Stored: keeps what is set; a read before any set records `UITabBar.itemWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var itemWidth: CGFloat {
        get {
            if let value = modelStoredItemWidth { return value }
            ModelFindings.unmodelled("UITabBar.itemWidth")
            return 0
        }
        set {
            modelStoredItemWidth = newValue
        }
    }
    /// Storage of `itemSpacing`, generated.
    private var modelStoredItemSpacing: Optional<CGFloat> = nil
    /// UIKit: `var itemSpacing: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:37).
    /// Stored: keeps what is set; a read before any set records `UITabBar.itemSpacing` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var itemSpacing: CGFloat {
        get {
            if let value = modelStoredItemSpacing { return value }
            ModelFindings.unmodelled("UITabBar.itemSpacing")
            return 0
        }
        set {
            modelStoredItemSpacing = newValue
        }
    }
    /// Storage of `barStyle`, generated.
    private var modelStoredBarStyle: Optional<UIBarStyle> = nil
    /// UIKit: `var barStyle: UIBarStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:39).
    /// Stored: keeps what is set; a read before any set records `UITabBar.barStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var barStyle: UIBarStyle {
        get {
            if let value = modelStoredBarStyle { return value }
            ModelFindings.unmodelledStop("UITabBar.barStyle")
        }
        set {
            modelStoredBarStyle = newValue
        }
    }
    /// Storage of `isTranslucent`, generated.
    private var modelStoredIsTranslucent: Optional<Bool> = nil
    /// UIKit: `var isTranslucent: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:41).
    /// Stored: keeps what is set; a read before any set records `UITabBar.isTranslucent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var isTranslucent: Bool {
        get {
            if let value = modelStoredIsTranslucent { return value }
            ModelFindings.unmodelled("UITabBar.isTranslucent")
            return false
        }
        set {
            modelStoredIsTranslucent = newValue
        }
    }
    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UITabBarAppearance> = nil
    /// UIKit: `var standardAppearance: UITabBarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:43).
    /// Stored: keeps what is set; a read before any set records `UITabBar.standardAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UITabBarAppearance {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelledStop("UITabBar.standardAppearance")
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }
}

/// UIKit: `protocol UITabBarDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:46).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITabBarDelegate: NSObjectProtocol {
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:47).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)

    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:49).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])

    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:51).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])

    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:53).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)

    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:55).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:47).
    /// Unmodelled: a call records `UITabBarDelegate.tabBar(_:didSelect:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        ModelFindings.unmodelled("UITabBarDelegate.tabBar(_:didSelect:)")
    }
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:49).
    /// Unmodelled: a call records `UITabBarDelegate.tabBar(_:willBeginCustomizing:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        ModelFindings.unmodelled("UITabBarDelegate.tabBar(_:willBeginCustomizing:)")
    }
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:51).
    /// Unmodelled: a call records `UITabBarDelegate.tabBar(_:didBeginCustomizing:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        ModelFindings.unmodelled("UITabBarDelegate.tabBar(_:didBeginCustomizing:)")
    }
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:53).
    /// Unmodelled: a call records `UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        ModelFindings.unmodelled("UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)")
    }
    /// UIKit: `optional func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBar.swift:55).
    /// Unmodelled: a call records `UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        ModelFindings.unmodelled("UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)")
    }
}
