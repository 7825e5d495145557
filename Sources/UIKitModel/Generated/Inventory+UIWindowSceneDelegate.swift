// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIWindowSceneDelegate {
    /// UIKit: `optional func windowScene( _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem ) async -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscenedelegate-windowscene(_:performactionfor:completionhandler:).md:30).
    /// Unmodelled: a call records `UIWindowSceneDelegate.windowScene(_:performActionFor:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
        async -> Bool
    {
        ModelFindings.unmodelled("UIWindowSceneDelegate.windowScene(_:performActionFor:)")
        return false
    }
}
