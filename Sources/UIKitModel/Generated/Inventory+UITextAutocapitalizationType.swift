// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UITextAutocapitalizationType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocapitalizationtype.md:15).
/// Declared from the inventory; its members say what each does.
public enum UITextAutocapitalizationType: Int {
    /// UIKit: `case allCharacters` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocapitalizationtype-uitextautocapitalizationtype.allcharacters.md:16).
    /// Declared from the inventory.
    case allCharacters
    /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocapitalizationtype-uitextautocapitalizationtype.none.md:16).
    /// Declared from the inventory.
    case none
    /// UIKit: `case sentences` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocapitalizationtype-uitextautocapitalizationtype.sentences.md:16).
    /// Declared from the inventory.
    case sentences
    /// UIKit: `case words` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextautocapitalizationtype-uitextautocapitalizationtype.words.md:16).
    /// Declared from the inventory.
    case words
}
