import Foundation

/// One instance of an app's interface (iOS 13).
///
/// Apple: UIScene — `session`, `delegate`, `activationState`, `title`; `ConnectionOptions`.
/// The model connects a scene when told (``UIWindowScene/modelConnect(delegate:)``).
@MainActor
open class UIScene: UIResponder {
    /// Apple: UIScene.ActivationState.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// Apple: UIScene.ConnectionOptions — what the scene was launched with (empty in the model).
    public final class ConnectionOptions: NSObject, @unchecked Sendable {
        override init() { super.init() }
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
}

/// Apple: UIWindowScene (iOS 13) — a scene with windows.
@MainActor
open class UIWindowScene: UIScene {
    var modelWindows: [UIWindow] = []

    /// Apple: UIWindowScene.windows.
    open var windows: [UIWindow] { modelWindows }

    /// Model extension, not UIKit API: a new window scene with its session.
    public init() {
        super.init(session: UISceneSession(role: .windowApplication))
    }

    /// Model extension, not UIKit API: connects the scene as UIKit does at launch — the delegate
    /// becomes the scene's delegate and gets `scene(_:willConnectTo:options:)`, then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    public func modelConnect(delegate: any UISceneDelegate) {
        self.delegate = delegate
        UIApplication.shared.connectedScenes.insert(self)
        delegate.scene(self, willConnectTo: session, options: UIScene.ConnectionOptions())
        activationState = .foregroundInactive
        delegate.sceneWillEnterForeground(self)
        activationState = .foregroundActive
        delegate.sceneDidBecomeActive(self)
    }
}

/// Apple: UISceneSession (iOS 13) — `role`, `configuration`, `persistentIdentifier`.
@MainActor
open class UISceneSession: NSObject {
    /// Apple: UISceneSession.Role.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Apple: UISceneSession.role.
    public let role: Role
    /// Apple: UISceneSession.persistentIdentifier.
    public let persistentIdentifier = UUID().uuidString

    init(role: Role) {
        self.role = role
        super.init()
    }
}

/// Apple: UISceneConfiguration (iOS 13) — `init(name:sessionRole:)`, `delegateClass`. Stored state.
@MainActor
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
}

/// Apple: UISceneDelegate (iOS 13) — every method optional (defaults here).
@MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Apple: UIWindowSceneDelegate (iOS 13) — adds the scene's `window`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
