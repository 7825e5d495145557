// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIWindowScene {
    /// UIKit: `class ActivationAction: UIAction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationaction.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @MainActor @preconcurrency
    open class ActivationAction: UIAction {
        /// UIKit: `typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene.ActivationConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationaction-uiwindowscene.activationaction.configurationprovider.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        public typealias ConfigurationProvider = (UIWindowScene.ActivationAction) -> UIWindowScene
            .ActivationConfiguration?
    }
}

extension UIWindowScene {
    /// UIKit: `class ActivationConfiguration: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationconfiguration.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @MainActor @preconcurrency
    open class ActivationConfiguration: NSObject {
        /// UIKit: `convenience init( userActivity: NSUserActivity, options: UIWindowScene.ActivationRequestOptions? = nil, preview: UITargetedPreview? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationconfiguration-init(useractivity:options:preview:).md:17).
        /// Unmodelled: a call records `UIWindowScene.ActivationConfiguration.init(userActivity:options:preview:)` and makes the object with `init()`.
        @available(iOS, introduced: 15.0)
        public convenience init(
            userActivity: NSUserActivity, options: UIWindowScene.ActivationRequestOptions? = nil,
            preview: UITargetedPreview? = nil
        ) {
            self.init()
            ModelAvailability.require(
                "UIWindowScene.ActivationConfiguration.init(userActivity:options:preview:)", introduced: 15)
            ModelFindings.unmodelled("UIWindowScene.ActivationConfiguration.init(userActivity:options:preview:)")
        }
        /// Storage of `options`, generated.
        private var modelStoredOptions: Optional<UIWindowScene.ActivationRequestOptions?> = nil
        /// UIKit: `var options: UIWindowScene.ActivationRequestOptions? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationconfiguration-options.md:17).
        /// Stored: keeps what is set; a read before any set records `UIWindowScene.ActivationConfiguration.options` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 15.0)
        open var options: UIWindowScene.ActivationRequestOptions? {
            get {
                if let value = modelStoredOptions { return value }
                ModelAvailability.require("UIWindowScene.ActivationConfiguration.options", introduced: 15)
                ModelFindings.unmodelled("UIWindowScene.ActivationConfiguration.options")
                return nil
            }
            set {
                modelStoredOptions = newValue
            }
        }
        /// Storage of `preview`, generated.
        private var modelStoredPreview: Optional<UITargetedPreview?> = nil
        /// UIKit: `var preview: UITargetedPreview? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationconfiguration-preview.md:17).
        /// Stored: keeps what is set; a read before any set records `UIWindowScene.ActivationConfiguration.preview` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 15.0)
        open var preview: UITargetedPreview? {
            get {
                if let value = modelStoredPreview { return value }
                ModelAvailability.require("UIWindowScene.ActivationConfiguration.preview", introduced: 15)
                ModelFindings.unmodelled("UIWindowScene.ActivationConfiguration.preview")
                return nil
            }
            set {
                modelStoredPreview = newValue
            }
        }
        /// UIKit: `var userActivity: NSUserActivity { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationconfiguration-useractivity.md:17).
        /// Unmodelled: reading records `UIWindowScene.ActivationConfiguration.userActivity` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 15.0)
        open var userActivity: NSUserActivity {
            get {
                ModelAvailability.require("UIWindowScene.ActivationConfiguration.userActivity", introduced: 15)
                ModelFindings.unmodelledStop("UIWindowScene.ActivationConfiguration.userActivity")
            }
        }
    }
}

extension UIWindowScene {
    /// UIKit: `class ActivationInteraction: NSObject, NSObjectProtocol, Sendable, UIInteraction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationinteraction.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @MainActor @preconcurrency
    open class ActivationInteraction: NSObject {
        /// UIKit: `typealias ConfigurationProvider = (UIWindowScene.ActivationInteraction, CGPoint) -> UIWindowScene.ActivationConfiguration?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationinteraction-uiwindowscene.activationinteraction.configurationprovider.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        public typealias ConfigurationProvider = (UIWindowScene.ActivationInteraction, CGPoint) -> UIWindowScene
            .ActivationConfiguration?
        /// UIKit: `init( _ configurationProvider: @escaping UIWindowScene.ActivationInteraction.ConfigurationProvider, errorHandler: @escaping (any Error) -> Void )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationinteraction-init(_:errorhandler:).md:17).
        /// Unmodelled: a call records `UIWindowScene.ActivationInteraction.init(_:errorHandler:)` and makes the object with `init()`.
        @available(iOS, introduced: 15.0)
        public convenience init(
            _ configurationProvider: @escaping UIWindowScene.ActivationInteraction.ConfigurationProvider,
            errorHandler: @escaping (any Error) -> Void
        ) {
            self.init()
            ModelAvailability.require("UIWindowScene.ActivationInteraction.init(_:errorHandler:)", introduced: 15)
            ModelFindings.unmodelled("UIWindowScene.ActivationInteraction.init(_:errorHandler:)")
        }
    }
}

