// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIBarPositioning : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarpositioning.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIBarPositioning: NSObjectProtocol {
    /// UIKit: `var barPosition: UIBarPosition { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarpositioning-barposition.md:16).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    var barPosition: UIBarPosition { get }
}
