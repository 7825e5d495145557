// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UINavigationBarDelegate : UIBarPositioningDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationBar.swift:47).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UINavigationBarDelegate {
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
