// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINavigationItem {
    /// UIKit: `enum BackButtonDisplayMode : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:10).
    /// Declared from the inventory; its members say what each does.
    public enum BackButtonDisplayMode: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:13).
        /// Declared from the inventory.
        case `default`
        /// UIKit: `case generic` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:14).
        /// Declared from the inventory.
        case generic
        /// UIKit: `case minimal` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:15).
        /// Declared from the inventory.
        case minimal
    }
}
