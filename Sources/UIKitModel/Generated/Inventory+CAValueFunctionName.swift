// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAValueFunctionName: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let rotateX: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-rotatex.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let rotateX: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.rotateX")
    /// UIKit: `static let rotateY: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-rotatey.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let rotateY: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.rotateY")
    /// UIKit: `static let rotateZ: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-rotatez.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let rotateZ: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.rotateZ")
    /// UIKit: `static let scale: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-scale.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let scale: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.scale")
    /// UIKit: `static let scaleX: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-scalex.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let scaleX: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.scaleX")
    /// UIKit: `static let scaleY: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-scaley.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let scaleY: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.scaleY")
    /// UIKit: `static let scaleZ: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-scalez.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let scaleZ: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.scaleZ")
    /// UIKit: `static let translate: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-translate.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let translate: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.translate")
    /// UIKit: `static let translateX: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-translatex.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let translateX: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.translateX")
    /// UIKit: `static let translateY: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-translatey.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let translateY: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.translateY")
    /// UIKit: `static let translateZ: CAValueFunctionName` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunctionname-translatez.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let translateZ: CAValueFunctionName = CAValueFunctionName(rawValue: "CAValueFunctionName.translateZ")
}
