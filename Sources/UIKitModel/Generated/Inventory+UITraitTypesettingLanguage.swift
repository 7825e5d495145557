// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITraitTypesettingLanguage: UITraitDefinition` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraittypesettinglanguage.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public struct UITraitTypesettingLanguage {
}
