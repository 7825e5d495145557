// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIBarAppearance : NSObject, NSCopying, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// UIKit: `init(idiom: UIUserInterfaceIdiom)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:4).
    /// Unmodelled: a call records `UIBarAppearance.init(idiom:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
        ModelFindings.unmodelled("UIBarAppearance.init(idiom:)")
    }
    /// UIKit: `var idiom: UIUserInterfaceIdiom { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:5).
    /// Unmodelled: reading records `UIBarAppearance.idiom` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var idiom: UIUserInterfaceIdiom {
        get {
            ModelFindings.unmodelledStop("UIBarAppearance.idiom")
        }
    }
    /// UIKit: `init(barAppearance: UIBarAppearance)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:6).
    /// Unmodelled: a call records `UIBarAppearance.init(barAppearance:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(barAppearance: UIBarAppearance) {
        self.init()
        ModelFindings.unmodelled("UIBarAppearance.init(barAppearance:)")
    }
    /// UIKit: `func configureWithDefaultBackground()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:7).
    /// Unmodelled: a call records `UIBarAppearance.configureWithDefaultBackground()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithDefaultBackground() {
        ModelFindings.unmodelled("UIBarAppearance.configureWithDefaultBackground()")
    }
    /// UIKit: `func configureWithOpaqueBackground()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:8).
    /// Unmodelled: a call records `UIBarAppearance.configureWithOpaqueBackground()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithOpaqueBackground() {
        ModelFindings.unmodelled("UIBarAppearance.configureWithOpaqueBackground()")
    }
    /// UIKit: `func configureWithTransparentBackground()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:9).
    /// Unmodelled: a call records `UIBarAppearance.configureWithTransparentBackground()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func configureWithTransparentBackground() {
        ModelFindings.unmodelled("UIBarAppearance.configureWithTransparentBackground()")
    }
    /// Storage of `backgroundEffect`, generated.
    private var modelStoredBackgroundEffect: Optional<UIBlurEffect?> = nil
    /// UIKit: `var backgroundEffect: UIBlurEffect?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundEffect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundEffect: UIBlurEffect? {
        get {
            if let value = modelStoredBackgroundEffect { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundEffect")
            return nil
        }
        set {
            modelStoredBackgroundEffect = newValue
        }
    }
    /// Storage of `backgroundColor`, generated.
    private var modelStoredBackgroundColor: Optional<UIColor?> = nil
    /// UIKit: `var backgroundColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundColor: UIColor? {
        get {
            if let value = modelStoredBackgroundColor { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundColor")
            return nil
        }
        set {
            modelStoredBackgroundColor = newValue
        }
    }
    /// Storage of `backgroundImage`, generated.
    private var modelStoredBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var backgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:12).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImage: UIImage? {
        get {
            if let value = modelStoredBackgroundImage { return value }
            ModelFindings.unmodelled("UIBarAppearance.backgroundImage")
            return nil
        }
        set {
            modelStoredBackgroundImage = newValue
        }
    }
    /// Storage of `backgroundImageContentMode`, generated.
    private var modelStoredBackgroundImageContentMode: Optional<UIView.ContentMode> = nil
    /// UIKit: `var backgroundImageContentMode: UIView.ContentMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:13).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.backgroundImageContentMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backgroundImageContentMode: UIView.ContentMode {
        get {
            if let value = modelStoredBackgroundImageContentMode { return value }
            ModelFindings.unmodelledStop("UIBarAppearance.backgroundImageContentMode")
        }
        set {
            modelStoredBackgroundImageContentMode = newValue
        }
    }
    /// Storage of `shadowColor`, generated.
    private var modelStoredShadowColor: Optional<UIColor?> = nil
    /// UIKit: `var shadowColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:14).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.shadowColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var shadowColor: UIColor? {
        get {
            if let value = modelStoredShadowColor { return value }
            ModelFindings.unmodelled("UIBarAppearance.shadowColor")
            return nil
        }
        set {
            modelStoredShadowColor = newValue
        }
    }
    /// Storage of `shadowImage`, generated.
    private var modelStoredShadowImage: Optional<UIImage?> = nil
    /// UIKit: `var shadowImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarAppearance.swift:15).
    /// Stored: keeps what is set; a read before any set records `UIBarAppearance.shadowImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var shadowImage: UIImage? {
        get {
            if let value = modelStoredShadowImage { return value }
            ModelFindings.unmodelled("UIBarAppearance.shadowImage")
            return nil
        }
        set {
            modelStoredShadowImage = newValue
        }
    }
    /// UIKit: `func copy() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarappearance-copy().md:16).
    /// Unmodelled: a call records `UIBarAppearance.copy()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func copy() -> Self {
        ModelFindings.unmodelledStop("UIBarAppearance.copy()")
    }
}
