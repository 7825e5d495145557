// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CATextLayerTruncationMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayertruncationmode.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let end: CATextLayerTruncationMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayertruncationmode-end.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let end: CATextLayerTruncationMode = CATextLayerTruncationMode(
        rawValue: "CATextLayerTruncationMode.end")
    /// UIKit: `static let middle: CATextLayerTruncationMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayertruncationmode-middle.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let middle: CATextLayerTruncationMode = CATextLayerTruncationMode(
        rawValue: "CATextLayerTruncationMode.middle")
    /// UIKit: `static let none: CATextLayerTruncationMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayertruncationmode-none.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let none: CATextLayerTruncationMode = CATextLayerTruncationMode(
        rawValue: "CATextLayerTruncationMode.none")
    /// UIKit: `static let start: CATextLayerTruncationMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catextlayertruncationmode-start.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.2)
    public static let start: CATextLayerTruncationMode = CATextLayerTruncationMode(
        rawValue: "CATextLayerTruncationMode.start")
}
