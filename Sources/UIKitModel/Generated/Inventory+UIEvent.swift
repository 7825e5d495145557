// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIEvent {
    /// UIKit: `enum EventType : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum EventType: Int {
        /// UIKit: `case touches` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:6).
        /// Declared from the inventory.
        case touches
        /// UIKit: `case motion` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:7).
        /// Declared from the inventory.
        case motion
        /// UIKit: `case remoteControl` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:8).
        /// Declared from the inventory.
        case remoteControl
        /// UIKit: `case presses` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case presses
        /// UIKit: `case scroll` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case scroll
        /// UIKit: `case hover` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case hover
        /// UIKit: `case transform` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case transform
    }
}

extension UIEvent {
    /// UIKit: `enum EventSubtype : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:18).
    /// Declared from the inventory; its members say what each does.
    public enum EventSubtype: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:21).
        /// Declared from the inventory.
        case none
        /// UIKit: `case motionShake` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:22).
        /// Declared from the inventory.
        case motionShake
        /// UIKit: `case remoteControlPlay` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:23).
        /// Declared from the inventory.
        case remoteControlPlay
        /// UIKit: `case remoteControlPause` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:24).
        /// Declared from the inventory.
        case remoteControlPause
        /// UIKit: `case remoteControlStop` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:25).
        /// Declared from the inventory.
        case remoteControlStop
        /// UIKit: `case remoteControlTogglePlayPause` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:26).
        /// Declared from the inventory.
        case remoteControlTogglePlayPause
        /// UIKit: `case remoteControlNextTrack` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:27).
        /// Declared from the inventory.
        case remoteControlNextTrack
        /// UIKit: `case remoteControlPreviousTrack` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:28).
        /// Declared from the inventory.
        case remoteControlPreviousTrack
        /// UIKit: `case remoteControlBeginSeekingBackward` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:29).
        /// Declared from the inventory.
        case remoteControlBeginSeekingBackward
        /// UIKit: `case remoteControlEndSeekingBackward` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:30).
        /// Declared from the inventory.
        case remoteControlEndSeekingBackward
        /// UIKit: `case remoteControlBeginSeekingForward` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:31).
        /// Declared from the inventory.
        case remoteControlBeginSeekingForward
        /// UIKit: `case remoteControlEndSeekingForward` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:32).
        /// Declared from the inventory.
        case remoteControlEndSeekingForward
    }
}

extension UIEvent {
    /// UIKit: `struct ButtonMask : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:34).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.4)
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// UIKit: `static var primary: UIEvent.ButtonMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:38).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.4)
        public static let primary: UIEvent.ButtonMask = UIEvent.ButtonMask(rawValue: 1 << 0)
        /// UIKit: `static var secondary: UIEvent.ButtonMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:39).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.4)
        public static let secondary: UIEvent.ButtonMask = UIEvent.ButtonMask(rawValue: 1 << 1)
        /// UIKit: `static func button(_ buttonNumber: Int) -> UIEvent.ButtonMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UIEvent.swift:43).
        /// Unmodelled: a call records `UIEvent.ButtonMask.button(_:)` and returns `[]`.
        @available(iOS, introduced: 13.4)
        public static func button(_ buttonNumber: Int) -> UIEvent.ButtonMask {
            ModelFindings.unmodelled("UIEvent.ButtonMask.button(_:)")
            return []
        }
    }
}
