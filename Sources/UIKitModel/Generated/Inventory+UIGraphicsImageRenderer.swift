// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIGraphicsImageRendererFormat {
    /// UIKit: `enum Range : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:7).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 12.0)
    public enum Range: Int {
        /// UIKit: `case unspecified` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 12.0)
        case unspecified
        /// UIKit: `case automatic` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:12).
        /// Declared from the inventory.
        @available(iOS, introduced: 12.0)
        case automatic
        /// UIKit: `case extended` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 12.0)
        case extended
        /// UIKit: `case standard` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsImageRenderer.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 12.0)
        case standard
    }
}
