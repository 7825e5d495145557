// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UINavigationBarAppearance : UIBarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// Storage of `titleTextAttributes`, generated.
    private var modelStoredTitleTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var titleTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:4).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.titleTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredTitleTextAttributes { return value }
            ModelFindings.unmodelled("UINavigationBarAppearance.titleTextAttributes")
            return [:]
        }
        set {
            modelStoredTitleTextAttributes = newValue
        }
    }
    /// Storage of `titlePositionAdjustment`, generated.
    private var modelStoredTitlePositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var titlePositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:5).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.titlePositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var titlePositionAdjustment: UIOffset {
        get {
            if let value = modelStoredTitlePositionAdjustment { return value }
            ModelFindings.unmodelledStop("UINavigationBarAppearance.titlePositionAdjustment")
        }
        set {
            modelStoredTitlePositionAdjustment = newValue
        }
    }
    /// Storage of `largeTitleTextAttributes`, generated.
    private var modelStoredLargeTitleTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var largeTitleTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:6).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.largeTitleTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredLargeTitleTextAttributes { return value }
            ModelFindings.unmodelled("UINavigationBarAppearance.largeTitleTextAttributes")
            return [:]
        }
        set {
            modelStoredLargeTitleTextAttributes = newValue
        }
    }
    /// Storage of `buttonAppearance`, generated.
    private var modelStoredButtonAppearance: Optional<UIBarButtonItemAppearance> = nil
    /// UIKit: `var buttonAppearance: UIBarButtonItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:7).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.buttonAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var buttonAppearance: UIBarButtonItemAppearance {
        get {
            if let value = modelStoredButtonAppearance { return value }
            ModelFindings.unmodelledStop("UINavigationBarAppearance.buttonAppearance")
        }
        set {
            modelStoredButtonAppearance = newValue
        }
    }
    /// Storage of `doneButtonAppearance`, generated.
    private var modelStoredDoneButtonAppearance: Optional<UIBarButtonItemAppearance> = nil
    /// UIKit: `var doneButtonAppearance: UIBarButtonItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:8).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.doneButtonAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get {
            if let value = modelStoredDoneButtonAppearance { return value }
            ModelFindings.unmodelledStop("UINavigationBarAppearance.doneButtonAppearance")
        }
        set {
            modelStoredDoneButtonAppearance = newValue
        }
    }
    /// Storage of `backButtonAppearance`, generated.
    private var modelStoredBackButtonAppearance: Optional<UIBarButtonItemAppearance> = nil
    /// UIKit: `var backButtonAppearance: UIBarButtonItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:9).
    /// Stored: keeps what is set; a read before any set records `UINavigationBarAppearance.backButtonAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get {
            if let value = modelStoredBackButtonAppearance { return value }
            ModelFindings.unmodelledStop("UINavigationBarAppearance.backButtonAppearance")
        }
        set {
            modelStoredBackButtonAppearance = newValue
        }
    }
    /// UIKit: `var backIndicatorImage: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:10).
    /// Unmodelled: reading records `UINavigationBarAppearance.backIndicatorImage` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var backIndicatorImage: UIImage {
        get {
            ModelFindings.unmodelledStop("UINavigationBarAppearance.backIndicatorImage")
        }
    }
    /// UIKit: `var backIndicatorTransitionMaskImage: UIImage { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:11).
    /// Unmodelled: reading records `UINavigationBarAppearance.backIndicatorTransitionMaskImage` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var backIndicatorTransitionMaskImage: UIImage {
        get {
            ModelFindings.unmodelledStop("UINavigationBarAppearance.backIndicatorTransitionMaskImage")
        }
    }
    /// UIKit: `func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBarAppearance.swift:12).
    /// Unmodelled: a call records `UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        ModelFindings.unmodelled("UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)")
    }
}
