// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol CAMediaTiming` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public protocol CAMediaTiming {
    /// UIKit: `var speed: Float { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:10).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var speed: Float { get set }

    /// UIKit: `var repeatCount: Float { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:12).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var repeatCount: Float { get set }

    /// UIKit: `var autoreverses: Bool { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:14).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var autoreverses: Bool { get set }

    /// UIKit: `var fillMode: CAMediaTimingFillMode { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:15).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var fillMode: CAMediaTimingFillMode { get set }
}
