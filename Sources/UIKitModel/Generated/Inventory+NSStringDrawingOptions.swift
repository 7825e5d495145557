// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct NSStringDrawingOptions: Equatable, OptionSet, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingoptions.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static var truncatesLastVisibleLine: NSStringDrawingOptions { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingoptions-truncateslastvisibleline.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 6.0)
    public static let truncatesLastVisibleLine: NSStringDrawingOptions = NSStringDrawingOptions(rawValue: 1 << 0)
    /// UIKit: `static var usesDeviceMetrics: NSStringDrawingOptions { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingoptions-usesdevicemetrics.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 6.0)
    public static let usesDeviceMetrics: NSStringDrawingOptions = NSStringDrawingOptions(rawValue: 1 << 1)
    /// UIKit: `static var usesFontLeading: NSStringDrawingOptions { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingoptions-usesfontleading.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 6.0)
    public static let usesFontLeading: NSStringDrawingOptions = NSStringDrawingOptions(rawValue: 1 << 2)
    /// UIKit: `static var usesLineFragmentOrigin: NSStringDrawingOptions { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsstringdrawingoptions-useslinefragmentorigin.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 6.0)
    public static let usesLineFragmentOrigin: NSStringDrawingOptions = NSStringDrawingOptions(rawValue: 1 << 3)
}
