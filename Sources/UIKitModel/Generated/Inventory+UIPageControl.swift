// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPageControl {
    /// UIKit: `enum InteractionState : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    public enum InteractionState: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case none
        /// UIKit: `case discrete` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case discrete
        /// UIKit: `case continuous` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPageControl.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case continuous
    }
}
