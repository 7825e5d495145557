// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIApplication {
    /// UIKit: `enum Category: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.category.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.2)
    public enum Category: Int {
        /// UIKit: `case webBrowser` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.category-uiapplication.category.webbrowser.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.2)
        case webBrowser
    }
}

extension UIApplication.CategoryDefaultError {
    /// UIKit: `enum Code: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-uiapplication.categorydefaulterror.code.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.2)
    public enum Code: Int {
        /// UIKit: `case rateLimited` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-uiapplication.categorydefaulterror.code-uiapplication.categorydefaulterror.code.ratelimited.md:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.2)
        case rateLimited
    }
}

extension UIApplication {
    /// UIKit: `struct CategoryDefaultError: CustomNSError, Equatable, Error, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.2)
    public struct CategoryDefaultError {
        /// UIKit: `static var errorDomain: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-errordomain.md:17).
        /// Unmodelled: reading records `UIApplication.CategoryDefaultError.errorDomain` and returns `""`.
        @available(iOS, introduced: 18.2)
        public static var errorDomain: String {
            get {
                ModelAvailability.require("UIApplication.CategoryDefaultError.errorDomain", introduced: 18)
                ModelFindings.unmodelled("UIApplication.CategoryDefaultError.errorDomain")
                return ""
            }
        }
        /// UIKit: `static var rateLimited: UIApplication.CategoryDefaultError.Code { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-ratelimited.md:17).
        /// Unmodelled: reading records `UIApplication.CategoryDefaultError.rateLimited` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.2)
        public static var rateLimited: UIApplication.CategoryDefaultError.Code {
            get {
                ModelAvailability.require("UIApplication.CategoryDefaultError.rateLimited", introduced: 18)
                ModelFindings.unmodelledStop("UIApplication.CategoryDefaultError.rateLimited")
            }
        }
        /// UIKit: `nonisolated static let retryAvailableDateErrorKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-retryavailabledateerrorkey.md:17).
        /// Unmodelled: reading records `UIApplication.CategoryDefaultError.retryAvailableDateErrorKey` and returns `""`.
        @available(iOS, introduced: 18.2)
        public static var retryAvailableDateErrorKey: String {
            get {
                ModelAvailability.require(
                    "UIApplication.CategoryDefaultError.retryAvailableDateErrorKey", introduced: 18)
                ModelFindings.unmodelled("UIApplication.CategoryDefaultError.retryAvailableDateErrorKey")
                return ""
            }
        }
        /// UIKit: `nonisolated static let statusLastProvidedDateErrorKey: String` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.categorydefaulterror-statuslastprovideddateerrorkey.md:17).
        /// Unmodelled: reading records `UIApplication.CategoryDefaultError.statusLastProvidedDateErrorKey` and returns `""`.
        @available(iOS, introduced: 18.2)
        public static var statusLastProvidedDateErrorKey: String {
            get {
                ModelAvailability.require(
                    "UIApplication.CategoryDefaultError.statusLastProvidedDateErrorKey", introduced: 18)
                ModelFindings.unmodelled("UIApplication.CategoryDefaultError.statusLastProvidedDateErrorKey")
                return ""
            }
        }
    }
}

/// UIKit: `enum UIStatusBarStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:2).
/// Declared from the inventory; its members say what each does.
public enum UIStatusBarStyle: Int {
    /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:5).
    /// Declared from the inventory.
    case `default`
    /// UIKit: `case lightContent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:6).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case lightContent
    /// UIKit: `case darkContent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:8).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case darkContent
}

/// UIKit: `enum UIStatusBarAnimation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:11).
/// Declared from the inventory; its members say what each does.
public enum UIStatusBarAnimation: Int {
    /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:14).
    /// Declared from the inventory.
    case none
    /// UIKit: `case fade` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:15).
    /// Declared from the inventory.
    @available(iOS, introduced: 3.2)
    case fade
    /// UIKit: `case slide` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:17).
    /// Declared from the inventory.
    @available(iOS, introduced: 3.2)
    case slide
}

/// UIKit: `enum UIInterfaceOrientation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:20).
/// Declared from the inventory; its members say what each does.
public enum UIInterfaceOrientation: Int {
    /// UIKit: `case unknown` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:23).
    /// Declared from the inventory.
    case unknown
    /// UIKit: `case portrait` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:24).
    /// Declared from the inventory.
    case portrait
    /// UIKit: `case portraitUpsideDown` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:25).
    /// Declared from the inventory.
    case portraitUpsideDown
    /// UIKit: `case landscapeLeft` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:26).
    /// Declared from the inventory.
    case landscapeLeft
    /// UIKit: `case landscapeRight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:27).
    /// Declared from the inventory.
    case landscapeRight
    /// UIKit: `var isPortrait: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:41).
    /// Unmodelled: reading records `UIInterfaceOrientation.isPortrait` and returns `false`.
    public var isPortrait: Bool {
        get {
            ModelFindings.unmodelled("UIInterfaceOrientation.isPortrait")
            return false
        }
    }
    /// UIKit: `var isLandscape: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:42).
    /// Unmodelled: reading records `UIInterfaceOrientation.isLandscape` and returns `false`.
    public var isLandscape: Bool {
        get {
            ModelFindings.unmodelled("UIInterfaceOrientation.isLandscape")
            return false
        }
    }
}

