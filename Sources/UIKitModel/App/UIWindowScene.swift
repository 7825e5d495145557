import Foundation

/// Apple: UIWindowScene (iOS 13) — a scene with windows.
@MainActor @preconcurrency
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
