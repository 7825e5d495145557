// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIImage {
    /// UIKit: `enum DynamicRange: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.dynamicrange.md:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public enum DynamicRange: Int {
        /// UIKit: `case constrainedHigh` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.dynamicrange-uiimage.dynamicrange.constrainedhigh.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case constrainedHigh
        /// UIKit: `case high` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.dynamicrange-uiimage.dynamicrange.high.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case high
        /// UIKit: `case standard` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.dynamicrange-uiimage.dynamicrange.standard.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case standard
        /// UIKit: `case unspecified` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiimage-uiimage.dynamicrange-uiimage.dynamicrange.unspecified.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case unspecified
    }
}

extension UIImage {
    /// UIKit: `enum Orientation : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum Orientation: Int {
        /// UIKit: `case up` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:6).
        /// Declared from the inventory.
        case up
        /// UIKit: `case down` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:7).
        /// Declared from the inventory.
        case down
        /// UIKit: `case left` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:8).
        /// Declared from the inventory.
        case left
        /// UIKit: `case right` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:9).
        /// Declared from the inventory.
        case right
        /// UIKit: `case upMirrored` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:10).
        /// Declared from the inventory.
        case upMirrored
        /// UIKit: `case downMirrored` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:11).
        /// Declared from the inventory.
        case downMirrored
        /// UIKit: `case leftMirrored` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:12).
        /// Declared from the inventory.
        case leftMirrored
        /// UIKit: `case rightMirrored` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:13).
        /// Declared from the inventory.
        case rightMirrored
    }
}

extension UIImage {
    /// UIKit: `enum ResizingMode : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:15).
    /// Declared from the inventory; its members say what each does.
    public enum ResizingMode: Int {
        /// UIKit: `case tile` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:18).
        /// Declared from the inventory.
        case tile
        /// UIKit: `case stretch` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImage.swift:19).
        /// Declared from the inventory.
        case stretch
    }
}
