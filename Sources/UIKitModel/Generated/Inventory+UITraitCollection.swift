// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UITraitEnvironment : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:51).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITraitEnvironment: NSObjectProtocol {
    /// UIKit: `var traitCollection: UITraitCollection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:52).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    var traitCollection: UITraitCollection { get }

    /// UIKit: `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITraitCollection.swift:54).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 17.0)
    @available(*, deprecated, message: "deprecated in iOS 17.0")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
