// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITableViewCell {
    /// UIKit: `enum SeparatorStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:11).
    /// Declared from the inventory; its members say what each does.
    public enum SeparatorStyle: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:14).
        /// Declared from the inventory.
        case none
        /// UIKit: `case singleLine` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:15).
        /// Declared from the inventory.
        case singleLine
        /// UIKit: `case singleLineEtched` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:16).
        /// Declared from the inventory.
        @available(iOS, introduced: 2.0)
        @available(iOS, deprecated: 11.0)
        @available(*, deprecated, message: "deprecated in iOS 11.0")
        case singleLineEtched
    }
}

extension UITableViewCell {
    /// UIKit: `enum FocusStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:28).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum FocusStyle: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:32).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case `default`
        /// UIKit: `case custom` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:33).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case custom
    }
}

extension UITableViewCell {
    /// UIKit: `struct StateMask : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:52).
    /// Declared from the inventory; its members say what each does.
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static var showingEditControl: UITableViewCell.StateMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:55).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let showingEditControl: UITableViewCell.StateMask = UITableViewCell.StateMask(rawValue: 1 << 0)
        /// UIKit: `static var showingDeleteConfirmation: UITableViewCell.StateMask { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:56).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let showingDeleteConfirmation: UITableViewCell.StateMask = UITableViewCell.StateMask(
            rawValue: 1 << 1)
    }
}

extension UITableViewCell {
    /// UIKit: `enum DragState : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:58).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum DragState: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:62).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case none
        /// UIKit: `case lifting` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:63).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case lifting
        /// UIKit: `case dragging` (inventory: ios14.2-sdk-interface iOS/UIKit/UITableViewCell.swift:64).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case dragging
    }
}
