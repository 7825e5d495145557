// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPressesEvent : UIEvent` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPressesEvent.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
    /// UIKit: `var allPresses: Set<UIPress> { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPressesEvent.swift:4).
    /// Unmodelled: reading records `UIPressesEvent.allPresses` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open var allPresses: Set<UIPress> {
        get {
            ModelFindings.unmodelled("UIPressesEvent.allPresses")
            return []
        }
    }
    /// UIKit: `func presses(for gesture: UIGestureRecognizer) -> Set<UIPress>` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPressesEvent.swift:5).
    /// Unmodelled: a call records `UIPressesEvent.presses(for:)` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        ModelFindings.unmodelled("UIPressesEvent.presses(for:)")
        return []
    }
}
