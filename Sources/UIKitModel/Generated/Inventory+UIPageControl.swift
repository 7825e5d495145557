// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPageControl {
    /// UIKit: `enum Direction: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum Direction: Int {
        /// UIKit: `case bottomToTop` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction-uipagecontrol.direction.bottomtotop.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case bottomToTop
        /// UIKit: `case leftToRight` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction-uipagecontrol.direction.lefttoright.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case leftToRight
        /// UIKit: `case natural` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction-uipagecontrol.direction.natural.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case natural
        /// UIKit: `case rightToLeft` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction-uipagecontrol.direction.righttoleft.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case rightToLeft
        /// UIKit: `case topToBottom` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrol-uipagecontrol.direction-uipagecontrol.direction.toptobottom.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case topToBottom
    }
}

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
