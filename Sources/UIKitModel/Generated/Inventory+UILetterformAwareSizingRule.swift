// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UILetterformAwareSizingRule: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiletterformawaresizingrule.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public enum UILetterformAwareSizingRule: Int {
    /// UIKit: `case oversize` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiletterformawaresizingrule-uiletterformawaresizingrule.oversize.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.0)
    case oversize
    /// UIKit: `case typographic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiletterformawaresizingrule-uiletterformawaresizingrule.typographic.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 17.0)
    case typographic
}
