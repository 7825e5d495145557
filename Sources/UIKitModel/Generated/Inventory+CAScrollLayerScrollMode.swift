// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAScrollLayerScrollMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayerscrollmode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let both: CAScrollLayerScrollMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayerscrollmode-both.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let both: CAScrollLayerScrollMode = CAScrollLayerScrollMode(rawValue: "CAScrollLayerScrollMode.both")
    /// UIKit: `static let horizontally: CAScrollLayerScrollMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayerscrollmode-horizontally.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let horizontally: CAScrollLayerScrollMode = CAScrollLayerScrollMode(
        rawValue: "CAScrollLayerScrollMode.horizontally")
    /// UIKit: `static let none: CAScrollLayerScrollMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayerscrollmode-none.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let none: CAScrollLayerScrollMode = CAScrollLayerScrollMode(rawValue: "CAScrollLayerScrollMode.none")
    /// UIKit: `static let vertically: CAScrollLayerScrollMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayerscrollmode-vertically.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let vertically: CAScrollLayerScrollMode = CAScrollLayerScrollMode(
        rawValue: "CAScrollLayerScrollMode.vertically")
}
