// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIToolbar : UIView, UIBarPositioning` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UIToolbar: UIView {
    /// Storage of `barStyle`, generated.
    private var modelStoredBarStyle: Optional<UIBarStyle> = nil
    /// UIKit: `var barStyle: UIBarStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.barStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var barStyle: UIBarStyle {
        get {
            if let value = modelStoredBarStyle { return value }
            ModelFindings.unmodelledStop("UIToolbar.barStyle")
        }
        set {
            modelStoredBarStyle = newValue
        }
    }
    /// Storage of `items`, generated.
    private var modelStoredItems: Optional<[UIBarButtonItem]?> = nil
    /// UIKit: `var items: [UIBarButtonItem]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.items` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var items: [UIBarButtonItem]? {
        get {
            if let value = modelStoredItems { return value }
            ModelFindings.unmodelled("UIToolbar.items")
            return nil
        }
        set {
            modelStoredItems = newValue
        }
    }
    /// Storage of `isTranslucent`, generated.
    private var modelStoredIsTranslucent: Optional<Bool> = nil
    /// UIKit: `var isTranslucent: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.isTranslucent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var isTranslucent: Bool {
        get {
            if let value = modelStoredIsTranslucent { return value }
            ModelFindings.unmodelled("UIToolbar.isTranslucent")
            return false
        }
        set {
            modelStoredIsTranslucent = newValue
        }
    }
    /// UIKit: `func setItems(_ items: [UIBarButtonItem]?, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:8).
    /// Unmodelled: a call records `UIToolbar.setItems(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        ModelFindings.unmodelled("UIToolbar.setItems(_:animated:)")
    }
    /// Storage of `barTintColor`, generated.
    private var modelStoredBarTintColor: Optional<UIColor?> = nil
    /// UIKit: `var barTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.barTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var barTintColor: UIColor? {
        get {
            if let value = modelStoredBarTintColor { return value }
            ModelFindings.unmodelled("UIToolbar.barTintColor")
            return nil
        }
        set {
            modelStoredBarTintColor = newValue
        }
    }
    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:11).
    /// Unmodelled: a call records `UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        ModelFindings.unmodelled("UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:)")
    }
    /// UIKit: `func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:13).
    /// Unmodelled: a call records `UIToolbar.backgroundImage(forToolbarPosition:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UIToolbar.backgroundImage(forToolbarPosition:barMetrics:)")
        return nil
    }
    /// UIKit: `func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:15).
    /// Unmodelled: a call records `UIToolbar.setShadowImage(_:forToolbarPosition:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        ModelFindings.unmodelled("UIToolbar.setShadowImage(_:forToolbarPosition:)")
    }
    /// Storage of `compactScrollEdgeAppearance`, generated.
    private var modelStoredCompactScrollEdgeAppearance: Optional<UIToolbarAppearance?> = nil
    /// UIKit: `var compactScrollEdgeAppearance: UIToolbarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitoolbar-compactscrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.compactScrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get {
            if let value = modelStoredCompactScrollEdgeAppearance { return value }
            ModelAvailability.require("UIToolbar.compactScrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UIToolbar.compactScrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredCompactScrollEdgeAppearance = newValue
        }
    }
    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UIToolbarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UIToolbarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitoolbar-scrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelAvailability.require("UIToolbar.scrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UIToolbar.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }
    /// UIKit: `func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:17).
    /// Unmodelled: a call records `UIToolbar.shadowImage(forToolbarPosition:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        ModelFindings.unmodelled("UIToolbar.shadowImage(forToolbarPosition:)")
        return nil
    }
    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UIToolbarAppearance> = nil
    /// UIKit: `var standardAppearance: UIToolbarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:19).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.standardAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UIToolbarAppearance {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelledStop("UIToolbar.standardAppearance")
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }
    /// Storage of `compactAppearance`, generated.
    private var modelStoredCompactAppearance: Optional<UIToolbarAppearance?> = nil
    /// UIKit: `var compactAppearance: UIToolbarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:21).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.compactAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var compactAppearance: UIToolbarAppearance? {
        get {
            if let value = modelStoredCompactAppearance { return value }
            ModelFindings.unmodelled("UIToolbar.compactAppearance")
            return nil
        }
        set {
            modelStoredCompactAppearance = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UIToolbarDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UIToolbarDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:23).
    /// Stored: keeps what is set; a read before any set records `UIToolbar.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var delegate: UIToolbarDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIToolbar.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
}

/// UIKit: `protocol UIToolbarDelegate : UIBarPositioningDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbar.swift:26).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIToolbarDelegate: UIBarPositioningDelegate {
}
