// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIFocusSystem : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusSystem.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIFocusSystem: NSObject {
    /// UIKit: `weak var focusedItem: @sil_weak UIFocusItem? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusSystem.swift:4).
    /// Unmodelled: reading records `UIFocusSystem.focusedItem` and returns `nil`.
    @available(iOS, introduced: 12.0)
    open var focusedItem: UIFocusItem? {
        get {
            ModelFindings.unmodelled("UIFocusSystem.focusedItem")
            return nil
        }
    }
    /// UIKit: `init?(for environment: UIFocusEnvironment)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusSystem.swift:6).
    /// Unmodelled: a call records `UIFocusSystem.init(for:)` and returns nil.
    @available(iOS, introduced: 12.0)
    @available(iOS, deprecated: 15.0)
    @available(*, deprecated, message: "deprecated in iOS 15.0")
    public convenience init?(for environment: UIFocusEnvironment) {
        ModelFindings.unmodelled("UIFocusSystem.init(for:)")
        return nil
    }
    /// UIKit: `func requestFocusUpdate(to environment: UIFocusEnvironment)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusSystem.swift:8).
    /// Unmodelled: a call records `UIFocusSystem.requestFocusUpdate(to:)` and does nothing.
    @available(iOS, introduced: 12.0)
    open func requestFocusUpdate(to environment: UIFocusEnvironment) {
        ModelFindings.unmodelled("UIFocusSystem.requestFocusUpdate(to:)")
    }
    /// UIKit: `func updateFocusIfNeeded()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocusSystem.swift:10).
    /// Unmodelled: a call records `UIFocusSystem.updateFocusIfNeeded()` and does nothing.
    @available(iOS, introduced: 12.0)
    open func updateFocusIfNeeded() {
        ModelFindings.unmodelled("UIFocusSystem.updateFocusIfNeeded()")
    }
    /// UIKit: `class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocussystem-focussystem(for:).md:16).
    /// Unmodelled: a call records `UIFocusSystem.focusSystem(for:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        ModelAvailability.require("UIFocusSystem.focusSystem(for:)", introduced: 15)
        ModelFindings.unmodelled("UIFocusSystem.focusSystem(for:)")
        return nil
    }
    /// UIKit: `class let didUpdateNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:77).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let didUpdateNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIFocusSystem.didUpdateNotification")
    /// UIKit: `class let movementDidFailNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:79).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 11.0)
    public static let movementDidFailNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIFocusSystem.movementDidFailNotification")
    /// UIKit: `class let focusUpdateContextUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:81).
    /// Unmodelled: reading records `UIFocusSystem.focusUpdateContextUserInfoKey` and returns `""`.
    @available(iOS, introduced: 11.0)
    open class var focusUpdateContextUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIFocusSystem.focusUpdateContextUserInfoKey")
            return ""
        }
    }
    /// UIKit: `class let animationCoordinatorUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFocus.swift:83).
    /// Unmodelled: reading records `UIFocusSystem.animationCoordinatorUserInfoKey` and returns `""`.
    @available(iOS, introduced: 11.0)
    open class var animationCoordinatorUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIFocusSystem.animationCoordinatorUserInfoKey")
            return ""
        }
    }
}
