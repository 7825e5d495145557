// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol CAMediaTiming` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public protocol CAMediaTiming {
    /// UIKit: `var beginTime: CFTimeInterval { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:8).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var beginTime: CFTimeInterval { get set }

    /// UIKit: `var duration: CFTimeInterval { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:9).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var duration: CFTimeInterval { get set }

    /// UIKit: `var speed: Float { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:10).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var speed: Float { get set }

    /// UIKit: `var timeOffset: CFTimeInterval { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:11).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var timeOffset: CFTimeInterval { get set }

    /// UIKit: `var repeatCount: Float { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:12).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var repeatCount: Float { get set }

    /// UIKit: `var repeatDuration: CFTimeInterval { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:13).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var repeatDuration: CFTimeInterval { get set }

    /// UIKit: `var autoreverses: Bool { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:14).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var autoreverses: Bool { get set }

    /// UIKit: `var fillMode: CAMediaTimingFillMode { get set }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAMediaTiming.swift:15).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    var fillMode: CAMediaTimingFillMode { get set }
}
