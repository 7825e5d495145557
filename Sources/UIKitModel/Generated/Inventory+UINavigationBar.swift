// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UINavigationBar {
    /// UIKit: `enum NSToolbarSection: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-uinavigationbar.nstoolbarsection.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum NSToolbarSection: Int {
        /// UIKit: `case content` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-uinavigationbar.nstoolbarsection-uinavigationbar.nstoolbarsection.content.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case content
        /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-uinavigationbar.nstoolbarsection-uinavigationbar.nstoolbarsection.none.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case none
        /// UIKit: `case sidebar` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-uinavigationbar.nstoolbarsection-uinavigationbar.nstoolbarsection.sidebar.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case sidebar
        /// UIKit: `case supplementary` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbar-uinavigationbar.nstoolbarsection-uinavigationbar.nstoolbarsection.supplementary.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case supplementary
    }
}

/// UIKit: `protocol UINavigationBarDelegate : UIBarPositioningDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:47).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// UIKit: `optional func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbardelegate-navigationbarnstoolbarsection(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection

    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:48).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool

    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:50).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)

    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:52).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool

    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:54).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// UIKit: `optional func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationbardelegate-navigationbarnstoolbarsection(_:).md:16).
    /// Unmodelled: a call records `UINavigationBarDelegate.navigationBarNSToolbarSection(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    public func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection {
        ModelAvailability.require("UINavigationBarDelegate.navigationBarNSToolbarSection(_:)", introduced: 16)
        ModelFindings.unmodelledStop("UINavigationBarDelegate.navigationBarNSToolbarSection(_:)")
    }
    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:48).
    /// Unmodelled: a call records `UINavigationBarDelegate.navigationBar(_:shouldPush:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        ModelFindings.unmodelled("UINavigationBarDelegate.navigationBar(_:shouldPush:)")
        return false
    }
    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:50).
    /// Unmodelled: a call records `UINavigationBarDelegate.navigationBar(_:didPush:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        ModelFindings.unmodelled("UINavigationBarDelegate.navigationBar(_:didPush:)")
    }
    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:52).
    /// Unmodelled: a call records `UINavigationBarDelegate.navigationBar(_:shouldPop:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        ModelFindings.unmodelled("UINavigationBarDelegate.navigationBar(_:shouldPop:)")
        return false
    }
    /// UIKit: `optional func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:54).
    /// Unmodelled: a call records `UINavigationBarDelegate.navigationBar(_:didPop:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        ModelFindings.unmodelled("UINavigationBarDelegate.navigationBar(_:didPop:)")
    }
}
