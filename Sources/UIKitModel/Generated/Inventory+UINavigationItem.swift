// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINavigationItem {
    /// UIKit: `enum ItemStyle: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.itemstyle.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum ItemStyle: Int {
        /// UIKit: `case browser` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.itemstyle-uinavigationitem.itemstyle.browser.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case browser
        /// UIKit: `case editor` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.itemstyle-uinavigationitem.itemstyle.editor.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case editor
        /// UIKit: `case navigator` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.itemstyle-uinavigationitem.itemstyle.navigator.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case navigator
    }
}

extension UINavigationItem {
    /// UIKit: `enum SearchBarPlacement: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.searchbarplacement.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum SearchBarPlacement: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.searchbarplacement-uinavigationitem.searchbarplacement.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case automatic
        /// UIKit: `case inline` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.searchbarplacement-uinavigationitem.searchbarplacement.inline.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case inline
        /// UIKit: `case stacked` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-uinavigationitem.searchbarplacement-uinavigationitem.searchbarplacement.stacked.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case stacked
    }
}

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
