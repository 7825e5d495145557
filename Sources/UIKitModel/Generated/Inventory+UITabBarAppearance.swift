// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UITabBarItemStateAppearance : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// Storage of `titleTextAttributes`, generated.
    private var modelStoredTitleTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var titleTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:4).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.titleTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredTitleTextAttributes { return value }
            ModelFindings.unmodelled("UITabBarItemStateAppearance.titleTextAttributes")
            return [:]
        }
        set {
            modelStoredTitleTextAttributes = newValue
        }
    }
    /// Storage of `titlePositionAdjustment`, generated.
    private var modelStoredTitlePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var titlePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:5).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.titlePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titlePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredTitlePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UITabBarItemStateAppearance.titlePositionAdjustment")
        }
        set {
            modelStoredTitlePositionAdjustment = newValue
        }
    }
    /// Storage of `iconColor`, generated.
    private var modelStoredIconColor: Optional<UIColor?> = nil
    /// UIKit: `var iconColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:6).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.iconColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var iconColor: UIColor? {
        get {
            if let value = modelStoredIconColor { return value }
            ModelFindings.unmodelled("UITabBarItemStateAppearance.iconColor")
            return nil
        }
        set {
            modelStoredIconColor = newValue
        }
    }
    /// Storage of `badgePositionAdjustment`, generated.
    private var modelStoredBadgePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var badgePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:7).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.badgePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var badgePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredBadgePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UITabBarItemStateAppearance.badgePositionAdjustment")
        }
        set {
            modelStoredBadgePositionAdjustment = newValue
        }
    }
    /// Storage of `badgeBackgroundColor`, generated.
    private var modelStoredBadgeBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var badgeBackgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:8).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.badgeBackgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var badgeBackgroundColor: UIColor? {
        get {
            if let value = modelStoredBadgeBackgroundColor { return value }
            ModelFindings.unmodelled("UITabBarItemStateAppearance.badgeBackgroundColor")
            return nil
        }
        set {
            modelStoredBadgeBackgroundColor = newValue
        }
    }
    /// Storage of `badgeTextAttributes`, generated.
    private var modelStoredBadgeTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var badgeTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:9).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.badgeTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var badgeTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredBadgeTextAttributes { return value }
            ModelFindings.unmodelled("UITabBarItemStateAppearance.badgeTextAttributes")
            return [:]
        }
        set {
            modelStoredBadgeTextAttributes = newValue
        }
    }
    /// Storage of `badgeTitlePositionAdjustment`, generated.
    private var modelStoredBadgeTitlePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var badgeTitlePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:10).
    /// Stored: keeps what is set; a read before any set records `UITabBarItemStateAppearance.badgeTitlePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var badgeTitlePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredBadgeTitlePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UITabBarItemStateAppearance.badgeTitlePositionAdjustment")
        }
        set {
            modelStoredBadgeTitlePositionAdjustment = newValue
        }
    }
}

extension UITabBarItemAppearance {
    /// UIKit: `enum Style : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:13).
    /// Declared from the inventory; its members say what each does.
    public enum Style: Int {
        /// UIKit: `case stacked` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:16).
        /// Declared from the inventory.
        case stacked
        /// UIKit: `case inline` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:17).
        /// Declared from the inventory.
        case inline
        /// UIKit: `case compactInline` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:18).
        /// Declared from the inventory.
        case compactInline
    }
}

/// UIKit: `class UITabBarItemAppearance : NSObject, NSCopying, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:21).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// UIKit: `func copy() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitabbaritemappearance-copy().md:16).
    /// Unmodelled: a call records `UITabBarItemAppearance.copy()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func copy() -> Self {
        ModelFindings.unmodelledStop("UITabBarItemAppearance.copy()")
    }
    /// UIKit: `init(style: UITabBarItemAppearance.Style)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:23).
    /// Unmodelled: a call records `UITabBarItemAppearance.init(style:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(style: UITabBarItemAppearance.Style) {
        self.init()
        ModelFindings.unmodelled("UITabBarItemAppearance.init(style:)")
    }
    /// UIKit: `func configureWithDefault(for style: UITabBarItemAppearance.Style)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:24).
    /// Unmodelled: a call records `UITabBarItemAppearance.configureWithDefault(for:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        ModelFindings.unmodelled("UITabBarItemAppearance.configureWithDefault(for:)")
    }
    /// UIKit: `var normal: UITabBarItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:25).
    /// Unmodelled: reading records `UITabBarItemAppearance.normal` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var normal: UITabBarItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UITabBarItemAppearance.normal")
        }
    }
    /// UIKit: `var selected: UITabBarItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:26).
    /// Unmodelled: reading records `UITabBarItemAppearance.selected` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var selected: UITabBarItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UITabBarItemAppearance.selected")
        }
    }
    /// UIKit: `var disabled: UITabBarItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:27).
    /// Unmodelled: reading records `UITabBarItemAppearance.disabled` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var disabled: UITabBarItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UITabBarItemAppearance.disabled")
        }
    }
    /// UIKit: `var focused: UITabBarItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:28).
    /// Unmodelled: reading records `UITabBarItemAppearance.focused` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var focused: UITabBarItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UITabBarItemAppearance.focused")
        }
    }
}

