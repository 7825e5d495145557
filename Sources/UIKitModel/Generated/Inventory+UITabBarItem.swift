// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITabBarItem {
    /// UIKit: `enum SystemItem : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum SystemItem: Int {
        /// UIKit: `case more` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:6).
        /// Declared from the inventory.
        case more
        /// UIKit: `case favorites` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:7).
        /// Declared from the inventory.
        case favorites
        /// UIKit: `case featured` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:8).
        /// Declared from the inventory.
        case featured
        /// UIKit: `case topRated` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:9).
        /// Declared from the inventory.
        case topRated
        /// UIKit: `case recents` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:10).
        /// Declared from the inventory.
        case recents
        /// UIKit: `case contacts` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:11).
        /// Declared from the inventory.
        case contacts
        /// UIKit: `case history` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:12).
        /// Declared from the inventory.
        case history
        /// UIKit: `case bookmarks` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:13).
        /// Declared from the inventory.
        case bookmarks
        /// UIKit: `case search` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:14).
        /// Declared from the inventory.
        case search
        /// UIKit: `case downloads` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:15).
        /// Declared from the inventory.
        case downloads
        /// UIKit: `case mostRecent` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:16).
        /// Declared from the inventory.
        case mostRecent
        /// UIKit: `case mostViewed` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:17).
        /// Declared from the inventory.
        case mostViewed
    }
}

/// UIKit: `class UITabBarItem : UIBarItem` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:20).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UITabBarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UITabBarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbaritem-scrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelAvailability.require("UITabBarItem.scrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UITabBarItem.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }
    /// UIKit: `convenience init(title: String?, image: UIImage?, tag: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:22).
    /// Unmodelled: a call records `UITabBarItem.init(title:image:tag:)` and makes the object with `init()`.
    @available(iOS, introduced: 2.0)
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        ModelFindings.unmodelled("UITabBarItem.init(title:image:tag:)")
    }
    /// UIKit: `convenience init(title: String?, image: UIImage?, selectedImage: UIImage?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:23).
    /// Unmodelled: a call records `UITabBarItem.init(title:image:selectedImage:)` and makes the object with `init()`.
    @available(iOS, introduced: 7.0)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        ModelFindings.unmodelled("UITabBarItem.init(title:image:selectedImage:)")
    }
    /// UIKit: `convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:25).
    /// Unmodelled: a call records `UITabBarItem.init(tabBarSystemItem:tag:)` and makes the object with `init()`.
    @available(iOS, introduced: 2.0)
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        ModelFindings.unmodelled("UITabBarItem.init(tabBarSystemItem:tag:)")
    }
    /// Storage of `selectedImage`, generated.
    private var modelStoredSelectedImage: Optional<UIImage?> = nil
    /// UIKit: `var selectedImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:26).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.selectedImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var selectedImage: UIImage? {
        get {
            if let value = modelStoredSelectedImage { return value }
            ModelFindings.unmodelled("UITabBarItem.selectedImage")
            return nil
        }
        set {
            modelStoredSelectedImage = newValue
        }
    }
    /// Storage of `badgeValue`, generated.
    private var modelStoredBadgeValue: Optional<String?> = nil
    /// UIKit: `var badgeValue: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:28).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.badgeValue` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var badgeValue: String? {
        get {
            if let value = modelStoredBadgeValue { return value }
            ModelFindings.unmodelled("UITabBarItem.badgeValue")
            return nil
        }
        set {
            modelStoredBadgeValue = newValue
        }
    }
    /// Storage of `titlePositionAdjustment`, generated.
    private var modelStoredTitlePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var titlePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:29).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.titlePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var titlePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredTitlePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UITabBarItem.titlePositionAdjustment")
        }
        set {
            modelStoredTitlePositionAdjustment = newValue
        }
    }
    /// Storage of `badgeColor`, generated.
    private var modelStoredBadgeColor: Optional<UIColor?> = nil
    /// UIKit: `var badgeColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:31).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.badgeColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var badgeColor: UIColor? {
        get {
            if let value = modelStoredBadgeColor { return value }
            ModelFindings.unmodelled("UITabBarItem.badgeColor")
            return nil
        }
        set {
            modelStoredBadgeColor = newValue
        }
    }
    /// UIKit: `func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:33).
    /// Unmodelled: a call records `UITabBarItem.setBadgeTextAttributes(_:for:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ModelFindings.unmodelled("UITabBarItem.setBadgeTextAttributes(_:for:)")
    }
    /// UIKit: `func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:35).
    /// Unmodelled: a call records `UITabBarItem.badgeTextAttributes(for:)` and returns `nil`.
    @available(iOS, introduced: 10.0)
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ModelFindings.unmodelled("UITabBarItem.badgeTextAttributes(for:)")
        return nil
    }
    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UITabBarAppearance?> = nil
    /// UIKit: `var standardAppearance: UITabBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarItem.swift:37).
    /// Stored: keeps what is set; a read before any set records `UITabBarItem.standardAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UITabBarAppearance? {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelled("UITabBarItem.standardAppearance")
            return nil
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }
}
