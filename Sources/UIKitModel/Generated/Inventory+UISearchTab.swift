// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISearchTab: UITab` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtab.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
@MainActor @preconcurrency
open class UISearchTab: UITab {
}
