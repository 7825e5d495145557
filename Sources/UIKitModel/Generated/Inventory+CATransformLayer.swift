// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CATransformLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-catransformlayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@MainActor @preconcurrency
open class CATransformLayer: CALayer {
}
