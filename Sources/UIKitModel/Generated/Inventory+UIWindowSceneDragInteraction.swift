// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIWindowSceneDragInteraction: NSObject, NSObjectProtocol, Sendable, UIInteraction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscenedraginteraction.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
@MainActor @preconcurrency
open class UIWindowSceneDragInteraction: NSObject {
    /// UIKit: `var gestureForFailureRelationships: UIGestureRecognizer { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiwindowscenedraginteraction-gestureforfailurerelationships.md:16).
    /// Unmodelled: reading records `UIWindowSceneDragInteraction.gestureForFailureRelationships` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    open var gestureForFailureRelationships: UIGestureRecognizer {
        get {
            ModelAvailability.require("UIWindowSceneDragInteraction.gestureForFailureRelationships", introduced: 17)
            ModelFindings.unmodelledStop("UIWindowSceneDragInteraction.gestureForFailureRelationships")
        }
    }
}
