// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UILetterformAwareAdjusting : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiletterformawareadjusting.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
@MainActor @preconcurrency
public protocol UILetterformAwareAdjusting: NSObjectProtocol {
    /// UIKit: `var sizingRule: UILetterformAwareSizingRule { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiletterformawareadjusting-sizingrule.md:16).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var sizingRule: UILetterformAwareSizingRule { get set }
}