extension UIWindowScene {
    /// UIKit: `class ActivationRequestOptions: UIScene.ActivationRequestOptions` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationrequestoptions.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @MainActor @preconcurrency
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        /// Storage of `preferredPresentationStyle`, generated.
        private var modelStoredPreferredPresentationStyle: Optional<UIWindowScene.PresentationStyle> = nil
        /// UIKit: `var preferredPresentationStyle: UIWindowScene.PresentationStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.activationrequestoptions-preferredpresentationstyle-deprecated.md:17).
        /// Stored: keeps what is set; a read before any set records `UIWindowScene.ActivationRequestOptions.preferredPresentationStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 15.0)
        @available(iOS, deprecated: 17.0)
        @available(*, deprecated, message: "deprecated in iOS 17.0")
        open var preferredPresentationStyle: UIWindowScene.PresentationStyle {
            get {
                if let value = modelStoredPreferredPresentationStyle { return value }
                ModelAvailability.require(
                    "UIWindowScene.ActivationRequestOptions.preferredPresentationStyle", introduced: 15)
                ModelFindings.unmodelledStop("UIWindowScene.ActivationRequestOptions.preferredPresentationStyle")
            }
            set {
                modelStoredPreferredPresentationStyle = newValue
            }
        }
    }
}

extension UIWindowScene {
    /// UIKit: `class Geometry: NSObject, NSCopying, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometry.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    @MainActor @preconcurrency
    open class Geometry: NSObject {
        /// UIKit: `var interfaceOrientation: UIInterfaceOrientation { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometry-interfaceorientation.md:17).
        /// Unmodelled: reading records `UIWindowScene.Geometry.interfaceOrientation` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        open var interfaceOrientation: UIInterfaceOrientation {
            get {
                ModelAvailability.require("UIWindowScene.Geometry.interfaceOrientation", introduced: 16)
                ModelFindings.unmodelledStop("UIWindowScene.Geometry.interfaceOrientation")
            }
        }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// UIKit: `class iOS: UIWindowScene.GeometryPreferences` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.ios.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    @MainActor @preconcurrency
    open class iOS: UIWindowScene.GeometryPreferences {
        /// UIKit: `convenience init(interfaceOrientations: UIInterfaceOrientationMask)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.ios-init(interfaceorientations:).md:18).
        /// Unmodelled: a call records `UIWindowScene.GeometryPreferences.iOS.init(interfaceOrientations:)` and makes the object with `init()`.
        @available(iOS, introduced: 16.0)
        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.init()
            ModelAvailability.require(
                "UIWindowScene.GeometryPreferences.iOS.init(interfaceOrientations:)", introduced: 16)
            ModelFindings.unmodelled("UIWindowScene.GeometryPreferences.iOS.init(interfaceOrientations:)")
        }
        /// Storage of `interfaceOrientations`, generated.
        private var modelStoredInterfaceOrientations: Optional<UIInterfaceOrientationMask?> = nil
        /// UIKit: `var interfaceOrientations: UIInterfaceOrientationMask? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.ios-interfaceorientations.md:18).
        /// Stored: keeps what is set; a read before any set records `UIWindowScene.GeometryPreferences.iOS.interfaceOrientations` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var interfaceOrientations: UIInterfaceOrientationMask? {
            get {
                if let value = modelStoredInterfaceOrientations { return value }
                ModelAvailability.require("UIWindowScene.GeometryPreferences.iOS.interfaceOrientations", introduced: 16)
                ModelFindings.unmodelled("UIWindowScene.GeometryPreferences.iOS.interfaceOrientations")
                return nil
            }
            set {
                modelStoredInterfaceOrientations = newValue
            }
        }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// UIKit: `class Mac: UIWindowScene.GeometryPreferences` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.mac.md:17).
    /// Declared from the inventory; its members say what each does.
    @MainActor @preconcurrency
    open class Mac: UIWindowScene.GeometryPreferences {
        /// UIKit: `convenience init(systemFrame: CGRect)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.mac-init(systemframe:).md:18).
        /// Unmodelled: a call records `UIWindowScene.GeometryPreferences.Mac.init(systemFrame:)` and makes the object with `init()`.
        public convenience init(systemFrame: CGRect) {
            self.init()
            ModelFindings.unmodelled("UIWindowScene.GeometryPreferences.Mac.init(systemFrame:)")
        }
        /// Storage of `systemFrame`, generated.
        private var modelStoredSystemFrame: Optional<CGRect?> = nil
        /// UIKit: `var systemFrame: CGRect? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences-uiwindowscene.geometrypreferences.mac-systemframe.md:18).
        /// Stored: keeps what is set; a read before any set records `UIWindowScene.GeometryPreferences.Mac.systemFrame` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 16.0)
        open var systemFrame: CGRect? {
            get {
                if let value = modelStoredSystemFrame { return value }
                ModelAvailability.require("UIWindowScene.GeometryPreferences.Mac.systemFrame", introduced: 16)
                ModelFindings.unmodelled("UIWindowScene.GeometryPreferences.Mac.systemFrame")
                return nil
            }
            set {
                modelStoredSystemFrame = newValue
            }
        }
    }
}

