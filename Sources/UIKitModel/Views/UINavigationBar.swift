import Foundation

/// Apple: UINavigationBar — `prefersLargeTitles` (false), `tintColor`; stored state.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// Apple: UINavigationBar.prefersLargeTitles (false). Stored state.
    open var prefersLargeTitles = false
    /// Apple: UINavigationBar.isTranslucent (true). Stored state.
    open var isTranslucent = true
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `backIndicatorImage`, generated.
    private var modelStoredBackIndicatorImage: Optional<UIImage?> = nil
    /// UIKit: `var backIndicatorImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:36).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.backIndicatorImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var backIndicatorImage: UIImage? {
        get {
            if let value = modelStoredBackIndicatorImage { return value }
            ModelFindings.unmodelled("UINavigationBar.backIndicatorImage")
            return nil
        }
        set {
            modelStoredBackIndicatorImage = newValue
        }
    }

    /// Storage of `backIndicatorTransitionMaskImage`, generated.
    private var modelStoredBackIndicatorTransitionMaskImage: Optional<UIImage?> = nil
    /// UIKit: `var backIndicatorTransitionMaskImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:38).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.backIndicatorTransitionMaskImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var backIndicatorTransitionMaskImage: UIImage? {
        get {
            if let value = modelStoredBackIndicatorTransitionMaskImage { return value }
            ModelFindings.unmodelled("UINavigationBar.backIndicatorTransitionMaskImage")
            return nil
        }
        set {
            modelStoredBackIndicatorTransitionMaskImage = newValue
        }
    }

    /// UIKit: `var backItem: UINavigationItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:11).
    /// Unmodelled: reading records `UINavigationBar.backItem` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var backItem: UINavigationItem? {
        get {
            ModelFindings.unmodelled("UINavigationBar.backItem")
            return nil
        }
    }

    /// UIKit: `func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:24).
    /// Unmodelled: a call records `UINavigationBar.backgroundImage(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UINavigationBar.backgroundImage(for:)")
        return nil
    }

    /// UIKit: `func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:20).
    /// Unmodelled: a call records `UINavigationBar.backgroundImage(for:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UINavigationBar.backgroundImage(for:barMetrics:)")
        return nil
    }

    /// Storage of `barStyle`, generated.
    private var modelStoredBarStyle: Optional<UIBarStyle> = nil
    /// UIKit: `var barStyle: UIBarStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:4).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.barStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var barStyle: UIBarStyle {
        get {
            if let value = modelStoredBarStyle { return value }
            ModelFindings.unmodelledStop("UINavigationBar.barStyle")
        }
        set {
            modelStoredBarStyle = newValue
        }
    }

    /// Storage of `barTintColor`, generated.
    private var modelStoredBarTintColor: Optional<UIColor?> = nil
    /// UIKit: `var barTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.barTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var barTintColor: UIColor? {
        get {
            if let value = modelStoredBarTintColor { return value }
            ModelFindings.unmodelled("UINavigationBar.barTintColor")
            return nil
        }
        set {
            modelStoredBarTintColor = newValue
        }
    }

    /// UIKit: `var behavioralStyle: UIBehavioralStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-behavioralstyle.md:16).
    /// Unmodelled: reading records `UINavigationBar.behavioralStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var behavioralStyle: UIBehavioralStyle {
        get {
            ModelAvailability.require("UINavigationBar.behavioralStyle", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationBar.behavioralStyle")
        }
    }

    /// Storage of `compactAppearance`, generated.
    private var modelStoredCompactAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var compactAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:42).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.compactAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var compactAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredCompactAppearance { return value }
            ModelFindings.unmodelled("UINavigationBar.compactAppearance")
            return nil
        }
        set {
            modelStoredCompactAppearance = newValue
        }
    }

    /// Storage of `compactScrollEdgeAppearance`, generated.
    private var modelStoredCompactScrollEdgeAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var compactScrollEdgeAppearance: UINavigationBarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-compactscrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.compactScrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredCompactScrollEdgeAppearance { return value }
            ModelAvailability.require("UINavigationBar.compactScrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UINavigationBar.compactScrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredCompactScrollEdgeAppearance = newValue
        }
    }

    /// UIKit: `var currentNSToolbarSection: UINavigationBar.NSToolbarSection { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-currentnstoolbarsection.md:16).
    /// Unmodelled: reading records `UINavigationBar.currentNSToolbarSection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var currentNSToolbarSection: UINavigationBar.NSToolbarSection {
        get {
            ModelAvailability.require("UINavigationBar.currentNSToolbarSection", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationBar.currentNSToolbarSection")
        }
    }

    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UINavigationBarDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UINavigationBarDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:5).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: UINavigationBarDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UINavigationBar.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// Storage of `items`, generated.
    private var modelStoredItems: Optional<[UINavigationItem]?> = nil
    /// UIKit: `var items: [UINavigationItem]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:12).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.items` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var items: [UINavigationItem]? {
        get {
            if let value = modelStoredItems { return value }
            ModelFindings.unmodelled("UINavigationBar.items")
            return nil
        }
        set {
            modelStoredItems = newValue
        }
    }

    /// Storage of `largeTitleTextAttributes`, generated.
    private var modelStoredLargeTitleTextAttributes: Optional<[NSAttributedString.Key: Any]?> = nil
    /// UIKit: `var largeTitleTextAttributes: [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:30).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.largeTitleTextAttributes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get {
            if let value = modelStoredLargeTitleTextAttributes { return value }
            ModelFindings.unmodelled("UINavigationBar.largeTitleTextAttributes")
            return nil
        }
        set {
            modelStoredLargeTitleTextAttributes = newValue
        }
    }

    /// UIKit: `func popItem(animated: Bool) -> UINavigationItem?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:9).
    /// Unmodelled: a call records `UINavigationBar.popItem(animated:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func popItem(animated: Bool) -> UINavigationItem? {
        ModelFindings.unmodelled("UINavigationBar.popItem(animated:)")
        return nil
    }

    /// Storage of `preferredBehavioralStyle`, generated.
    private var modelStoredPreferredBehavioralStyle: Optional<UIBehavioralStyle> = nil
    /// UIKit: `var preferredBehavioralStyle: UIBehavioralStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-preferredbehavioralstyle.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.preferredBehavioralStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredBehavioralStyle: UIBehavioralStyle {
        get {
            if let value = modelStoredPreferredBehavioralStyle { return value }
            ModelAvailability.require("UINavigationBar.preferredBehavioralStyle", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationBar.preferredBehavioralStyle")
        }
        set {
            modelStoredPreferredBehavioralStyle = newValue
        }
    }

    /// UIKit: `func pushItem(_ item: UINavigationItem, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:8).
    /// Unmodelled: a call records `UINavigationBar.pushItem(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        ModelFindings.unmodelled("UINavigationBar.pushItem(_:animated:)")
    }

    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:44).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelFindings.unmodelled("UINavigationBar.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:22).
    /// Unmodelled: a call records `UINavigationBar.setBackgroundImage(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UINavigationBar.setBackgroundImage(_:for:)")
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:18).
    /// Unmodelled: a call records `UINavigationBar.setBackgroundImage(_:for:barMetrics:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    {
        ModelFindings.unmodelled("UINavigationBar.setBackgroundImage(_:for:barMetrics:)")
    }

    /// UIKit: `func setItems(_ items: [UINavigationItem]?, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:13).
    /// Unmodelled: a call records `UINavigationBar.setItems(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        ModelFindings.unmodelled("UINavigationBar.setItems(_:animated:)")
    }

    /// UIKit: `func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:32).
    /// Unmodelled: a call records `UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)")
    }

    /// Storage of `shadowImage`, generated.
    private var modelStoredShadowImage: Optional<UIImage?> = nil
    /// UIKit: `var shadowImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:26).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.shadowImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var shadowImage: UIImage? {
        get {
            if let value = modelStoredShadowImage { return value }
            ModelFindings.unmodelled("UINavigationBar.shadowImage")
            return nil
        }
        set {
            modelStoredShadowImage = newValue
        }
    }

    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UINavigationBarAppearance> = nil
    /// UIKit: `var standardAppearance: UINavigationBarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:40).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.standardAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UINavigationBarAppearance {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelledStop("UINavigationBar.standardAppearance")
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }

    /// Storage of `titleTextAttributes`, generated.
    private var modelStoredTitleTextAttributes: Optional<[NSAttributedString.Key: Any]?> = nil
    /// UIKit: `var titleTextAttributes: [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:28).
    /// Stored: keeps what is set; a read before any set records `UINavigationBar.titleTextAttributes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get {
            if let value = modelStoredTitleTextAttributes { return value }
            ModelFindings.unmodelled("UINavigationBar.titleTextAttributes")
            return nil
        }
        set {
            modelStoredTitleTextAttributes = newValue
        }
    }

    /// UIKit: `func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:34).
    /// Unmodelled: a call records `UINavigationBar.titleVerticalPositionAdjustment(for:)` and returns `0`.
    @available(iOS, introduced: 5.0)
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        ModelFindings.unmodelled("UINavigationBar.titleVerticalPositionAdjustment(for:)")
        return 0
    }

    /// UIKit: `var topItem: UINavigationItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:10).
    /// Unmodelled: reading records `UINavigationBar.topItem` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var topItem: UINavigationItem? {
        get {
            ModelFindings.unmodelled("UINavigationBar.topItem")
            return nil
        }
    }
    // cellspec:generated:end
}
