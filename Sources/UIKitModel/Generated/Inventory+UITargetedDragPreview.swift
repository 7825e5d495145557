// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDragPreviewTarget : UIPreviewTarget` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedDragPreview.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UIDragPreviewTarget: UIPreviewTarget {
}

/// UIKit: `class UITargetedDragPreview : UITargetedPreview` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedDragPreview.swift:5).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
open class UITargetedDragPreview: UITargetedPreview {
}