extension UIWindowScene {
    /// UIKit: `class GeometryPreferences: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.geometrypreferences.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    @MainActor @preconcurrency
    open class GeometryPreferences: NSObject {
    }
}

extension UIWindowScene {
    /// UIKit: `enum PresentationStyle: UInt, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.presentationstyle-deprecated.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 15.0)
    @available(iOS, deprecated: 17.0)
    @available(*, deprecated, message: "deprecated in iOS 17.0")
    public enum PresentationStyle: UInt {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.presentationstyle-uiwindowscene.presentationstyle.automatic-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        @available(iOS, deprecated: 17.0)
        @available(*, deprecated, message: "deprecated in iOS 17.0")
        case automatic
        /// UIKit: `case prominent` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.presentationstyle-uiwindowscene.presentationstyle.prominent-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        @available(iOS, deprecated: 17.0)
        @available(*, deprecated, message: "deprecated in iOS 17.0")
        case prominent
        /// UIKit: `case standard` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscene-uiwindowscene.presentationstyle-uiwindowscene.presentationstyle.standard-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.0)
        @available(iOS, deprecated: 17.0)
        @available(*, deprecated, message: "deprecated in iOS 17.0")
        case standard
    }
}

extension UIWindowSceneDelegate {
    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:15).
    /// Unmodelled: a call records `UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        ModelFindings.unmodelled("UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)")
    }
}

extension UIWindowSceneDelegate {
    /// UIKit: `optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:16).
    /// Unmodelled: a call records `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ModelFindings.unmodelled("UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)")
    }
}

extension UIWindowScene {
    /// UIKit: `enum DismissalAnimation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:25).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    public enum DismissalAnimation: Int {
        /// UIKit: `case standard` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:29).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case standard
        /// UIKit: `case commit` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:30).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case commit
        /// UIKit: `case decline` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:31).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.0)
        case decline
    }
}

/// UIKit: `class UIWindowSceneDestructionRequestOptions : UISceneDestructionRequestOptions` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:34).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// Storage of `windowDismissalAnimation`, generated.
    private var modelStoredWindowDismissalAnimation: Optional<UIWindowScene.DismissalAnimation> = nil
    /// UIKit: `var windowDismissalAnimation: UIWindowScene.DismissalAnimation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:36).
    /// Stored: keeps what is set; a read before any set records `UIWindowSceneDestructionRequestOptions.windowDismissalAnimation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation {
        get {
            if let value = modelStoredWindowDismissalAnimation { return value }
            ModelFindings.unmodelledStop("UIWindowSceneDestructionRequestOptions.windowDismissalAnimation")
        }
        set {
            modelStoredWindowDismissalAnimation = newValue
        }
    }
}

/// UIKit: `class UISceneSizeRestrictions : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:38).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UISceneSizeRestrictions: NSObject {
    /// Storage of `allowsFullScreen`, generated.
    private var modelStoredAllowsFullScreen: Optional<Bool> = nil
    /// UIKit: `var allowsFullScreen: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenesizerestrictions-allowsfullscreen.md:16).
    /// Stored: keeps what is set; a read before any set records `UISceneSizeRestrictions.allowsFullScreen` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var allowsFullScreen: Bool {
        get {
            if let value = modelStoredAllowsFullScreen { return value }
            ModelFindings.unmodelled("UISceneSizeRestrictions.allowsFullScreen")
            return false
        }
        set {
            modelStoredAllowsFullScreen = newValue
        }
    }
    /// Storage of `minimumSize`, generated.
    private var modelStoredMinimumSize: Optional<CGSize> = nil
    /// UIKit: `var minimumSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:40).
    /// Stored: keeps what is set; a read before any set records `UISceneSizeRestrictions.minimumSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var minimumSize: CGSize {
        get {
            if let value = modelStoredMinimumSize { return value }
            ModelFindings.unmodelled("UISceneSizeRestrictions.minimumSize")
            return .zero
        }
        set {
            modelStoredMinimumSize = newValue
        }
    }
    /// Storage of `maximumSize`, generated.
    private var modelStoredMaximumSize: Optional<CGSize> = nil
    /// UIKit: `var maximumSize: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindowScene.swift:41).
    /// Stored: keeps what is set; a read before any set records `UISceneSizeRestrictions.maximumSize` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var maximumSize: CGSize {
        get {
            if let value = modelStoredMaximumSize { return value }
            ModelFindings.unmodelled("UISceneSizeRestrictions.maximumSize")
            return .zero
        }
        set {
            modelStoredMaximumSize = newValue
        }
    }
}
