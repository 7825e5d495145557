// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIFocusMovementHint: NSObject, NSCopying, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusmovementhint.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 12.0)
open class UIFocusMovementHint: NSObject {
    /// UIKit: `var interactionTransform: CATransform3D { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusmovementhint-interactiontransform.md:16).
    /// Unmodelled: reading records `UIFocusMovementHint.interactionTransform` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 12.0)
    open var interactionTransform: CATransform3D {
        get {
            ModelFindings.unmodelledStop("UIFocusMovementHint.interactionTransform")
        }
    }
    /// UIKit: `var perspectiveTransform: CATransform3D { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusmovementhint-perspectivetransform.md:16).
    /// Unmodelled: reading records `UIFocusMovementHint.perspectiveTransform` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 12.0)
    open var perspectiveTransform: CATransform3D {
        get {
            ModelFindings.unmodelledStop("UIFocusMovementHint.perspectiveTransform")
        }
    }
}
