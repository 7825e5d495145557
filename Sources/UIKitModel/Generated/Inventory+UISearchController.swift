// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISearchController {
    /// UIKit: `enum ScopeBarActivation: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-uisearchcontroller.scopebaractivation.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum ScopeBarActivation: Int {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-uisearchcontroller.scopebaractivation-uisearchcontroller.scopebaractivation.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case automatic
        /// UIKit: `case manual` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-uisearchcontroller.scopebaractivation-uisearchcontroller.scopebaractivation.manual.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case manual
        /// UIKit: `case onSearchActivation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-uisearchcontroller.scopebaractivation-uisearchcontroller.scopebaractivation.onsearchactivation.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case onSearchActivation
        /// UIKit: `case onTextEntry` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-uisearchcontroller.scopebaractivation-uisearchcontroller.scopebaractivation.ontextentry.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case onTextEntry
    }
}

/// UIKit: `protocol UISearchControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:2).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func willPresentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:3).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func willPresentSearchController(_ searchController: UISearchController)

    /// UIKit: `optional func didPresentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:5).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func didPresentSearchController(_ searchController: UISearchController)

    /// UIKit: `optional func willDismissSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:7).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func willDismissSearchController(_ searchController: UISearchController)

    /// UIKit: `optional func didDismissSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:9).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func didDismissSearchController(_ searchController: UISearchController)

    /// UIKit: `optional func presentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:11).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func presentSearchController(_ searchController: UISearchController)

    /// UIKit: `optional func searchController( _ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontrollerdelegate-searchcontroller(_:didchangefrom:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func searchController(
        _ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)

    /// UIKit: `optional func searchController( _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontrollerdelegate-searchcontroller(_:willchangeto:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func searchController(
        _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    /// UIKit: `optional func willPresentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:3).
    /// Unmodelled: a call records `UISearchControllerDelegate.willPresentSearchController(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func willPresentSearchController(_ searchController: UISearchController) {
        ModelFindings.unmodelled("UISearchControllerDelegate.willPresentSearchController(_:)")
    }
    /// UIKit: `optional func didPresentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:5).
    /// Unmodelled: a call records `UISearchControllerDelegate.didPresentSearchController(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func didPresentSearchController(_ searchController: UISearchController) {
        ModelFindings.unmodelled("UISearchControllerDelegate.didPresentSearchController(_:)")
    }
    /// UIKit: `optional func willDismissSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:7).
    /// Unmodelled: a call records `UISearchControllerDelegate.willDismissSearchController(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func willDismissSearchController(_ searchController: UISearchController) {
        ModelFindings.unmodelled("UISearchControllerDelegate.willDismissSearchController(_:)")
    }
    /// UIKit: `optional func didDismissSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:9).
    /// Unmodelled: a call records `UISearchControllerDelegate.didDismissSearchController(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func didDismissSearchController(_ searchController: UISearchController) {
        ModelFindings.unmodelled("UISearchControllerDelegate.didDismissSearchController(_:)")
    }
    /// UIKit: `optional func presentSearchController(_ searchController: UISearchController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:11).
    /// Unmodelled: a call records `UISearchControllerDelegate.presentSearchController(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func presentSearchController(_ searchController: UISearchController) {
        ModelFindings.unmodelled("UISearchControllerDelegate.presentSearchController(_:)")
    }
    /// UIKit: `optional func searchController( _ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontrollerdelegate-searchcontroller(_:didchangefrom:).md:16).
    /// Unmodelled: a call records `UISearchControllerDelegate.searchController(_:didChangeFrom:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func searchController(
        _ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement
    ) {
        ModelAvailability.require("UISearchControllerDelegate.searchController(_:didChangeFrom:)", introduced: 16)
        ModelFindings.unmodelled("UISearchControllerDelegate.searchController(_:didChangeFrom:)")
    }
    /// UIKit: `optional func searchController( _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontrollerdelegate-searchcontroller(_:willchangeto:).md:16).
    /// Unmodelled: a call records `UISearchControllerDelegate.searchController(_:willChangeTo:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func searchController(
        _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement
    ) {
        ModelAvailability.require("UISearchControllerDelegate.searchController(_:willChangeTo:)", introduced: 16)
        ModelFindings.unmodelled("UISearchControllerDelegate.searchController(_:willChangeTo:)")
    }
}
