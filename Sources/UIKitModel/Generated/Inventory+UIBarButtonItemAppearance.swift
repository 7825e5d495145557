// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIBarButtonItemStateAppearance : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// Storage of `titleTextAttributes`, generated.
    private var modelStoredTitleTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var titleTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemStateAppearance.titleTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredTitleTextAttributes { return value }
            ModelFindings.unmodelled("UIBarButtonItemStateAppearance.titleTextAttributes")
            return [:]
        }
        set {
            modelStoredTitleTextAttributes = newValue
        }
    }
    /// Storage of `titlePositionAdjustment`, generated.
    private var modelStoredTitlePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var titlePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemStateAppearance.titlePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titlePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredTitlePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UIBarButtonItemStateAppearance.titlePositionAdjustment")
        }
        set {
            modelStoredTitlePositionAdjustment = newValue
        }
    }
    /// Storage of `backgroundImage`, generated.
    private var modelStoredBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var backgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemStateAppearance.backgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImage: UIImage? {
        get {
            if let value = modelStoredBackgroundImage { return value }
            ModelFindings.unmodelled("UIBarButtonItemStateAppearance.backgroundImage")
            return nil
        }
        set {
            modelStoredBackgroundImage = newValue
        }
    }
    /// Storage of `backgroundImagePositionAdjustment`, generated.
    private var modelStoredBackgroundImagePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var backgroundImagePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemStateAppearance.backgroundImagePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImagePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredBackgroundImagePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UIBarButtonItemStateAppearance.backgroundImagePositionAdjustment")
        }
        set {
            modelStoredBackgroundImagePositionAdjustment = newValue
        }
    }
}

/// UIKit: `class UIBarButtonItemAppearance : NSObject, NSCopying, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:9).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    /// UIKit: `init(style: UIBarButtonItem.Style)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:11).
    /// Unmodelled: a call records `UIBarButtonItemAppearance.init(style:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(style: UIBarButtonItem.Style) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItemAppearance.init(style:)")
    }
    /// UIKit: `func configureWithDefault(for style: UIBarButtonItem.Style)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:12).
    /// Unmodelled: a call records `UIBarButtonItemAppearance.configureWithDefault(for:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        ModelFindings.unmodelled("UIBarButtonItemAppearance.configureWithDefault(for:)")
    }
    /// UIKit: `var normal: UIBarButtonItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:13).
    /// Unmodelled: reading records `UIBarButtonItemAppearance.normal` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var normal: UIBarButtonItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UIBarButtonItemAppearance.normal")
        }
    }
    /// UIKit: `var highlighted: UIBarButtonItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:14).
    /// Unmodelled: reading records `UIBarButtonItemAppearance.highlighted` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var highlighted: UIBarButtonItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UIBarButtonItemAppearance.highlighted")
        }
    }
    /// UIKit: `var disabled: UIBarButtonItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:15).
    /// Unmodelled: reading records `UIBarButtonItemAppearance.disabled` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var disabled: UIBarButtonItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UIBarButtonItemAppearance.disabled")
        }
    }
    /// UIKit: `func copy() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemappearance-copy().md:16).
    /// Unmodelled: a call records `UIBarButtonItemAppearance.copy()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func copy() -> Self {
        ModelFindings.unmodelledStop("UIBarButtonItemAppearance.copy()")
    }
    /// UIKit: `var focused: UIBarButtonItemStateAppearance { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItemAppearance.swift:16).
    /// Unmodelled: reading records `UIBarButtonItemAppearance.focused` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var focused: UIBarButtonItemStateAppearance {
        get {
            ModelFindings.unmodelledStop("UIBarButtonItemAppearance.focused")
        }
    }
}