/// UIKit: `struct UIInterfaceOrientationMask : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:29).
/// Declared from the inventory; its members say what each does.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var portrait: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:32).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let portrait: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 0)
    /// UIKit: `static var landscapeLeft: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:33).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let landscapeLeft: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// UIKit: `static var landscapeRight: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:34).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let landscapeRight: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// UIKit: `static var portraitUpsideDown: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:35).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let portraitUpsideDown: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// UIKit: `static var landscape: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:36).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let landscape: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// UIKit: `static var all: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:37).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let all: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 5)
    /// UIKit: `static var allButUpsideDown: UIInterfaceOrientationMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:38).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let allButUpsideDown: UIInterfaceOrientationMask = UIInterfaceOrientationMask(rawValue: 1 << 6)
}

/// UIKit: `struct UIRemoteNotificationType : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:44).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@available(iOS, deprecated: 8.0)
@available(*, deprecated, message: "deprecated in iOS 8.0")
public struct UIRemoteNotificationType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit: `static var badge: UIRemoteNotificationType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:48).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static let badge: UIRemoteNotificationType = UIRemoteNotificationType(rawValue: 1 << 0)
    /// UIKit: `static var sound: UIRemoteNotificationType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:49).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static let sound: UIRemoteNotificationType = UIRemoteNotificationType(rawValue: 1 << 1)
    /// UIKit: `static var alert: UIRemoteNotificationType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:50).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static let alert: UIRemoteNotificationType = UIRemoteNotificationType(rawValue: 1 << 2)
    /// UIKit: `static var newsstandContentAvailability: UIRemoteNotificationType { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:51).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public static let newsstandContentAvailability: UIRemoteNotificationType = UIRemoteNotificationType(
        rawValue: 1 << 3)
}

/// UIKit: `enum UIBackgroundFetchResult : UInt` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:53).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
public enum UIBackgroundFetchResult: UInt {
    /// UIKit: `case newData` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:57).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case newData
    /// UIKit: `case noData` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:58).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case noData
    /// UIKit: `case failed` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:59).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case failed
}

/// UIKit: `enum UIBackgroundRefreshStatus : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:61).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
public enum UIBackgroundRefreshStatus: Int {
    /// UIKit: `case restricted` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:65).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case restricted
    /// UIKit: `case denied` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:66).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case denied
    /// UIKit: `case available` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:67).
    /// Declared from the inventory.
    @available(iOS, introduced: 7.0)
    case available
}

/// UIKit: `struct UIBackgroundTaskIdentifier : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:69).
/// Declared from the inventory; its members say what each does.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static let invalid: UIBackgroundTaskIdentifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:74).
    /// Unmodelled: reading records `UIBackgroundTaskIdentifier.invalid` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.0)
    public static var invalid: UIBackgroundTaskIdentifier {
        get {
            ModelFindings.unmodelledStop("UIBackgroundTaskIdentifier.invalid")
        }
    }
}

/// UIKit: `let UIMinimumKeepAliveTimeout: TimeInterval` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:77).
/// Unmodelled: reading records `UIMinimumKeepAliveTimeout` and returns `0`.
@available(iOS, introduced: 4.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, message: "deprecated in iOS 13.0")
public var UIMinimumKeepAliveTimeout: TimeInterval {
    get {
        ModelFindings.unmodelled("UIMinimumKeepAliveTimeout")
        return 0
    }
}

extension UIApplication {
    /// UIKit: `struct OpenURLOptionsKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:219).
    /// Declared from the inventory; its members say what each does.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let sourceApplication: UIApplication.OpenURLOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:432).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let sourceApplication: UIApplication.OpenURLOptionsKey = UIApplication.OpenURLOptionsKey(
            rawValue: "UIApplication.OpenURLOptionsKey.sourceApplication")
        /// UIKit: `static let annotation: UIApplication.OpenURLOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:434).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let annotation: UIApplication.OpenURLOptionsKey = UIApplication.OpenURLOptionsKey(
            rawValue: "UIApplication.OpenURLOptionsKey.annotation")
        /// UIKit: `static let openInPlace: UIApplication.OpenURLOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:436).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let openInPlace: UIApplication.OpenURLOptionsKey = UIApplication.OpenURLOptionsKey(
            rawValue: "UIApplication.OpenURLOptionsKey.openInPlace")
    }
}

extension UIApplication {
    /// UIKit: `struct ExtensionPointIdentifier : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:224).
    /// Declared from the inventory; its members say what each does.
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let keyboard: UIApplication.ExtensionPointIdentifier` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:440).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 8.0)
        public static let keyboard: UIApplication.ExtensionPointIdentifier = UIApplication.ExtensionPointIdentifier(
            rawValue: "UIApplication.ExtensionPointIdentifier.keyboard")
    }
}

extension UIApplication {
    /// UIKit: `enum State : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:263).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 4.0)
    public enum State: Int {
        /// UIKit: `case active` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:267).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.0)
        case active
        /// UIKit: `case inactive` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:268).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.0)
        case inactive
        /// UIKit: `case background` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:269).
        /// Declared from the inventory.
        @available(iOS, introduced: 4.0)
        case background
    }
}

