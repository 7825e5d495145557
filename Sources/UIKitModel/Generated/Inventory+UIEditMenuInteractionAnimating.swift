// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIEditMenuInteractionAnimating : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractionanimating.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    /// UIKit: `func addAnimations(_ animations: @escaping () -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractionanimating-addanimations(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func addAnimations(_ animations: @escaping () -> Void)

    /// UIKit: `func addCompletion(_ completion: @escaping () -> Void)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuinteractionanimating-addcompletion(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func addCompletion(_ completion: @escaping () -> Void)
}
