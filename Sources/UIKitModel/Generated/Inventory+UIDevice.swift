// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIInputViewAudioFeedback : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:65).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// UIKit: `optional var enableInputClicksWhenVisible: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:66).
    /// A requirement.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// UIKit: `optional var enableInputClicksWhenVisible: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:66).
    /// Unmodelled: reading records `UIInputViewAudioFeedback.enableInputClicksWhenVisible` and returns `false`.
    public var enableInputClicksWhenVisible: Bool {
        get {
            ModelFindings.unmodelled("UIInputViewAudioFeedback.enableInputClicksWhenVisible")
            return false
        }
    }
}

/// UIKit: `func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:68).
/// Unmodelled: a call records `UI_USER_INTERFACE_IDIOM()` and stops the example: no value of its type can be made.
@available(iOS, introduced: 2.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, message: "deprecated in iOS 13.0")
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    ModelFindings.unmodelledStop("UI_USER_INTERFACE_IDIOM()")
}

extension UIDevice {
    /// UIKit: `enum BatteryState : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:78).
    /// Declared from the inventory; its members say what each does.
    public enum BatteryState: Int {
        /// UIKit: `case unknown` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:81).
        /// Declared from the inventory.
        case unknown
        /// UIKit: `case unplugged` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:82).
        /// Declared from the inventory.
        case unplugged
        /// UIKit: `case charging` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:83).
        /// Declared from the inventory.
        case charging
        /// UIKit: `case full` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDevice.swift:84).
        /// Declared from the inventory.
        case full
    }
}
