// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISceneDelegate {
    /// UIKit: `optional func scene( _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiscenedelegate-scene(_:restoreinteractionstatewith:).md:14).
    /// Unmodelled: a call records `UISceneDelegate.scene(_:restoreInteractionStateWith:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        ModelFindings.unmodelled("UISceneDelegate.scene(_:restoreInteractionStateWith:)")
    }
}
