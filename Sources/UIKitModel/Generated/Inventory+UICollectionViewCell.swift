// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionViewCell {
    /// UIKit: `enum DragState : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:3).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum DragState: Int {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:7).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case none
        /// UIKit: `case lifting` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:8).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case lifting
        /// UIKit: `case dragging` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:9).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case dragging
    }
}
