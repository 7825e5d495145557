// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIAppearanceContainer : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: NSObjectProtocol {
}

/// UIKit: `protocol UIAppearance : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:4).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    /// UIKit: `static func appearance() -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:5).
    /// A requirement.
    static func appearance() -> Self

    /// UIKit: `static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:6).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self

    /// UIKit: `static func appearance(for trait: UITraitCollection) -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:8).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    static func appearance(for trait: UITraitCollection) -> Self

    /// UIKit: `static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAppearance.swift:10).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]
    ) -> Self
}
