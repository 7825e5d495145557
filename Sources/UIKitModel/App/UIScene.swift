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
