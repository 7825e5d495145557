// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum NSWritingDirection: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nswritingdirection.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
public enum NSWritingDirection: Int {
    /// UIKit: `case leftToRight` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nswritingdirection-nswritingdirection.lefttoright.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 6.0)
    case leftToRight
    /// UIKit: `case natural` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nswritingdirection-nswritingdirection.natural.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 6.0)
    case natural
    /// UIKit: `case rightToLeft` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nswritingdirection-nswritingdirection.righttoleft.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 6.0)
    case rightToLeft
}
