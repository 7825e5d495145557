// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISearchBar {
    /// UIKit: `enum Icon : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum Icon: Int {
        /// UIKit: `case search` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:6).
        /// Declared from the inventory.
        case search
        /// UIKit: `case clear` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:7).
        /// Declared from the inventory.
        case clear
        /// UIKit: `case bookmark` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:8).
        /// Declared from the inventory.
        case bookmark
        /// UIKit: `case resultsList` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:9).
        /// Declared from the inventory.
        case resultsList
    }
}

extension UISearchBarDelegate {
    /// UIKit: `optional func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:89).
    /// Unmodelled: a call records `UISearchBarDelegate.searchBarShouldBeginEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        ModelFindings.unmodelled("UISearchBarDelegate.searchBarShouldBeginEditing(_:)")
        return false
    }
}

extension UISearchBarDelegate {
    /// UIKit: `optional func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:93).
    /// Unmodelled: a call records `UISearchBarDelegate.searchBarShouldEndEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        ModelFindings.unmodelled("UISearchBarDelegate.searchBarShouldEndEditing(_:)")
        return false
    }
}

extension UISearchBarDelegate {
    /// UIKit: `optional func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:103).
    /// Unmodelled: a call records `UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        ModelFindings.unmodelled("UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)")
    }
}

extension UISearchBarDelegate {
    /// UIKit: `optional func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:107).
    /// Unmodelled: a call records `UISearchBarDelegate.searchBarResultsListButtonClicked(_:)` and does nothing.
    @available(iOS, introduced: 3.2)
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        ModelFindings.unmodelled("UISearchBarDelegate.searchBarResultsListButtonClicked(_:)")
    }
}
