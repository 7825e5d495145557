// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIApplicationShortcutIcon {
    /// UIKit: `enum IconType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum IconType: Int {
        /// UIKit: `case compose` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case compose
        /// UIKit: `case play` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case play
        /// UIKit: `case pause` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case pause
        /// UIKit: `case add` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:10).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case add
        /// UIKit: `case location` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case location
        /// UIKit: `case search` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:12).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case search
        /// UIKit: `case share` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case share
        /// UIKit: `case prohibit` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case prohibit
        /// UIKit: `case contact` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case contact
        /// UIKit: `case home` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case home
        /// UIKit: `case markLocation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:20).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case markLocation
        /// UIKit: `case favorite` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:22).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case favorite
        /// UIKit: `case love` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:24).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case love
        /// UIKit: `case cloud` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:26).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case cloud
        /// UIKit: `case invitation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:28).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case invitation
        /// UIKit: `case confirmation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:30).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case confirmation
        /// UIKit: `case mail` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:32).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case mail
        /// UIKit: `case message` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:34).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case message
        /// UIKit: `case date` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:36).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case date
        /// UIKit: `case time` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:38).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case time
        /// UIKit: `case capturePhoto` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:40).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case capturePhoto
        /// UIKit: `case captureVideo` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:42).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case captureVideo
        /// UIKit: `case task` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:44).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case task
        /// UIKit: `case taskCompleted` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:46).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case taskCompleted
        /// UIKit: `case alarm` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:48).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case alarm
        /// UIKit: `case bookmark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:50).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case bookmark
        /// UIKit: `case shuffle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:52).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case shuffle
        /// UIKit: `case audio` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:54).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case audio
        /// UIKit: `case update` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:56).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.1)
        case update
    }
}

/// UIKit: `class UIApplicationShortcutIcon : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:60).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
open class UIApplicationShortcutIcon: NSObject {
    /// UIKit: `convenience init(type: UIApplicationShortcutIcon.IconType)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:62).
    /// Unmodelled: a call records `UIApplicationShortcutIcon.init(type:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(type: UIApplicationShortcutIcon.IconType) {
        self.init()
        ModelFindings.unmodelled("UIApplicationShortcutIcon.init(type:)")
    }
    /// UIKit: `convenience init(templateImageName: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:63).
    /// Unmodelled: a call records `UIApplicationShortcutIcon.init(templateImageName:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(templateImageName: String) {
        self.init()
        ModelFindings.unmodelled("UIApplicationShortcutIcon.init(templateImageName:)")
    }
    /// UIKit: `convenience init(systemImageName: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:64).
    /// Unmodelled: a call records `UIApplicationShortcutIcon.init(systemImageName:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(systemImageName: String) {
        self.init()
        ModelFindings.unmodelled("UIApplicationShortcutIcon.init(systemImageName:)")
    }
}

/// UIKit: `class UIApplicationShortcutItem : NSObject, NSCopying, NSMutableCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:66).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
open class UIApplicationShortcutItem: NSObject {
    /// UIKit: `init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?, userInfo: [String : NSSecureCoding]? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:68).
    /// Unmodelled: a call records `UIApplicationShortcutItem.init(type:localizedTitle:localizedSubtitle:icon:userInfo:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: NSSecureCoding]? = nil
    ) {
        self.init()
        ModelFindings.unmodelled("UIApplicationShortcutItem.init(type:localizedTitle:localizedSubtitle:icon:userInfo:)")
    }
    /// UIKit: `convenience init(type: String, localizedTitle: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:69).
    /// Unmodelled: a call records `UIApplicationShortcutItem.init(type:localizedTitle:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(type: String, localizedTitle: String) {
        self.init()
        ModelFindings.unmodelled("UIApplicationShortcutItem.init(type:localizedTitle:)")
    }
    /// UIKit: `var type: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:70).
    /// Unmodelled: reading records `UIApplicationShortcutItem.type` and returns `""`.
    @available(iOS, introduced: 9.0)
    open var type: String {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.type")
            return ""
        }
    }
    /// UIKit: `var localizedTitle: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:71).
    /// Unmodelled: reading records `UIApplicationShortcutItem.localizedTitle` and returns `""`.
    @available(iOS, introduced: 9.0)
    open var localizedTitle: String {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.localizedTitle")
            return ""
        }
    }
    /// UIKit: `var localizedSubtitle: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:72).
    /// Unmodelled: reading records `UIApplicationShortcutItem.localizedSubtitle` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var localizedSubtitle: String? {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.localizedSubtitle")
            return nil
        }
    }
    /// UIKit: `var icon: UIApplicationShortcutIcon? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:73).
    /// Unmodelled: reading records `UIApplicationShortcutItem.icon` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var icon: UIApplicationShortcutIcon? {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.icon")
            return nil
        }
    }
    /// UIKit: `var userInfo: [String : NSSecureCoding]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:74).
    /// Unmodelled: reading records `UIApplicationShortcutItem.userInfo` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var userInfo: [String: NSSecureCoding]? {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.userInfo")
            return nil
        }
    }
    /// UIKit: `var targetContentIdentifier: Any? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:75).
    /// Unmodelled: reading records `UIApplicationShortcutItem.targetContentIdentifier` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var targetContentIdentifier: Any? {
        get {
            ModelFindings.unmodelled("UIApplicationShortcutItem.targetContentIdentifier")
            return nil
        }
    }
}

/// UIKit: `class UIMutableApplicationShortcutItem : UIApplicationShortcutItem` (inventory: ios14.2-sdk-interface iOS/UIKit/UIApplicationShortcutItem.swift:77).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
}
