// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UITimingCurveProvider : NSCoding, NSCopying` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurveprovider.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITimingCurveProvider {
    /// UIKit: `var cubicTimingParameters: UICubicTimingParameters? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurveprovider-cubictimingparameters.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var cubicTimingParameters: UICubicTimingParameters? { get }

    /// UIKit: `var springTimingParameters: UISpringTimingParameters? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurveprovider-springtimingparameters.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var springTimingParameters: UISpringTimingParameters? { get }

    /// UIKit: `var timingCurveType: UITimingCurveType { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitimingcurveprovider-timingcurvetype.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var timingCurveType: UITimingCurveType { get }
}
