// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAEmitterLayerRenderMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let additive: CAEmitterLayerRenderMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode-additive.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let additive: CAEmitterLayerRenderMode = CAEmitterLayerRenderMode(
        rawValue: "CAEmitterLayerRenderMode.additive")
    /// UIKit: `static let backToFront: CAEmitterLayerRenderMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode-backtofront.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let backToFront: CAEmitterLayerRenderMode = CAEmitterLayerRenderMode(
        rawValue: "CAEmitterLayerRenderMode.backToFront")
    /// UIKit: `static let oldestFirst: CAEmitterLayerRenderMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode-oldestfirst.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let oldestFirst: CAEmitterLayerRenderMode = CAEmitterLayerRenderMode(
        rawValue: "CAEmitterLayerRenderMode.oldestFirst")
    /// UIKit: `static let oldestLast: CAEmitterLayerRenderMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode-oldestlast.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let oldestLast: CAEmitterLayerRenderMode = CAEmitterLayerRenderMode(
        rawValue: "CAEmitterLayerRenderMode.oldestLast")
    /// UIKit: `static let unordered: CAEmitterLayerRenderMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayerrendermode-unordered.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let unordered: CAEmitterLayerRenderMode = CAEmitterLayerRenderMode(
        rawValue: "CAEmitterLayerRenderMode.unordered")
}
