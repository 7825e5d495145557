// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIWindowSceneDelegate {
    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:15).
    /// Unmodelled: a call records `UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        ModelFindings.unmodelled("UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)")
    }
}

extension UIWindowSceneDelegate {
    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:16).
    /// Unmodelled: a call records `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ModelFindings.unmodelled("UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)")
    }
}

extension UIWindowScene {
    /// UIKit: `enum DismissalAnimation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:25).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    public enum DismissalAnimation: Int {
        /// UIKit: `case standard` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:29).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case standard
        /// UIKit: `case commit` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:30).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case commit
        /// UIKit: `case decline` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:31).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case decline
    }
}

/// UIKit: `class UIWindowSceneDestructionRequestOptions : UISceneDestructionRequestOptions` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:34).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// Storage of `windowDismissalAnimation`, generated.
    private var modelStoredWindowDismissalAnimation: Optional<UIWindowScene.DismissalAnimation> = nil
    /// UIKit: `var windowDismissalAnimation: UIWindowScene.DismissalAnimation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:36).
    /// Stored: keeps what is set; a read before any set records `UIWindowSceneDestructionRequestOptions.windowDismissalAnimation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation {
        get {
            if let value = modelStoredWindowDismissalAnimation { return value }
            ModelFindings.unmodelledStop("UIWindowSceneDestructionRequestOptions.windowDismissalAnimation")
        }
        set {
            modelStoredWindowDismissalAnimation = newValue
        }
    }
}

/// UIKit: `class UISceneSizeRestrictions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:38).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
open class UISceneSizeRestrictions: NSObject {
    /// Storage of `minimumSize`, generated.
    private var modelStoredMinimumSize: Optional<CGSize> = nil
    /// UIKit: `var minimumSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:40).
    /// Stored: keeps what is set; a read before any set records `UISceneSizeRestrictions.minimumSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var minimumSize: CGSize {
        get {
            if let value = modelStoredMinimumSize { return value }
            ModelFindings.unmodelled("UISceneSizeRestrictions.minimumSize")
            return .zero
        }
        set {
            modelStoredMinimumSize = newValue
        }
    }
    /// Storage of `maximumSize`, generated.
    private var modelStoredMaximumSize: Optional<CGSize> = nil
    /// UIKit: `var maximumSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:41).
    /// Stored: keeps what is set; a read before any set records `UISceneSizeRestrictions.maximumSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var maximumSize: CGSize {
        get {
            if let value = modelStoredMaximumSize { return value }
            ModelFindings.unmodelled("UISceneSizeRestrictions.maximumSize")
            return .zero
        }
        set {
            modelStoredMaximumSize = newValue
        }
    }
}
