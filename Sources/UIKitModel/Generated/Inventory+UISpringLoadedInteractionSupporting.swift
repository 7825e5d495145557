// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UISpringLoadedInteractionSupporting : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteractionSupporting.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    /// UIKit: `var isSpringLoaded: Bool { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISpringLoadedInteractionSupporting.swift:4).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var isSpringLoaded: Bool { get set }
}