extension UIApplication {
    /// UIKit: `struct OpenExternalURLOptionsKey : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:275).
    /// Declared from the inventory; its members say what each does.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let eventAttribution: UIApplication.OpenExternalURLOptionsKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiapplication-uiapplication.openexternalurloptionskey-eventattribution.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.5)
        public static let eventAttribution: UIApplication.OpenExternalURLOptionsKey =
            UIApplication.OpenExternalURLOptionsKey(
                rawValue: "UIApplication.OpenExternalURLOptionsKey.eventAttribution")
        /// UIKit: `static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:444).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 10.0)
        public static let universalLinksOnly: UIApplication.OpenExternalURLOptionsKey =
            UIApplication.OpenExternalURLOptionsKey(
                rawValue: "UIApplication.OpenExternalURLOptionsKey.universalLinksOnly")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationDidFinishLaunching(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:282).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationDidFinishLaunching(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func applicationDidFinishLaunching(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationDidFinishLaunching(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, handleOpen url: URL) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:292).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleOpen:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:handleOpen:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:294).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:open:sourceApplication:annotation:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    @available(iOS, deprecated: 9.0)
    @available(*, deprecated, message: "deprecated in iOS 9.0")
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any)
        -> Bool
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:open:sourceApplication:annotation:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:296).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:open:options:)` and returns `false`.
    @available(iOS, introduced: 9.0)
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:open:options:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationDidReceiveMemoryWarning(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:298).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationDidReceiveMemoryWarning(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationDidReceiveMemoryWarning(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationWillTerminate(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:300).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationWillTerminate(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func applicationWillTerminate(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationWillTerminate(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationSignificantTimeChange(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:302).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationSignificantTimeChange(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func applicationSignificantTimeChange(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationSignificantTimeChange(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:304).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:willChangeStatusBarOrientation:duration:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:willChangeStatusBarOrientation:duration:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:306).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didChangeStatusBarOrientation:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func application(
        _ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:didChangeStatusBarOrientation:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:308).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:willChangeStatusBarFrame:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:willChangeStatusBarFrame:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:310).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didChangeStatusBarFrame:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:didChangeStatusBarFrame:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:314).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:316).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didFailToRegisterForRemoteNotificationsWithError:)` and does nothing.
    @available(iOS, introduced: 3.0)
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:didFailToRegisterForRemoteNotificationsWithError:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:318).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didReceiveRemoteNotification:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:didReceiveRemoteNotification:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:324).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)` and does nothing.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)"
        )
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:326).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)` and does nothing.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
    ) {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:330).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` and does nothing.
    @available(iOS, introduced: 7.0)
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:332).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:performFetchWithCompletionHandler:)` and does nothing.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:performFetchWithCompletionHandler:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:334).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:performActionFor:completionHandler:)` and does nothing.
    @available(iOS, introduced: 9.0)
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:performActionFor:completionHandler:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:336).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:)` and does nothing.
    @available(iOS, introduced: 7.0)
    public func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        ModelFindings.unmodelled(
            "UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:338).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:handleWatchKitExtensionRequest:reply:)` and does nothing.
    @available(iOS, introduced: 8.2)
    public func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:handleWatchKitExtensionRequest:reply:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationShouldRequestHealthAuthorization(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:340).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationShouldRequestHealthAuthorization(_:)` and does nothing.
    @available(iOS, introduced: 9.0)
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationShouldRequestHealthAuthorization(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:346).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationProtectedDataWillBecomeUnavailable(_:)` and does nothing.
    @available(iOS, introduced: 4.0)
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationProtectedDataWillBecomeUnavailable(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:348).
    /// Unmodelled: a call records `UIApplicationDelegate.applicationProtectedDataDidBecomeAvailable(_:)` and does nothing.
    @available(iOS, introduced: 4.0)
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        ModelFindings.unmodelled("UIApplicationDelegate.applicationProtectedDataDidBecomeAvailable(_:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:352).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)` and returns `[]`.
    @available(iOS, introduced: 6.0)
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)")
        return []
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:354).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:shouldAllowExtensionPointIdentifier:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:shouldAllowExtensionPointIdentifier:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:370).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:willContinueUserActivityWithType:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:willContinueUserActivityWithType:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:372).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:continue:restorationHandler:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:continue:restorationHandler:)")
        return false
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:374).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didFailToContinueUserActivityWithType:error:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error
    ) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:didFailToContinueUserActivityWithType:error:)")
    }
}

extension UIApplicationDelegate {
    /// UIKit: `optional func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplication.swift:376).
    /// Unmodelled: a call records `UIApplicationDelegate.application(_:didUpdate:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        ModelFindings.unmodelled("UIApplicationDelegate.application(_:didUpdate:)")
    }
}
