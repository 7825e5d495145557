// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPopoverBackgroundViewMethods` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundviewmethods.md:15).
/// Declared from the inventory; its members say what each does.
public protocol UIPopoverBackgroundViewMethods {
    /// UIKit: `static func arrowBase() -> CGFloat` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundviewmethods-arrowbase().md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    static func arrowBase() -> CGFloat

    /// UIKit: `static func arrowHeight() -> CGFloat` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundviewmethods-arrowheight().md:16).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    static func arrowHeight() -> CGFloat

    /// UIKit: `static func contentViewInsets() -> UIEdgeInsets` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverbackgroundviewmethods-contentviewinsets().md:16).
    /// A requirement.
    static func contentViewInsets() -> UIEdgeInsets
}
