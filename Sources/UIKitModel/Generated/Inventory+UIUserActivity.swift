// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIUserActivityRestoring : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIUserActivity.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// UIKit: `func restoreUserActivityState(_ userActivity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIUserActivity.swift:4).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
