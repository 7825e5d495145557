import Foundation

/// Apple: UISceneSession (iOS 13) — `role`, `configuration`, `persistentIdentifier`.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// Apple: UISceneSession.Role.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static let CPTemplateApplicationDashboardSceneSessionRoleApplication: UISceneSession.Role` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesession-uiscenesession.role-cptemplateapplicationdashboardscenesessionroleapplication.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.4)
        public static let CPTemplateApplicationDashboardSceneSessionRoleApplication: UISceneSession.Role =
            UISceneSession.Role(
                rawValue: "UISceneSession.Role.CPTemplateApplicationDashboardSceneSessionRoleApplication")

        /// UIKit: `static let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication: UISceneSession.Role` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesession-uiscenesession.role-cptemplateapplicationinstrumentclusterscenesessionroleapplication.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.4)
        public static let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication: UISceneSession.Role =
            UISceneSession.Role(
                rawValue: "UISceneSession.Role.CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")

        /// UIKit: `static let carTemplateApplication: UISceneSession.Role` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesession-uiscenesession.role-cartemplateapplication.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let carTemplateApplication: UISceneSession.Role = UISceneSession.Role(
            rawValue: "UISceneSession.Role.carTemplateApplication")

        /// UIKit: `static let windowExternalDisplay: UISceneSession.Role` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:21).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        public static let windowExternalDisplay: UISceneSession.Role = UISceneSession.Role(
            rawValue: "UISceneSession.Role.windowExternalDisplay")

        /// UIKit: `static let windowExternalDisplayNonInteractive: UISceneSession.Role` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesession-uiscenesession.role-windowexternaldisplaynoninteractive.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.0)
        public static let windowExternalDisplayNonInteractive: UISceneSession.Role = UISceneSession.Role(
            rawValue: "UISceneSession.Role.windowExternalDisplayNonInteractive")
        // cellspec:generated:end
    }

    /// Apple: UISceneSession.role.
    public let role: Role
    /// Apple: UISceneSession.persistentIdentifier.
    public let persistentIdentifier: String = UUID().uuidString

    init(role: Role) {
        self.role = role
        super.init()
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var configuration: UISceneConfiguration { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:15).
    /// Unmodelled: reading records `UISceneSession.configuration` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var configuration: UISceneConfiguration {
        get {
            ModelFindings.unmodelledStop("UISceneSession.configuration")
        }
    }

    /// UIKit: `var scene: UIScene? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:13).
    /// Unmodelled: reading records `UISceneSession.scene` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var scene: UIScene? {
        get {
            ModelFindings.unmodelled("UISceneSession.scene")
            return nil
        }
    }

    /// Storage of `stateRestorationActivity`, generated.
    private var modelStoredStateRestorationActivity: Optional<NSUserActivity?> = nil
    /// UIKit: `var stateRestorationActivity: NSUserActivity?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:17).
    /// Stored: keeps what is set; a read before any set records `UISceneSession.stateRestorationActivity` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var stateRestorationActivity: NSUserActivity? {
        get {
            if let value = modelStoredStateRestorationActivity { return value }
            ModelFindings.unmodelled("UISceneSession.stateRestorationActivity")
            return nil
        }
        set {
            modelStoredStateRestorationActivity = newValue
        }
    }

    /// Storage of `userInfo`, generated.
    private var modelStoredUserInfo: Optional<[String: Any]?> = nil
    /// UIKit: `var userInfo: [String : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:18).
    /// Stored: keeps what is set; a read before any set records `UISceneSession.userInfo` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var userInfo: [String: Any]? {
        get {
            if let value = modelStoredUserInfo { return value }
            ModelFindings.unmodelled("UISceneSession.userInfo")
            return nil
        }
        set {
            modelStoredUserInfo = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UISceneConfiguration (iOS 13) — `init(name:sessionRole:)`, `delegateClass`. Stored state.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// Apple: UISceneConfiguration.name.
    public let name: String?
    /// Apple: UISceneConfiguration.role.
    public let role: UISceneSession.Role
    /// Apple: UISceneConfiguration.delegateClass.
    open var delegateClass: AnyClass?

    /// Apple: UISceneConfiguration.init(name:sessionRole:).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `sceneClass`, generated.
    private var modelStoredSceneClass: Optional<AnyClass?> = nil
    /// UIKit: `var sceneClass: AnyClass?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:7).
    /// Stored: keeps what is set; a read before any set records `UISceneConfiguration.sceneClass` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var sceneClass: AnyClass? {
        get {
            if let value = modelStoredSceneClass { return value }
            ModelFindings.unmodelled("UISceneConfiguration.sceneClass")
            return nil
        }
        set {
            modelStoredSceneClass = newValue
        }
    }

    /// Storage of `storyboard`, generated.
    private var modelStoredStoryboard: Optional<UIStoryboard?> = nil
    /// UIKit: `var storyboard: UIStoryboard?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneSession.swift:9).
    /// Stored: keeps what is set; a read before any set records `UISceneConfiguration.storyboard` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var storyboard: UIStoryboard? {
        get {
            if let value = modelStoredStoryboard { return value }
            ModelFindings.unmodelled("UISceneConfiguration.storyboard")
            return nil
        }
        set {
            modelStoredStoryboard = newValue
        }
    }
    // cellspec:generated:end
}
