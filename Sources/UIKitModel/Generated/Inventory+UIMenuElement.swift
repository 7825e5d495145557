// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIMenuElement {
    /// UIKit: `struct Attributes : OptionSet` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuElement.swift:11).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.0)
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static var disabled: UIMenuElement.Attributes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuElement.swift:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let disabled: UIMenuElement.Attributes = UIMenuElement.Attributes(rawValue: 1 << 0)
        /// UIKit: `static var destructive: UIMenuElement.Attributes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuElement.swift:16).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let destructive: UIMenuElement.Attributes = UIMenuElement.Attributes(rawValue: 1 << 1)
        /// UIKit: `static var hidden: UIMenuElement.Attributes { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuElement.swift:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 13.0)
        public static let hidden: UIMenuElement.Attributes = UIMenuElement.Attributes(rawValue: 1 << 2)
        /// UIKit: `static var keepsMenuPresented: UIMenuElement.Attributes { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuelement-uimenuelement.attributes-keepsmenupresented.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 16.0)
        public static let keepsMenuPresented: UIMenuElement.Attributes = UIMenuElement.Attributes(rawValue: 1 << 3)
    }
}
