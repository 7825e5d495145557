// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIScene {
    /// UIKit: `class SystemProtectionManager: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-uiscene.systemprotectionmanager.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class SystemProtectionManager: NSObject {
        /// UIKit: `var isUserAuthenticationEnabled: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-uiscene.systemprotectionmanager-isuserauthenticationenabled.md:17).
        /// Unmodelled: reading records `UIScene.SystemProtectionManager.isUserAuthenticationEnabled` and returns `false`.
        @available(iOS, introduced: 18.0)
        open var isUserAuthenticationEnabled: Bool {
            get {
                ModelAvailability.require("UIScene.SystemProtectionManager.isUserAuthenticationEnabled", introduced: 18)
                ModelFindings.unmodelled("UIScene.SystemProtectionManager.isUserAuthenticationEnabled")
                return false
            }
        }
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:20).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:openURLContexts:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:openURLContexts:)")
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:21).
    /// Unmodelled: a call records `UISceneDelegate.stateRestorationActivity(for:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        ModelFindings.unmodelled("UISceneDelegate.stateRestorationActivity(for:)")
        return nil
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:22).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:willContinueUserActivityWithType:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:willContinueUserActivityWithType:)")
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:23).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:continue:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:continue:)")
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:24).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:didFailToContinueUserActivityWithType:error:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:didFailToContinueUserActivityWithType:error:)")
    }
}

extension UISceneDelegate {
    /// UIKit: `optional func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:25).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:didUpdate:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:didUpdate:)")
    }
}
