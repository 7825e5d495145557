// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `var NSLAYOUTCONSTRAINT_H: Int32 { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:23).
/// Unmodelled: reading records `NSLAYOUTCONSTRAINT_H` and returns `0`.
public var NSLAYOUTCONSTRAINT_H: Int32 {
    get {
        ModelFindings.unmodelled("NSLAYOUTCONSTRAINT_H")
        return 0
    }
}

/// UIKit: `protocol UILayoutSupport : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:121).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UILayoutSupport: NSObjectProtocol {
    /// UIKit: `var length: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:122).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var length: CGFloat { get }

    /// UIKit: `var topAnchor: NSLayoutYAxisAnchor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:123).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    var topAnchor: NSLayoutYAxisAnchor { get }

    /// UIKit: `var bottomAnchor: NSLayoutYAxisAnchor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:125).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    var bottomAnchor: NSLayoutYAxisAnchor { get }

    /// UIKit: `var heightAnchor: NSLayoutDimension { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutConstraint.swift:127).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    var heightAnchor: NSLayoutDimension { get }
}
