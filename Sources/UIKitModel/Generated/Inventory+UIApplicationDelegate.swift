// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIApplicationDelegate {
    /// UIKit: `optional func application( _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any] ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleactionwithidentifier:forremotenotification:completionhandler:)-deprecated.md:36).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:)` and does nothing.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any]
    ) async {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application( _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any] ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleactionwithidentifier:forremotenotification:withresponseinfo:completionhandler:)-deprecated.md:38).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:)` and does nothing.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any]
    ) async {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application( _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleeventsforbackgroundurlsession:completionhandler:).md:30).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:)` and does nothing.
    @available(iOS, introduced: 7.0)
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application( _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]? ) async -> [AnyHashable : Any]?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handlewatchkitextensionrequest:reply:).md:30).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleWatchKitExtensionRequest:)` and returns `nil`.
    @available(iOS, introduced: 8.2)
    public func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?)
        async -> [AnyHashable: Any]?
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:handleWatchKitExtensionRequest:)")
        return nil
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application( _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:performactionfor:completionhandler:).md:30).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:performActionFor:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem)
        async -> Bool
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:performActionFor:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-applicationshouldautomaticallylocalizekeycommands(_:).md:16).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationShouldAutomaticallyLocalizeKeyCommands(_:)` and returns `false`.
    @available(iOS, introduced: 15.0)
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        ModelAvailability.require(
            "UIApplicationDelegate.applicationShouldAutomaticallyLocalizeKeyCommands(_:)", introduced: 15)
        ModelFindings.unmodelled("UIApplicationDelegate.applicationShouldAutomaticallyLocalizeKeyCommands(_:)")
        return false
    }
}
