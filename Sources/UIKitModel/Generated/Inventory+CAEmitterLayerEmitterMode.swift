// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAEmitterLayerEmitterMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittermode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let outline: CAEmitterLayerEmitterMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittermode-outline.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let outline: CAEmitterLayerEmitterMode = CAEmitterLayerEmitterMode(
        rawValue: "CAEmitterLayerEmitterMode.outline")
    /// UIKit: `static let points: CAEmitterLayerEmitterMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittermode-points.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let points: CAEmitterLayerEmitterMode = CAEmitterLayerEmitterMode(
        rawValue: "CAEmitterLayerEmitterMode.points")
    /// UIKit: `static let surface: CAEmitterLayerEmitterMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittermode-surface.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let surface: CAEmitterLayerEmitterMode = CAEmitterLayerEmitterMode(
        rawValue: "CAEmitterLayerEmitterMode.surface")
    /// UIKit: `static let volume: CAEmitterLayerEmitterMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittermode-volume.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let volume: CAEmitterLayerEmitterMode = CAEmitterLayerEmitterMode(
        rawValue: "CAEmitterLayerEmitterMode.volume")
}
