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

    /// UIKit: `var effectiveGeometry: UIWindowScene.Geometry { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-effectivegeometry.md:16).
    /// Unmodelled: reading records `UIWindowScene.effectiveGeometry` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var effectiveGeometry: UIWindowScene.Geometry {
        get {
            ModelAvailability.require("UIWindowScene.effectiveGeometry", introduced: 16)
            ModelFindings.unmodelledStop("UIWindowScene.effectiveGeometry")
        }
    }

    /// UIKit: `var focusSystem: UIFocusSystem? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-focussystem.md:16).
    /// Unmodelled: reading records `UIWindowScene.focusSystem` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var focusSystem: UIFocusSystem? {
        get {
            ModelAvailability.require("UIWindowScene.focusSystem", introduced: 15)
            ModelFindings.unmodelled("UIWindowScene.focusSystem")
            return nil
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

    /// UIKit: `var isFullScreen: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-isfullscreen.md:16).
    /// Unmodelled: reading records `UIWindowScene.isFullScreen` and returns `false`.
    @available(iOS, introduced: 13.0)
    open var isFullScreen: Bool {
        get {
            ModelFindings.unmodelled("UIWindowScene.isFullScreen")
            return false
        }
    }

    /// UIKit: `var keyWindow: UIWindow? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-keywindow.md:16).
    /// Unmodelled: reading records `UIWindowScene.keyWindow` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open var keyWindow: UIWindow? {
        get {
            ModelAvailability.require("UIWindowScene.keyWindow", introduced: 15)
            ModelFindings.unmodelled("UIWindowScene.keyWindow")
            return nil
        }
    }

    /// UIKit: `func requestGeometryUpdate( _ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-requestgeometryupdate(_:errorhandler:).md:16).
    /// Unmodelled: a call records `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` and does nothing.
    @available(iOS, introduced: 16.0)
    open func requestGeometryUpdate(
        _ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        ModelAvailability.require("UIWindowScene.requestGeometryUpdate(_:errorHandler:)", introduced: 16)
        ModelFindings.unmodelled("UIWindowScene.requestGeometryUpdate(_:errorHandler:)")
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

    /// UIKit: `var statusBarManager: UIStatusBarManager? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-statusbarmanager.md:16).
    /// Unmodelled: reading records `UIWindowScene.statusBarManager` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open var statusBarManager: UIStatusBarManager? {
        get {
            ModelFindings.unmodelled("UIWindowScene.statusBarManager")
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

    /// Storage of `traitOverrides`, generated.
    private var modelStoredTraitOverrides: Optional<UITraitOverrides> = nil
    /// UIKit: `var traitOverrides: UITraitOverrides { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-traitoverrides-1klo1.md:14).
    /// Stored: keeps what is set; a read before any set records `UIWindowScene.traitOverrides` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var traitOverrides: UITraitOverrides {
        get {
            if let value = modelStoredTraitOverrides { return value }
            ModelAvailability.require("UIWindowScene.traitOverrides", introduced: 17)
            ModelFindings.unmodelledStop("UIWindowScene.traitOverrides")
        }
        set {
            modelStoredTraitOverrides = newValue
        }
    }

    /// UIKit: `var windowingBehaviors: UISceneWindowingBehaviors? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-windowingbehaviors.md:16).
    /// Unmodelled: reading records `UIWindowScene.windowingBehaviors` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var windowingBehaviors: UISceneWindowingBehaviors? {
        get {
            ModelAvailability.require("UIWindowScene.windowingBehaviors", introduced: 16)
            ModelFindings.unmodelled("UIWindowScene.windowingBehaviors")
            return nil
        }
    }
    // cellspec:generated:end
}
