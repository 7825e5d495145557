// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `typealias UIActionHandler = (UIAction) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIAction.swift:11).
/// Declared from the inventory.
public typealias UIActionHandler = (UIAction) -> Void
