import Foundation

/// Apple: UISceneDelegate (iOS 13) — every method optional (defaults here).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:23).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    /// UIKit: `optional func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:24).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)

    /// UIKit: `optional func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:25).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)

    /// UIKit: `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:20).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// UIKit: `optional func scene( _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenedelegate-scene(_:restoreinteractionstatewith:).md:14).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)

    /// UIKit: `optional func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:22).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    /// UIKit: `optional func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:21).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    // cellspec:generated:end
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Apple: UIWindowSceneDelegate (iOS 13) — adds the scene's `window`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:15).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)

    /// UIKit: `optional func windowScene( _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscenedelegate-windowscene(_:performactionfor:completionhandler:).md:30).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool

    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:16).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    // cellspec:generated:end
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