/// UIKit: `class UITabBarAppearance : UIBarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:30).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// Storage of `stackedLayoutAppearance`, generated.
    private var modelStoredStackedLayoutAppearance: Optional<UITabBarItemAppearance> = nil
    /// UIKit: `var stackedLayoutAppearance: UITabBarItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:32).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.stackedLayoutAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get {
            if let value = modelStoredStackedLayoutAppearance { return value }
            ModelFindings.unmodelledStop("UITabBarAppearance.stackedLayoutAppearance")
        }
        set {
            modelStoredStackedLayoutAppearance = newValue
        }
    }
    /// Storage of `inlineLayoutAppearance`, generated.
    private var modelStoredInlineLayoutAppearance: Optional<UITabBarItemAppearance> = nil
    /// UIKit: `var inlineLayoutAppearance: UITabBarItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:33).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.inlineLayoutAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get {
            if let value = modelStoredInlineLayoutAppearance { return value }
            ModelFindings.unmodelledStop("UITabBarAppearance.inlineLayoutAppearance")
        }
        set {
            modelStoredInlineLayoutAppearance = newValue
        }
    }
    /// Storage of `compactInlineLayoutAppearance`, generated.
    private var modelStoredCompactInlineLayoutAppearance: Optional<UITabBarItemAppearance> = nil
    /// UIKit: `var compactInlineLayoutAppearance: UITabBarItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:34).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.compactInlineLayoutAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get {
            if let value = modelStoredCompactInlineLayoutAppearance { return value }
            ModelFindings.unmodelledStop("UITabBarAppearance.compactInlineLayoutAppearance")
        }
        set {
            modelStoredCompactInlineLayoutAppearance = newValue
        }
    }
    /// Storage of `selectionIndicatorTintColor`, generated.
    private var modelStoredSelectionIndicatorTintColor: Optional<UIColor?> = nil
    /// UIKit: `var selectionIndicatorTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:35).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.selectionIndicatorTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var selectionIndicatorTintColor: UIColor? {
        get {
            if let value = modelStoredSelectionIndicatorTintColor { return value }
            ModelFindings.unmodelled("UITabBarAppearance.selectionIndicatorTintColor")
            return nil
        }
        set {
            modelStoredSelectionIndicatorTintColor = newValue
        }
    }
    /// Storage of `selectionIndicatorImage`, generated.
    private var modelStoredSelectionIndicatorImage: Optional<UIImage?> = nil
    /// UIKit: `var selectionIndicatorImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:36).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.selectionIndicatorImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var selectionIndicatorImage: UIImage? {
        get {
            if let value = modelStoredSelectionIndicatorImage { return value }
            ModelFindings.unmodelled("UITabBarAppearance.selectionIndicatorImage")
            return nil
        }
        set {
            modelStoredSelectionIndicatorImage = newValue
        }
    }
    /// Storage of `stackedItemPositioning`, generated.
    private var modelStoredStackedItemPositioning: Optional<UITabBar.ItemPositioning> = nil
    /// UIKit: `var stackedItemPositioning: UITabBar.ItemPositioning` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:37).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.stackedItemPositioning` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var stackedItemPositioning: UITabBar.ItemPositioning {
        get {
            if let value = modelStoredStackedItemPositioning { return value }
            ModelFindings.unmodelledStop("UITabBarAppearance.stackedItemPositioning")
        }
        set {
            modelStoredStackedItemPositioning = newValue
        }
    }
    /// Storage of `stackedItemWidth`, generated.
    private var modelStoredStackedItemWidth: Optional<CGFloat> = nil
    /// UIKit: `var stackedItemWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:38).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.stackedItemWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var stackedItemWidth: CGFloat {
        get {
            if let value = modelStoredStackedItemWidth { return value }
            ModelFindings.unmodelled("UITabBarAppearance.stackedItemWidth")
            return 0
        }
        set {
            modelStoredStackedItemWidth = newValue
        }
    }
    /// Storage of `stackedItemSpacing`, generated.
    private var modelStoredStackedItemSpacing: Optional<CGFloat> = nil
    /// UIKit: `var stackedItemSpacing: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITabBarAppearance.swift:39).
    /// Stored: keeps what is set; a read before any set records `UITabBarAppearance.stackedItemSpacing` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var stackedItemSpacing: CGFloat {
        get {
            if let value = modelStoredStackedItemSpacing { return value }
            ModelFindings.unmodelled("UITabBarAppearance.stackedItemSpacing")
            return 0
        }
        set {
            modelStoredStackedItemSpacing = newValue
        }
    }
}
