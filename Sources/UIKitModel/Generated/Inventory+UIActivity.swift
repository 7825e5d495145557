// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIActivity {
    /// UIKit: `struct ActivityType : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 6.0)
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let addToHomeScreen: UIActivity.ActivityType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivity-uiactivity.activitytype-addtohomescreen.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.4)
        public static let addToHomeScreen: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.addToHomeScreen")
        /// UIKit: `static let collaborationCopyLink: UIActivity.ActivityType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivity-uiactivity.activitytype-collaborationcopylink.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.0)
        public static let collaborationCopyLink: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.collaborationCopyLink")
        /// UIKit: `static let collaborationInviteWithLink: UIActivity.ActivityType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivity-uiactivity.activitytype-collaborationinvitewithlink.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.0)
        public static let collaborationInviteWithLink: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.collaborationInviteWithLink")
        /// UIKit: `static let sharePlay: UIActivity.ActivityType` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivity-uiactivity.activitytype-shareplay.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 15.4)
        public static let sharePlay: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.sharePlay")
        /// UIKit: `static let postToFacebook: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:18).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let postToFacebook: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToFacebook")
        /// UIKit: `static let postToTwitter: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:20).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let postToTwitter: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToTwitter")
        /// UIKit: `static let postToWeibo: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:22).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let postToWeibo: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToWeibo")
        /// UIKit: `static let message: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:24).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let message: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.message")
        /// UIKit: `static let mail: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:26).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let mail: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.mail")
        /// UIKit: `static let print: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:28).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let print: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.print")
        /// UIKit: `static let copyToPasteboard: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:30).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let copyToPasteboard: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.copyToPasteboard")
        /// UIKit: `static let assignToContact: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:32).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let assignToContact: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.assignToContact")
        /// UIKit: `static let saveToCameraRoll: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:34).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let saveToCameraRoll: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.saveToCameraRoll")
        /// UIKit: `static let addToReadingList: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:36).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let addToReadingList: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.addToReadingList")
        /// UIKit: `static let postToFlickr: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:38).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let postToFlickr: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToFlickr")
        /// UIKit: `static let postToVimeo: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:40).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let postToVimeo: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToVimeo")
        /// UIKit: `static let postToTencentWeibo: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:42).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let postToTencentWeibo: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.postToTencentWeibo")
        /// UIKit: `static let airDrop: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:44).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 7.0)
        public static let airDrop: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.airDrop")
        /// UIKit: `static let openInIBooks: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:46).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let openInIBooks: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.openInIBooks")
        /// UIKit: `static let markupAsPDF: UIActivity.ActivityType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:48).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 11.0)
        public static let markupAsPDF: UIActivity.ActivityType = UIActivity.ActivityType(
            rawValue: "UIActivity.ActivityType.markupAsPDF")
    }
}

extension UIActivity {
    /// UIKit: `enum Category : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:9).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 7.0)
    public enum Category: Int {
        /// UIKit: `case action` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case action
        /// UIKit: `case share` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 7.0)
        case share
    }
}

/// UIKit: `class UIActivity : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:51).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// UIKit: `class var activityCategory: UIActivity.Category { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:53).
    /// Unmodelled: reading records `UIActivity.activityCategory` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open class var activityCategory: UIActivity.Category {
        get {
            ModelFindings.unmodelledStop("UIActivity.activityCategory")
        }
    }
    /// UIKit: `var activityType: UIActivity.ActivityType? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:55).
    /// Unmodelled: reading records `UIActivity.activityType` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var activityType: UIActivity.ActivityType? {
        get {
            ModelFindings.unmodelled("UIActivity.activityType")
            return nil
        }
    }
    /// UIKit: `var activityTitle: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:56).
    /// Unmodelled: reading records `UIActivity.activityTitle` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var activityTitle: String? {
        get {
            ModelFindings.unmodelled("UIActivity.activityTitle")
            return nil
        }
    }
    /// UIKit: `var activityImage: UIImage? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:57).
    /// Unmodelled: reading records `UIActivity.activityImage` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var activityImage: UIImage? {
        get {
            ModelFindings.unmodelled("UIActivity.activityImage")
            return nil
        }
    }
    /// UIKit: `func canPerform(withActivityItems activityItems: [Any]) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:58).
    /// Unmodelled: a call records `UIActivity.canPerform(withActivityItems:)` and returns `false`.
    @available(iOS, introduced: 6.0)
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        ModelFindings.unmodelled("UIActivity.canPerform(withActivityItems:)")
        return false
    }
    /// UIKit: `func prepare(withActivityItems activityItems: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:59).
    /// Unmodelled: a call records `UIActivity.prepare(withActivityItems:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func prepare(withActivityItems activityItems: [Any]) {
        ModelFindings.unmodelled("UIActivity.prepare(withActivityItems:)")
    }
    /// UIKit: `var activityViewController: UIViewController? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:60).
    /// Unmodelled: reading records `UIActivity.activityViewController` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var activityViewController: UIViewController? {
        get {
            ModelFindings.unmodelled("UIActivity.activityViewController")
            return nil
        }
    }
    /// UIKit: `func perform()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:61).
    /// Unmodelled: a call records `UIActivity.perform()` and does nothing.
    @available(iOS, introduced: 6.0)
    open func perform() {
        ModelFindings.unmodelled("UIActivity.perform()")
    }
    /// UIKit: `func activityDidFinish(_ completed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivity.swift:62).
    /// Unmodelled: a call records `UIActivity.activityDidFinish(_:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func activityDidFinish(_ completed: Bool) {
        ModelFindings.unmodelled("UIActivity.activityDidFinish(_:)")
    }
}
