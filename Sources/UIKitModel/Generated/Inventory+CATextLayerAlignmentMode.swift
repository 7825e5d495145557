// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CATextLayerAlignmentMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let center: CATextLayerAlignmentMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode-center.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let center: CATextLayerAlignmentMode = CATextLayerAlignmentMode(
        rawValue: "CATextLayerAlignmentMode.center")
    /// UIKit: `static let justified: CATextLayerAlignmentMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode-justified.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let justified: CATextLayerAlignmentMode = CATextLayerAlignmentMode(
        rawValue: "CATextLayerAlignmentMode.justified")
    /// UIKit: `static let left: CATextLayerAlignmentMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode-left.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let left: CATextLayerAlignmentMode = CATextLayerAlignmentMode(
        rawValue: "CATextLayerAlignmentMode.left")
    /// UIKit: `static let natural: CATextLayerAlignmentMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode-natural.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let natural: CATextLayerAlignmentMode = CATextLayerAlignmentMode(
        rawValue: "CATextLayerAlignmentMode.natural")
    /// UIKit: `static let right: CATextLayerAlignmentMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayeralignmentmode-right.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let right: CATextLayerAlignmentMode = CATextLayerAlignmentMode(
        rawValue: "CATextLayerAlignmentMode.right")
}
