import Foundation

/// The app object: the shared instance, its delegate, and its connected scenes.
///
/// Apple: UIApplication — `shared`, `delegate`, `connectedScenes` (iOS 13),
/// `sendAction(_:to:from:for:)`, `applicationIconBadgeNumber`; `LaunchOptionsKey`. The model runs
/// no event loop; an app's launch is ``modelLaunch(delegate:)``.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// Apple: UIApplication.shared.
    public static let shared = UIApplication()

    /// Apple: UIApplication.supportsMultipleScenes (iOS 13) — whether the app may show several
    /// scenes at once: never on an iPhone, the model's device.
    public var supportsMultipleScenes: Bool { UIDevice.current.userInterfaceIdiom != .phone }

    /// Apple: UIApplication.delegate — the app delegate (UIKit keeps it alive).
    open var delegate: (any UIApplicationDelegate)?
    /// Apple: UIApplication.connectedScenes (iOS 13).
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// Apple: UIApplication.isIdleTimerDisabled. Stored state.
    open var isIdleTimerDisabled = false

    /// Apple: UIApplication.LaunchOptionsKey.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static let annotation: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:412).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 3.2)
        public static let annotation: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.annotation")

        /// UIKit: `static let bluetoothCentrals: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:418).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let bluetoothCentrals: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.bluetoothCentrals")

        /// UIKit: `static let bluetoothPeripherals: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:420).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let bluetoothPeripherals: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.bluetoothPeripherals")

        /// UIKit: `static let cloudKitShareMetadata: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:428).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 10.0)
        public static let cloudKitShareMetadata: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.cloudKitShareMetadata")

        /// UIKit: `static let eventAttribution: UIApplication.LaunchOptionsKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.launchoptionskey-eventattribution.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.5)
        public static let eventAttribution: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.eventAttribution")

        /// UIKit: `static let localNotification: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:410).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 4.0)
        @available(iOS, deprecated: 10.0)
        @available(*, deprecated, message: "deprecated in iOS 10.0")
        public static let localNotification: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.localNotification")

        /// UIKit: `static let location: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:414).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 4.0)
        public static let location: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.location")

        /// UIKit: `static let newsstandDownloads: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:416).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 5.0)
        public static let newsstandDownloads: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.newsstandDownloads")

        /// UIKit: `static let remoteNotification: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:408).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 3.0)
        public static let remoteNotification: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.remoteNotification")

        /// UIKit: `static let shortcutItem: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:422).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let shortcutItem: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.shortcutItem")

        /// UIKit: `static let sourceApplication: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:406).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 3.0)
        public static let sourceApplication: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.sourceApplication")

        /// UIKit: `static let userActivityDictionary: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:424).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let userActivityDictionary: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.userActivityDictionary")

        /// UIKit: `static let userActivityType: UIApplication.LaunchOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:426).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let userActivityType: UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplication.LaunchOptionsKey.userActivityType")
        // cellspec:generated:end
    }

    override init() { super.init() }

    /// Apple: UIApplication.sendAction(_:to:from:for:) — sends the action to the target; the model
    /// has no responder chain, so a nil target reaches nobody. Returns whether it was sent.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        action.modelSend(to: target as AnyObject?, from: sender)
    }

    /// Model extension, not UIKit API: launches the app as `UIApplicationMain` would — the delegate
    /// becomes `delegate`, then gets `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)`. Returns the latter's answer.
    @discardableResult
    public func modelLaunch(delegate: any UIApplicationDelegate) -> Bool {
        self.delegate = delegate
        guard delegate.application(self, willFinishLaunchingWithOptions: nil) else { return false }
        return delegate.application(self, didFinishLaunchingWithOptions: nil)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func activateSceneSession( for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-activatescenesession(for:errorhandler:).md:16).
    /// Unmodelled: a call records `UIApplication.activateSceneSession(for:errorHandler:)` and does nothing.
    @available(iOS, introduced: 17.0)
    open func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        ModelAvailability.require("UIApplication.activateSceneSession(for:errorHandler:)", introduced: 17)
        ModelFindings.unmodelled("UIApplication.activateSceneSession(for:errorHandler:)")
    }

    /// UIKit: `var alternateIconName: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:200).
    /// Unmodelled: reading records `UIApplication.alternateIconName` and returns `nil`.
    @available(iOS, introduced: 10.3)
    open var alternateIconName: String? {
        get {
            ModelFindings.unmodelled("UIApplication.alternateIconName")
            return nil
        }
    }

    /// Storage of `applicationIconBadgeNumber`, generated.
    private var modelStoredApplicationIconBadgeNumber: Optional<Int> = nil
    /// UIKit: `var applicationIconBadgeNumber: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:115).
    /// Stored: keeps what is set; a read before any set records `UIApplication.applicationIconBadgeNumber` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var applicationIconBadgeNumber: Int {
        get {
            if let value = modelStoredApplicationIconBadgeNumber { return value }
            ModelFindings.unmodelled("UIApplication.applicationIconBadgeNumber")
            return 0
        }
        set {
            modelStoredApplicationIconBadgeNumber = newValue
        }
    }

    /// UIKit: `var applicationState: UIApplication.State { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:118).
    /// Unmodelled: reading records `UIApplication.applicationState` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.0)
    open var applicationState: UIApplication.State {
        get {
            ModelFindings.unmodelledStop("UIApplication.applicationState")
        }
    }

    /// Storage of `applicationSupportsShakeToEdit`, generated.
    private var modelStoredApplicationSupportsShakeToEdit: Optional<Bool> = nil
    /// UIKit: `var applicationSupportsShakeToEdit: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:116).
    /// Stored: keeps what is set; a read before any set records `UIApplication.applicationSupportsShakeToEdit` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var applicationSupportsShakeToEdit: Bool {
        get {
            if let value = modelStoredApplicationSupportsShakeToEdit { return value }
            ModelFindings.unmodelled("UIApplication.applicationSupportsShakeToEdit")
            return false
        }
        set {
            modelStoredApplicationSupportsShakeToEdit = newValue
        }
    }

    /// UIKit: `var backgroundRefreshStatus: UIBackgroundRefreshStatus { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:130).
    /// Unmodelled: reading records `UIApplication.backgroundRefreshStatus` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus {
        get {
            ModelFindings.unmodelledStop("UIApplication.backgroundRefreshStatus")
        }
    }

    /// UIKit: `var backgroundTimeRemaining: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:120).
    /// Unmodelled: reading records `UIApplication.backgroundTimeRemaining` and returns `0`.
    @available(iOS, introduced: 4.0)
    open var backgroundTimeRemaining: TimeInterval {
        get {
            ModelFindings.unmodelled("UIApplication.backgroundTimeRemaining")
            return 0
        }
    }

    /// UIKit: `func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:122).
    /// Unmodelled: a call records `UIApplication.beginBackgroundTask(expirationHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.0)
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        ModelFindings.unmodelledStop("UIApplication.beginBackgroundTask(expirationHandler:)")
    }

    /// UIKit: `func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:124).
    /// Unmodelled: a call records `UIApplication.beginBackgroundTask(withName:expirationHandler:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        ModelFindings.unmodelledStop("UIApplication.beginBackgroundTask(withName:expirationHandler:)")
    }

    /// UIKit: `func beginIgnoringInteractionEvents()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:83).
    /// Unmodelled: a call records `UIApplication.beginIgnoringInteractionEvents()` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func beginIgnoringInteractionEvents() {
        ModelFindings.unmodelled("UIApplication.beginIgnoringInteractionEvents()")
    }

    /// UIKit: `func beginReceivingRemoteControlEvents()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:182).
    /// Unmodelled: a call records `UIApplication.beginReceivingRemoteControlEvents()` and does nothing.
    @available(iOS, introduced: 4.0)
    open func beginReceivingRemoteControlEvents() {
        ModelFindings.unmodelled("UIApplication.beginReceivingRemoteControlEvents()")
    }

    /// UIKit: `func canOpenURL(_ url: URL) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:92).
    /// Unmodelled: a call records `UIApplication.canOpenURL(_:)` and returns `false`.
    @available(iOS, introduced: 3.0)
    open func canOpenURL(_ url: URL) -> Bool {
        ModelFindings.unmodelled("UIApplication.canOpenURL(_:)")
        return false
    }

    /// UIKit: `func cancelAllLocalNotifications()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:170).
    /// Unmodelled: a call records `UIApplication.cancelAllLocalNotifications()` and does nothing.
    @available(iOS, introduced: 4.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open func cancelAllLocalNotifications() {
        ModelFindings.unmodelled("UIApplication.cancelAllLocalNotifications()")
    }

    /// UIKit: `func clearKeepAliveTimeout()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:396).
    /// Unmodelled: a call records `UIApplication.clearKeepAliveTimeout()` and does nothing.
    @available(iOS, introduced: 4.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func clearKeepAliveTimeout() {
        ModelFindings.unmodelled("UIApplication.clearKeepAliveTimeout()")
    }

    /// UIKit: `func completeStateRestoration()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:206).
    /// Unmodelled: a call records `UIApplication.completeStateRestoration()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func completeStateRestoration() {
        ModelFindings.unmodelled("UIApplication.completeStateRestoration()")
    }

    /// UIKit: `func enabledRemoteNotificationTypes() -> UIRemoteNotificationType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:160).
    /// Unmodelled: a call records `UIApplication.enabledRemoteNotificationTypes()` and returns `[]`.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func enabledRemoteNotificationTypes() -> UIRemoteNotificationType {
        ModelFindings.unmodelled("UIApplication.enabledRemoteNotificationTypes()")
        return []
    }

    /// UIKit: `func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:126).
    /// Unmodelled: a call records `UIApplication.endBackgroundTask(_:)` and does nothing.
    @available(iOS, introduced: 4.0)
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ModelFindings.unmodelled("UIApplication.endBackgroundTask(_:)")
    }

    /// UIKit: `func endIgnoringInteractionEvents()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:85).
    /// Unmodelled: a call records `UIApplication.endIgnoringInteractionEvents()` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func endIgnoringInteractionEvents() {
        ModelFindings.unmodelled("UIApplication.endIgnoringInteractionEvents()")
    }

    /// UIKit: `func endReceivingRemoteControlEvents()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:184).
    /// Unmodelled: a call records `UIApplication.endReceivingRemoteControlEvents()` and does nothing.
    @available(iOS, introduced: 4.0)
    open func endReceivingRemoteControlEvents() {
        ModelFindings.unmodelled("UIApplication.endReceivingRemoteControlEvents()")
    }

    /// UIKit: `func extendStateRestoration()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:204).
    /// Unmodelled: a call records `UIApplication.extendStateRestoration()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func extendStateRestoration() {
        ModelFindings.unmodelled("UIApplication.extendStateRestoration()")
    }

    /// UIKit: `func ignoreSnapshotOnNextApplicationLaunch()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:208).
    /// Unmodelled: a call records `UIApplication.ignoreSnapshotOnNextApplicationLaunch()` and does nothing.
    @available(iOS, introduced: 7.0)
    open func ignoreSnapshotOnNextApplicationLaunch() {
        ModelFindings.unmodelled("UIApplication.ignoreSnapshotOnNextApplicationLaunch()")
    }

    /// UIKit: `nonisolated func isDefault(_ category: UIApplication.Category) throws -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-isdefault(_:).md:16).
    /// Unmodelled: a call records `UIApplication.isDefault(_:)` and returns `false`.
    @available(iOS, introduced: 18.2)
    open func isDefault(_ category: UIApplication.Category) throws -> Bool {
        ModelAvailability.require("UIApplication.isDefault(_:)", introduced: 18)
        ModelFindings.unmodelled("UIApplication.isDefault(_:)")
        return false
    }

    /// UIKit: `var isIgnoringInteractionEvents: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:87).
    /// Unmodelled: reading records `UIApplication.isIgnoringInteractionEvents` and returns `false`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var isIgnoringInteractionEvents: Bool {
        get {
            ModelFindings.unmodelled("UIApplication.isIgnoringInteractionEvents")
            return false
        }
    }

    /// Storage of `isNetworkActivityIndicatorVisible`, generated.
    private var modelStoredIsNetworkActivityIndicatorVisible: Optional<Bool> = nil
    /// UIKit: `var isNetworkActivityIndicatorVisible: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:101).
    /// Stored: keeps what is set; a read before any set records `UIApplication.isNetworkActivityIndicatorVisible` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var isNetworkActivityIndicatorVisible: Bool {
        get {
            if let value = modelStoredIsNetworkActivityIndicatorVisible { return value }
            ModelFindings.unmodelled("UIApplication.isNetworkActivityIndicatorVisible")
            return false
        }
        set {
            modelStoredIsNetworkActivityIndicatorVisible = newValue
        }
    }

    /// UIKit: `var isProtectedDataAvailable: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:132).
    /// Unmodelled: reading records `UIApplication.isProtectedDataAvailable` and returns `false`.
    @available(iOS, introduced: 4.0)
    open var isProtectedDataAvailable: Bool {
        get {
            ModelFindings.unmodelled("UIApplication.isProtectedDataAvailable")
            return false
        }
    }

    /// UIKit: `var isRegisteredForRemoteNotifications: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:156).
    /// Unmodelled: reading records `UIApplication.isRegisteredForRemoteNotifications` and returns `false`.
    @available(iOS, introduced: 8.0)
    open var isRegisteredForRemoteNotifications: Bool {
        get {
            ModelFindings.unmodelled("UIApplication.isRegisteredForRemoteNotifications")
            return false
        }
    }

    /// UIKit: `var isStatusBarHidden: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:105).
    /// Unmodelled: reading records `UIApplication.isStatusBarHidden` and returns `false`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var isStatusBarHidden: Bool {
        get {
            ModelFindings.unmodelled("UIApplication.isStatusBarHidden")
            return false
        }
    }

    /// UIKit: `var keyWindow: UIWindow? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:97).
    /// Unmodelled: reading records `UIApplication.keyWindow` and returns `nil`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var keyWindow: UIWindow? {
        get {
            ModelFindings.unmodelled("UIApplication.keyWindow")
            return nil
        }
    }

    /// UIKit: `func open( _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:] ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-open(_:options:completionhandler:).md:30).
    /// Unmodelled: a call records `UIApplication.open(_:options:)` and returns `false`.
    @available(iOS, introduced: 10.0)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        ModelFindings.unmodelled("UIApplication.open(_:options:)")
        return false
    }

    /// UIKit: `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:94).
    /// Unmodelled: a call records `UIApplication.open(_:options:completionHandler:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIApplication.open(_:options:completionHandler:)")
    }

    /// UIKit: `var openSessions: Set<UISceneSession> { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:140).
    /// Unmodelled: reading records `UIApplication.openSessions` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open var openSessions: Set<UISceneSession> {
        get {
            ModelFindings.unmodelled("UIApplication.openSessions")
            return []
        }
    }

    /// UIKit: `func openURL(_ url: URL) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:90).
    /// Unmodelled: a call records `UIApplication.openURL(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open func openURL(_ url: URL) -> Bool {
        ModelFindings.unmodelled("UIApplication.openURL(_:)")
        return false
    }

    /// UIKit: `var preferredContentSizeCategory: UIContentSizeCategory { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:136).
    /// Unmodelled: reading records `UIApplication.preferredContentSizeCategory` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var preferredContentSizeCategory: UIContentSizeCategory {
        get {
            ModelFindings.unmodelledStop("UIApplication.preferredContentSizeCategory")
        }
    }

    /// UIKit: `func registerForRemoteNotifications()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:152).
    /// Unmodelled: a call records `UIApplication.registerForRemoteNotifications()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func registerForRemoteNotifications() {
        ModelFindings.unmodelled("UIApplication.registerForRemoteNotifications()")
    }

    /// UIKit: `func registerForRemoteNotifications(matching types: UIRemoteNotificationType)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:158).
    /// Unmodelled: a call records `UIApplication.registerForRemoteNotifications(matching:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {
        ModelFindings.unmodelled("UIApplication.registerForRemoteNotifications(matching:)")
    }

    /// UIKit: `func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:144).
    /// Unmodelled: a call records `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((Error) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)")
    }

    /// UIKit: `func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((Error) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:146).
    /// Unmodelled: a call records `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((Error) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)")
    }

    /// UIKit: `func requestSceneSessionRefresh(_ sceneSession: UISceneSession)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:148).
    /// Unmodelled: a call records `UIApplication.requestSceneSessionRefresh(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        ModelFindings.unmodelled("UIApplication.requestSceneSessionRefresh(_:)")
    }

    /// UIKit: `func sendEvent(_ event: UIEvent)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:96).
    /// Unmodelled: a call records `UIApplication.sendEvent(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func sendEvent(_ event: UIEvent) {
        ModelFindings.unmodelled("UIApplication.sendEvent(_:)")
    }

    /// UIKit: `func setAlternateIconName(_ alternateIconName: String?) async throws` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-setalternateiconname(_:completionhandler:).md:28).
    /// Unmodelled: a call records `UIApplication.setAlternateIconName(_:)` and does nothing.
    @available(iOS, introduced: 10.3)
    open func setAlternateIconName(_ alternateIconName: String?) async throws {
        ModelFindings.unmodelled("UIApplication.setAlternateIconName(_:)")
    }

    /// UIKit: `func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:198).
    /// Unmodelled: a call records `UIApplication.setAlternateIconName(_:completionHandler:)` and does nothing.
    @available(iOS, introduced: 10.3)
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        ModelFindings.unmodelled("UIApplication.setAlternateIconName(_:completionHandler:)")
    }

    /// UIKit: `func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:394).
    /// Unmodelled: a call records `UIApplication.setKeepAliveTimeout(_:handler:)` and returns `false`.
    @available(iOS, introduced: 4.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
        ModelFindings.unmodelled("UIApplication.setKeepAliveTimeout(_:handler:)")
        return false
    }

    /// UIKit: `func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:128).
    /// Unmodelled: a call records `UIApplication.setMinimumBackgroundFetchInterval(_:)` and does nothing.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        ModelFindings.unmodelled("UIApplication.setMinimumBackgroundFetchInterval(_:)")
    }

    /// UIKit: `func setNewsstandIconImage(_ image: UIImage?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:188).
    /// Unmodelled: a call records `UIApplication.setNewsstandIconImage(_:)` and does nothing.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func setNewsstandIconImage(_ image: UIImage?) {
        ModelFindings.unmodelled("UIApplication.setNewsstandIconImage(_:)")
    }

    /// UIKit: `func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:392).
    /// Unmodelled: a call records `UIApplication.setStatusBarHidden(_:with:)` and does nothing.
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        ModelFindings.unmodelled("UIApplication.setStatusBarHidden(_:with:)")
    }

    /// UIKit: `func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:388).
    /// Unmodelled: a call records `UIApplication.setStatusBarOrientation(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
        ModelFindings.unmodelled("UIApplication.setStatusBarOrientation(_:animated:)")
    }

    /// UIKit: `func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:390).
    /// Unmodelled: a call records `UIApplication.setStatusBarStyle(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        ModelFindings.unmodelled("UIApplication.setStatusBarStyle(_:animated:)")
    }

    /// Storage of `shortcutItems`, generated.
    private var modelStoredShortcutItems: Optional<[UIApplicationShortcutItem]?> = nil
    /// UIKit: `var shortcutItems: [UIApplicationShortcutItem]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:192).
    /// Stored: keeps what is set; a read before any set records `UIApplication.shortcutItems` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var shortcutItems: [UIApplicationShortcutItem]? {
        get {
            if let value = modelStoredShortcutItems { return value }
            ModelFindings.unmodelled("UIApplication.shortcutItems")
            return nil
        }
        set {
            modelStoredShortcutItems = newValue
        }
    }

    /// UIKit: `class let backgroundFetchIntervalMinimum: TimeInterval` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:271).
    /// Unmodelled: reading records `UIApplication.backgroundFetchIntervalMinimum` and returns `0`.
    @available(iOS, introduced: 7.0)
    open class var backgroundFetchIntervalMinimum: TimeInterval {
        get {
            ModelFindings.unmodelled("UIApplication.backgroundFetchIntervalMinimum")
            return 0
        }
    }

    /// UIKit: `class let backgroundFetchIntervalNever: TimeInterval` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:273).
    /// Unmodelled: reading records `UIApplication.backgroundFetchIntervalNever` and returns `0`.
    @available(iOS, introduced: 7.0)
    open class var backgroundFetchIntervalNever: TimeInterval {
        get {
            ModelFindings.unmodelled("UIApplication.backgroundFetchIntervalNever")
            return 0
        }
    }

    /// UIKit: `class let backgroundRefreshStatusDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:251).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let backgroundRefreshStatusDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.backgroundRefreshStatusDidChangeNotification")

    /// UIKit: `class let didChangeStatusBarFrameNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:247).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let didChangeStatusBarFrameNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.didChangeStatusBarFrameNotification")

    /// UIKit: `class let didChangeStatusBarOrientationNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:241).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let didChangeStatusBarOrientationNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.didChangeStatusBarOrientationNotification")

    /// UIKit: `class let didFinishLaunchingNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:233).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let didFinishLaunchingNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.didFinishLaunchingNotification")

    /// UIKit: `nonisolated class let openDefaultApplicationsSettingsURLString: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-opendefaultapplicationssettingsurlstring.md:16).
    /// Unmodelled: reading records `UIApplication.openDefaultApplicationsSettingsURLString` and returns `""`.
    @available(iOS, introduced: 18.3)
    open class var openDefaultApplicationsSettingsURLString: String {
        get {
            ModelAvailability.require("UIApplication.openDefaultApplicationsSettingsURLString", introduced: 18)
            ModelFindings.unmodelled("UIApplication.openDefaultApplicationsSettingsURLString")
            return ""
        }
    }

    /// UIKit: `nonisolated static let openNotificationSettingsURLString: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-opennotificationsettingsurlstring.md:16).
    /// Unmodelled: reading records `UIApplication.openNotificationSettingsURLString` and returns `""`.
    @available(iOS, introduced: 16.0)
    public static var openNotificationSettingsURLString: String {
        get {
            ModelAvailability.require("UIApplication.openNotificationSettingsURLString", introduced: 16)
            ModelFindings.unmodelled("UIApplication.openNotificationSettingsURLString")
            return ""
        }
    }

    /// UIKit: `class let openSettingsURLString: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:257).
    /// Unmodelled: reading records `UIApplication.openSettingsURLString` and returns `""`.
    @available(iOS, introduced: 8.0)
    open class var openSettingsURLString: String {
        get {
            ModelFindings.unmodelled("UIApplication.openSettingsURLString")
            return ""
        }
    }

    /// UIKit: `class let protectedDataDidBecomeAvailableNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:255).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let protectedDataDidBecomeAvailableNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.protectedDataDidBecomeAvailableNotification")

    /// UIKit: `class let protectedDataWillBecomeUnavailableNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:253).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 4.0)
    public static let protectedDataWillBecomeUnavailableNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.protectedDataWillBecomeUnavailableNotification")

    /// UIKit: `class let stateRestorationBundleVersionKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-staterestorationbundleversionkey.md:16).
    /// Unmodelled: reading records `UIApplication.stateRestorationBundleVersionKey` and returns `""`.
    @available(iOS, introduced: 6.0)
    open class var stateRestorationBundleVersionKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.stateRestorationBundleVersionKey")
            return ""
        }
    }

    /// UIKit: `class let stateRestorationSystemVersionKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-staterestorationsystemversionkey.md:16).
    /// Unmodelled: reading records `UIApplication.stateRestorationSystemVersionKey` and returns `""`.
    @available(iOS, introduced: 7.0)
    open class var stateRestorationSystemVersionKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.stateRestorationSystemVersionKey")
            return ""
        }
    }

    /// UIKit: `class let stateRestorationTimestampKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-staterestorationtimestampkey.md:16).
    /// Unmodelled: reading records `UIApplication.stateRestorationTimestampKey` and returns `""`.
    @available(iOS, introduced: 7.0)
    open class var stateRestorationTimestampKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.stateRestorationTimestampKey")
            return ""
        }
    }

    /// UIKit: `class let stateRestorationUserInterfaceIdiomKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-staterestorationuserinterfaceidiomkey.md:16).
    /// Unmodelled: reading records `UIApplication.stateRestorationUserInterfaceIdiomKey` and returns `""`.
    @available(iOS, introduced: 6.0)
    open class var stateRestorationUserInterfaceIdiomKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.stateRestorationUserInterfaceIdiomKey")
            return ""
        }
    }

    /// UIKit: `class let stateRestorationViewControllerStoryboardKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-staterestorationviewcontrollerstoryboardkey.md:16).
    /// Unmodelled: reading records `UIApplication.stateRestorationViewControllerStoryboardKey` and returns `""`.
    @available(iOS, introduced: 6.0)
    open class var stateRestorationViewControllerStoryboardKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.stateRestorationViewControllerStoryboardKey")
            return ""
        }
    }

    /// UIKit: `class let statusBarFrameUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:249).
    /// Unmodelled: reading records `UIApplication.statusBarFrameUserInfoKey` and returns `""`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class var statusBarFrameUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.statusBarFrameUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let statusBarOrientationUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:243).
    /// Unmodelled: reading records `UIApplication.statusBarOrientationUserInfoKey` and returns `""`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class var statusBarOrientationUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIApplication.statusBarOrientationUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let userDidTakeScreenshotNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:259).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let userDidTakeScreenshotNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.userDidTakeScreenshotNotification")

    /// UIKit: `class let willChangeStatusBarFrameNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:245).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let willChangeStatusBarFrameNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.willChangeStatusBarFrameNotification")

    /// UIKit: `class let willChangeStatusBarOrientationNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:239).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public static let willChangeStatusBarOrientationNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIApplication.willChangeStatusBarOrientationNotification")

    /// UIKit: `var statusBarFrame: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:113).
    /// Unmodelled: reading records `UIApplication.statusBarFrame` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var statusBarFrame: CGRect {
        get {
            ModelFindings.unmodelled("UIApplication.statusBarFrame")
            return .zero
        }
    }

    /// Storage of `statusBarHidden`, generated.
    private var modelStoredStatusBarHidden: Optional<Bool> = nil
    /// UIKit: `var statusBarHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-isstatusbarhidden-deprecated.md:22).
    /// Stored: keeps what is set; a read before any set records `UIApplication.statusBarHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var statusBarHidden: Bool {
        get {
            if let value = modelStoredStatusBarHidden { return value }
            ModelFindings.unmodelled("UIApplication.statusBarHidden")
            return false
        }
        set {
            modelStoredStatusBarHidden = newValue
        }
    }

    /// UIKit: `var statusBarOrientation: UIInterfaceOrientation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:107).
    /// Unmodelled: reading records `UIApplication.statusBarOrientation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var statusBarOrientation: UIInterfaceOrientation {
        get {
            ModelFindings.unmodelledStop("UIApplication.statusBarOrientation")
        }
    }

    /// UIKit: `var statusBarOrientationAnimationDuration: TimeInterval { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:111).
    /// Unmodelled: reading records `UIApplication.statusBarOrientationAnimationDuration` and returns `0`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var statusBarOrientationAnimationDuration: TimeInterval {
        get {
            ModelFindings.unmodelled("UIApplication.statusBarOrientationAnimationDuration")
            return 0
        }
    }

    /// UIKit: `var statusBarStyle: UIStatusBarStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:103).
    /// Unmodelled: reading records `UIApplication.statusBarStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var statusBarStyle: UIStatusBarStyle {
        get {
            ModelFindings.unmodelledStop("UIApplication.statusBarStyle")
        }
    }

    /// UIKit: `func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:109).
    /// Unmodelled: a call records `UIApplication.supportedInterfaceOrientations(for:)` and returns `[]`.
    @available(iOS, introduced: 6.0)
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        ModelFindings.unmodelled("UIApplication.supportedInterfaceOrientations(for:)")
        return []
    }

    /// UIKit: `var supportsAlternateIcons: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:196).
    /// Unmodelled: reading records `UIApplication.supportsAlternateIcons` and returns `false`.
    @available(iOS, introduced: 10.3)
    open var supportsAlternateIcons: Bool {
        get {
            ModelFindings.unmodelled("UIApplication.supportsAlternateIcons")
            return false
        }
    }

    /// UIKit: `func unregisterForRemoteNotifications()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:154).
    /// Unmodelled: a call records `UIApplication.unregisterForRemoteNotifications()` and does nothing.
    @available(iOS, introduced: 3.0)
    open func unregisterForRemoteNotifications() {
        ModelFindings.unmodelled("UIApplication.unregisterForRemoteNotifications()")
    }

    /// UIKit: `var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:134).
    /// Unmodelled: reading records `UIApplication.userInterfaceLayoutDirection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get {
            ModelFindings.unmodelledStop("UIApplication.userInterfaceLayoutDirection")
        }
    }

    /// UIKit: `var windows: [UIWindow] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:99).
    /// Unmodelled: reading records `UIApplication.windows` and returns `[]`.
    @available(iOS, introduced: 2.0)
    open var windows: [UIWindow] {
        get {
            ModelFindings.unmodelled("UIApplication.windows")
            return []
        }
    }
    // cellspec:generated:end
}

