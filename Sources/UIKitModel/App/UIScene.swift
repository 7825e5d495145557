import Foundation

/// One instance of an app's interface (iOS 13).
///
/// Apple: UIScene — `session`, `delegate`, `activationState`, `title`; `ConnectionOptions`.
/// The model connects a scene when told (``UIWindowScene/modelConnect(delegate:)``).
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// Apple: UIScene.ActivationState.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// Apple: UIScene.ConnectionOptions — what the scene was launched with (empty in the model).
    public final class ConnectionOptions: NSObject, @unchecked Sendable {
        override init() { super.init() }
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `var handoffUserActivityType: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:7).
        /// Unmodelled: reading records `UIScene.ConnectionOptions.handoffUserActivityType` and returns `nil`.
        @available(iOS, introduced: 13.0)
        public var handoffUserActivityType: String? {
            get {
                ModelFindings.unmodelled("UIScene.ConnectionOptions.handoffUserActivityType")
                return nil
            }
        }

        /// UIKit: `var shortcutItem: UIApplicationShortcutItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:10).
        /// Unmodelled: reading records `UIScene.ConnectionOptions.shortcutItem` and returns `nil`.
        @available(iOS, introduced: 13.0)
        public var shortcutItem: UIApplicationShortcutItem? {
            get {
                ModelFindings.unmodelled("UIScene.ConnectionOptions.shortcutItem")
                return nil
            }
        }

        /// UIKit: `var sourceApplication: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:6).
        /// Unmodelled: reading records `UIScene.ConnectionOptions.sourceApplication` and returns `nil`.
        @available(iOS, introduced: 13.0)
        public var sourceApplication: String? {
            get {
                ModelFindings.unmodelled("UIScene.ConnectionOptions.sourceApplication")
                return nil
            }
        }

        /// UIKit: `var urlContexts: Set<UIOpenURLContext> { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:5).
        /// Unmodelled: reading records `UIScene.ConnectionOptions.urlContexts` and returns `[]`.
        @available(iOS, introduced: 13.0)
        public var urlContexts: Set<UIOpenURLContext> {
            get {
                ModelFindings.unmodelled("UIScene.ConnectionOptions.urlContexts")
                return []
            }
        }

        /// UIKit: `var userActivities: Set<NSUserActivity> { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISceneOptions.swift:8).
        /// Unmodelled: reading records `UIScene.ConnectionOptions.userActivities` and returns `[]`.
        @available(iOS, introduced: 13.0)
        public var userActivities: Set<NSUserActivity> {
            get {
                ModelFindings.unmodelled("UIScene.ConnectionOptions.userActivities")
                return []
            }
        }
        // cellspec:generated:end
    }

    /// Apple: UIScene.session.
    public let session: UISceneSession
    /// Apple: UIScene.delegate (UIKit keeps it alive).
    open var delegate: (any UISceneDelegate)?
    /// Apple: UIScene.activationState.
    public internal(set) var activationState: ActivationState = .unattached
    /// Apple: UIScene.title. Stored state.
    open var title: String!

    init(session: UISceneSession) {
        self.session = session
        super.init()
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `activationConditions`, generated.
    private var modelStoredActivationConditions: Optional<UISceneActivationConditions> = nil
    /// UIKit: `var activationConditions: UISceneActivationConditions` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIScene.activationConditions` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var activationConditions: UISceneActivationConditions {
        get {
            if let value = modelStoredActivationConditions { return value }
            ModelFindings.unmodelledStop("UIScene.activationConditions")
        }
        set {
            modelStoredActivationConditions = newValue
        }
    }

    /// UIKit: `func completeStateRestoration()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-completestaterestoration().md:14).
    /// Unmodelled: a call records `UIScene.completeStateRestoration()` and does nothing.
    @available(iOS, introduced: 15.0)
    open func completeStateRestoration() {
        ModelAvailability.require("UIScene.completeStateRestoration()", introduced: 15)
        ModelFindings.unmodelled("UIScene.completeStateRestoration()")
    }

    /// UIKit: `func extendStateRestoration()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-extendstaterestoration().md:14).
    /// Unmodelled: a call records `UIScene.extendStateRestoration()` and does nothing.
    @available(iOS, introduced: 15.0)
    open func extendStateRestoration() {
        ModelAvailability.require("UIScene.extendStateRestoration()", introduced: 15)
        ModelFindings.unmodelled("UIScene.extendStateRestoration()")
    }

    /// UIKit: `func open( _ url: URL, options: UIScene.OpenExternalURLOptions? ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-open(_:options:completionhandler:).md:30).
    /// Unmodelled: a call records `UIScene.open(_:options:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?) async -> Bool {
        ModelFindings.unmodelled("UIScene.open(_:options:)")
        return false
    }

    /// UIKit: `func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:8).
    /// Unmodelled: a call records `UIScene.open(_:options:completionHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func open(
        _ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIScene.open(_:options:completionHandler:)")
    }

    /// UIKit: `class let didActivateNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:32).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let didActivateNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.didActivateNotification")

    /// UIKit: `class let didDisconnectNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:30).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let didDisconnectNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.didDisconnectNotification")

    /// UIKit: `class let didEnterBackgroundNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:38).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let didEnterBackgroundNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.didEnterBackgroundNotification")

    /// UIKit: `nonisolated class let systemProtectionDidChangeNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-systemprotectiondidchangenotification.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 18.0)
    public static let systemProtectionDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.systemProtectionDidChangeNotification")

    /// UIKit: `class let willConnectNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:28).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let willConnectNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.willConnectNotification")

    /// UIKit: `class let willDeactivateNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:34).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let willDeactivateNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.willDeactivateNotification")

    /// UIKit: `class let willEnterForegroundNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScene.swift:36).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 13.0)
    public static let willEnterForegroundNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIScene.willEnterForegroundNotification")

    /// Storage of `subtitle`, generated.
    private var modelStoredSubtitle: Optional<String> = nil
    /// UIKit: `var subtitle: String { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-subtitle.md:16).
    /// Stored: keeps what is set; a read before any set records `UIScene.subtitle` and returns `""` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var subtitle: String {
        get {
            if let value = modelStoredSubtitle { return value }
            ModelAvailability.require("UIScene.subtitle", introduced: 15)
            ModelFindings.unmodelled("UIScene.subtitle")
            return ""
        }
        set {
            modelStoredSubtitle = newValue
        }
    }

    /// UIKit: `var systemProtectionManager: UIScene.SystemProtectionManager? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscene-systemprotectionmanager.md:16).
    /// Unmodelled: reading records `UIScene.systemProtectionManager` and returns `nil`.
    @available(iOS, introduced: 18.0)
    open var systemProtectionManager: UIScene.SystemProtectionManager? {
        get {
            ModelAvailability.require("UIScene.systemProtectionManager", introduced: 18)
            ModelFindings.unmodelled("UIScene.systemProtectionManager")
            return nil
        }
    }
    // cellspec:generated:end
}
