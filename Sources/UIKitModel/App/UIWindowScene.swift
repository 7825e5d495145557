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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var coordinateSpace: UICoordinateSpace { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:6).
    /// Unmodelled: reading records `UIWindowScene.coordinateSpace` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var coordinateSpace: UICoordinateSpace {
        get {
            ModelFindings.unmodelledStop("UIWindowScene.coordinateSpace")
        }
    }

    /// UIKit: `var interfaceOrientation: UIInterfaceOrientation { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:5).
    /// Unmodelled: reading records `UIWindowScene.interfaceOrientation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var interfaceOrientation: UIInterfaceOrientation {
        get {
            ModelFindings.unmodelledStop("UIWindowScene.interfaceOrientation")
        }
    }

    /// UIKit: `var screen: UIScreen { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:4).
    /// Unmodelled: reading records `UIWindowScene.screen` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var screen: UIScreen {
        get {
            ModelFindings.unmodelledStop("UIWindowScene.screen")
        }
    }

    /// UIKit: `var sizeRestrictions: UISceneSizeRestrictions? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:8).
    /// Unmodelled: reading records `UIWindowScene.sizeRestrictions` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var sizeRestrictions: UISceneSizeRestrictions? {
        get {
            ModelFindings.unmodelled("UIWindowScene.sizeRestrictions")
            return nil
        }
    }

    /// UIKit: `var traitCollection: UITraitCollection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:7).
    /// Unmodelled: reading records `UIWindowScene.traitCollection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var traitCollection: UITraitCollection {
        get {
            ModelFindings.unmodelledStop("UIWindowScene.traitCollection")
        }
    }
    // cellspec:generated:end
}
