// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITraitOverrides: CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible, UIMutableTraits` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitoverrides.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public struct UITraitOverrides {
    /// UIKit: `func contains(_ trait: UITrait) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitoverrides-contains(_:).md:14).
    /// Unmodelled: a call records `UITraitOverrides.contains(_:)` and returns `false`.
    @available(iOS, introduced: 17.0)
    public func contains(_ trait: UITrait) -> Bool {
        ModelAvailability.require("UITraitOverrides.contains(_:)", introduced: 17)
        ModelFindings.unmodelled("UITraitOverrides.contains(_:)")
        return false
    }
    /// UIKit: `mutating func remove(_ trait: UITrait)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitoverrides-remove(_:).md:14).
    /// Unmodelled: a call records `UITraitOverrides.remove(_:)` and does nothing.
    @available(iOS, introduced: 17.0)
    public mutating func remove(_ trait: UITrait) {
        ModelAvailability.require("UITraitOverrides.remove(_:)", introduced: 17)
        ModelFindings.unmodelled("UITraitOverrides.remove(_:)")
    }
}
