// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDeferredMenuElement : UIMenuElement` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDeferredMenuElement.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
}
