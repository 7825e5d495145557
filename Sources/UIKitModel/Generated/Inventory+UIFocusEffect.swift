// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIFocusEffect: NSObject, NSCopying, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocuseffect.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
open class UIFocusEffect: NSObject {
}
