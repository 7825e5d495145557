// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAEmitterLayerEmitterShape: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let circle: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-circle.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let circle: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.circle")
    /// UIKit: `static let cuboid: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-cuboid.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let cuboid: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.cuboid")
    /// UIKit: `static let line: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-line.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let line: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.line")
    /// UIKit: `static let point: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-point.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let point: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.point")
    /// UIKit: `static let rectangle: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-rectangle.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let rectangle: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.rectangle")
    /// UIKit: `static let sphere: CAEmitterLayerEmitterShape` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-caemitterlayeremittershape-sphere.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let sphere: CAEmitterLayerEmitterShape = CAEmitterLayerEmitterShape(
        rawValue: "CAEmitterLayerEmitterShape.sphere")
}
