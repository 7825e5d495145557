// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreenEdgePanGestureRecognizer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Storage of `edges`, generated.
    private var modelStoredEdges: Optional<UIRectEdge> = nil
    /// UIKit: `var edges: UIRectEdge` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreenEdgePanGestureRecognizer.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIScreenEdgePanGestureRecognizer.edges` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var edges: UIRectEdge {
        get {
            if let value = modelStoredEdges { return value }
            ModelFindings.unmodelled("UIScreenEdgePanGestureRecognizer.edges")
            return []
        }
        set {
            modelStoredEdges = newValue
        }
    }
}
