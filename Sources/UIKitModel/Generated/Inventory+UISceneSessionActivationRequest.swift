// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UISceneSessionActivationRequest: Equatable, Hashable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
@MainActor @preconcurrency
public struct UISceneSessionActivationRequest {
    /// UIKit: `init( role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-init(role:useractivity:options:).md:16).
    /// Unmodelled: a call records `UISceneSessionActivationRequest.init(role:userActivity:options:)` and keeps every property at its starting value.
    @available(iOS, introduced: 17.0)
    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
        options: UIScene.ActivationRequestOptions? = nil
    ) {
        ModelAvailability.require("UISceneSessionActivationRequest.init(role:userActivity:options:)", introduced: 17)
        ModelFindings.unmodelled("UISceneSessionActivationRequest.init(role:userActivity:options:)")
    }
    /// UIKit: `init( session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-init(session:useractivity:options:).md:16).
    /// Unmodelled: a call records `UISceneSessionActivationRequest.init(session:userActivity:options:)` and keeps every property at its starting value.
    @available(iOS, introduced: 17.0)
    public init(
        session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        ModelAvailability.require("UISceneSessionActivationRequest.init(session:userActivity:options:)", introduced: 17)
        ModelFindings.unmodelled("UISceneSessionActivationRequest.init(session:userActivity:options:)")
    }
    /// Storage of `options`, generated.
    private var modelStoredOptions: Optional<UIScene.ActivationRequestOptions?> = nil
    /// UIKit: `var options: UIScene.ActivationRequestOptions? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-options.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneSessionActivationRequest.options` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    public var options: UIScene.ActivationRequestOptions? {
        get {
            if let value = modelStoredOptions { return value }
            ModelAvailability.require("UISceneSessionActivationRequest.options", introduced: 17)
            ModelFindings.unmodelled("UISceneSessionActivationRequest.options")
            return nil
        }
        set {
            modelStoredOptions = newValue
        }
    }
    /// UIKit: `var role: UISceneSession.Role { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-role.md:16).
    /// Unmodelled: reading records `UISceneSessionActivationRequest.role` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    public var role: UISceneSession.Role {
        get {
            ModelAvailability.require("UISceneSessionActivationRequest.role", introduced: 17)
            ModelFindings.unmodelledStop("UISceneSessionActivationRequest.role")
        }
    }
    /// UIKit: `var session: UISceneSession? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-session.md:16).
    /// Unmodelled: reading records `UISceneSessionActivationRequest.session` and returns `nil`.
    @available(iOS, introduced: 17.0)
    public var session: UISceneSession? {
        get {
            ModelAvailability.require("UISceneSessionActivationRequest.session", introduced: 17)
            ModelFindings.unmodelled("UISceneSessionActivationRequest.session")
            return nil
        }
    }
    /// Storage of `userActivity`, generated.
    private var modelStoredUserActivity: Optional<NSUserActivity?> = nil
    /// UIKit: `var userActivity: NSUserActivity? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesessionactivationrequest-useractivity.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneSessionActivationRequest.userActivity` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    public var userActivity: NSUserActivity? {
        get {
            if let value = modelStoredUserActivity { return value }
            ModelAvailability.require("UISceneSessionActivationRequest.userActivity", introduced: 17)
            ModelFindings.unmodelled("UISceneSessionActivationRequest.userActivity")
            return nil
        }
        set {
            modelStoredUserActivity = newValue
        }
    }
}
