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
