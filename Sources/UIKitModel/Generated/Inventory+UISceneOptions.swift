// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIScene {
    /// UIKit: `class ActivationRequestOptions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:12).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    @MainActor @preconcurrency
    open class ActivationRequestOptions: NSObject {
        /// Storage of `requestingScene`, generated.
        private var modelStoredRequestingScene: Optional<UIScene?> = nil
        /// UIKit: `var requestingScene: UIScene?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:14).
        /// Stored: keeps what is set; a read before any set records `UIScene.ActivationRequestOptions.requestingScene` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 13.0)
        open var requestingScene: UIScene? {
            get {
                if let value = modelStoredRequestingScene { return value }
                ModelFindings.unmodelled("UIScene.ActivationRequestOptions.requestingScene")
                return nil
            }
            set {
                modelStoredRequestingScene = newValue
            }
        }
    }
}

extension UIScene {
    /// UIKit: `class OpenExternalURLOptions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    @MainActor @preconcurrency
    open class OpenExternalURLOptions: NSObject {
        /// Storage of `universalLinksOnly`, generated.
        private var modelStoredUniversalLinksOnly: Optional<Bool> = nil
        /// UIKit: `var universalLinksOnly: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:18).
        /// Stored: keeps what is set; a read before any set records `UIScene.OpenExternalURLOptions.universalLinksOnly` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 13.0)
        open var universalLinksOnly: Bool {
            get {
                if let value = modelStoredUniversalLinksOnly { return value }
                ModelFindings.unmodelled("UIScene.OpenExternalURLOptions.universalLinksOnly")
                return false
            }
            set {
                modelStoredUniversalLinksOnly = newValue
            }
        }
    }
}

extension UIScene {
    /// UIKit: `class OpenURLOptions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:20).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    @MainActor @preconcurrency
    open class OpenURLOptions: NSObject {
        /// UIKit: `var sourceApplication: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:22).
        /// Unmodelled: reading records `UIScene.OpenURLOptions.sourceApplication` and returns `nil`.
        @available(iOS, introduced: 13.0)
        open var sourceApplication: String? {
            get {
                ModelFindings.unmodelled("UIScene.OpenURLOptions.sourceApplication")
                return nil
            }
        }
        /// UIKit: `var annotation: Any? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:23).
        /// Unmodelled: reading records `UIScene.OpenURLOptions.annotation` and returns `nil`.
        @available(iOS, introduced: 13.0)
        open var annotation: Any? {
            get {
                ModelFindings.unmodelled("UIScene.OpenURLOptions.annotation")
                return nil
            }
        }
        /// UIKit: `var openInPlace: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:24).
        /// Unmodelled: reading records `UIScene.OpenURLOptions.openInPlace` and returns `false`.
        @available(iOS, introduced: 13.0)
        open var openInPlace: Bool {
            get {
                ModelFindings.unmodelled("UIScene.OpenURLOptions.openInPlace")
                return false
            }
        }
    }
}

/// UIKit: `class UISceneDestructionRequestOptions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:27).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UISceneDestructionRequestOptions: NSObject {
}
