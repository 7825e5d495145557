// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UINavigationItemRenameDelegate : AnyObject` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitemrenamedelegate-5j4ws.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UINavigationItemRenameDelegate: AnyObject {
    /// UIKit: `func navigationItem( _: UINavigationItem, didEndRenamingWith title: String )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitemrenamedelegate-navigationitem(_:didendrenamingwith:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func navigationItem(_: UINavigationItem, didEndRenamingWith title: String)

    /// UIKit: `func navigationItem( _: UINavigationItem, shouldEndRenamingWith title: String ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitemrenamedelegate-navigationitem(_:shouldendrenamingwith:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func navigationItem(_: UINavigationItem, shouldEndRenamingWith title: String) -> Bool

    /// UIKit: `func navigationItemShouldBeginRenaming(_: UINavigationItem) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitemrenamedelegate-navigationitemshouldbeginrenaming(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func navigationItemShouldBeginRenaming(_: UINavigationItem) -> Bool
}