/// Apple: UIApplicationDelegate — the app's life cycle; every method optional (defaults here).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:372).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool

    /// UIKit: `optional func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:310).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    /// UIKit: `optional func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:306).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func application(
        _ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)

    /// UIKit: `optional func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:374).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)

    /// UIKit: `optional func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:316).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)

    /// UIKit: `optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:318).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])

    /// UIKit: `optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:330).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    /// UIKit: `optional func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:314).
    /// A requirement.
    @available(iOS, introduced: 3.0)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// UIKit: `optional func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:376).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    /// UIKit: `optional func application( _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any] ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleactionwithidentifier:forremotenotification:completionhandler:)-deprecated.md:36).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any]) async

    /// UIKit: `optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:326).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)

    /// UIKit: `optional func application( _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any] ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleactionwithidentifier:forremotenotification:withresponseinfo:completionhandler:)-deprecated.md:38).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any]) async

    /// UIKit: `optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:324).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void)

    /// UIKit: `optional func application( _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String ) async` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handleeventsforbackgroundurlsession:completionhandler:).md:30).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async

    /// UIKit: `optional func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:336).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void)

    /// UIKit: `optional func application(_ application: UIApplication, handleOpen url: URL) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:292).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool

    /// UIKit: `optional func application( _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]? ) async -> [AnyHashable : Any]?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:handlewatchkitextensionrequest:reply:).md:30).
    /// A requirement.
    @available(iOS, introduced: 8.2)
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?) async
        -> [AnyHashable: Any]?

    /// UIKit: `optional func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:338).
    /// A requirement.
    @available(iOS, introduced: 8.2)
    func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void)

    /// UIKit: `optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:296).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// UIKit: `optional func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:294).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool

    /// UIKit: `optional func application( _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-application(_:performactionfor:completionhandler:).md:30).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool

    /// UIKit: `optional func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:334).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)

    /// UIKit: `optional func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:332).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    /// UIKit: `optional func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:354).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool

    /// UIKit: `optional func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:352).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask

    /// UIKit: `optional func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:308).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)

    /// UIKit: `optional func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:304).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval)

    /// UIKit: `optional func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:370).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    /// UIKit: `optional func applicationDidFinishLaunching(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:282).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func applicationDidFinishLaunching(_ application: UIApplication)

    /// UIKit: `optional func applicationDidReceiveMemoryWarning(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:298).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// UIKit: `optional func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:348).
    /// A requirement.
    @available(iOS, introduced: 4.0)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    /// UIKit: `optional func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:346).
    /// A requirement.
    @available(iOS, introduced: 4.0)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    /// UIKit: `optional func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplicationdelegate-applicationshouldautomaticallylocalizekeycommands(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool

    /// UIKit: `optional func applicationShouldRequestHealthAuthorization(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:340).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    /// UIKit: `optional func applicationSignificantTimeChange(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:302).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func applicationSignificantTimeChange(_ application: UIApplication)

    /// UIKit: `optional func applicationWillTerminate(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:300).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func applicationWillTerminate(_ application: UIApplication)
    // cellspec:generated:end
}

extension UIApplicationDelegate {
    /// Apple: UIApplicationDelegate.main() (iOS 14) — what `@main` on an app delegate calls: it runs
    /// `UIApplicationMain` with the delegate's class. Examples' app delegates are launched by the
    /// harness instead (`UIApplication.shared.modelLaunch(delegate:)`, what the example generator
    /// writes for `@main`); the model cannot make an instance of an arbitrary delegate class from
    /// its type, so a call of its own is recorded as unmodelled.
    @MainActor public static func main() {
        ModelFindings.unmodelled("UIApplicationDelegate.main()")
    }

    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
