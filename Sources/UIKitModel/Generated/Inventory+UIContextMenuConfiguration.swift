// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuConfiguration.swift:2).
/// Declared from the inventory.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIKit: `typealias UIContextMenuContentPreviewProvider = () -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIContextMenuConfiguration.swift:3).
/// Declared from the inventory.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
