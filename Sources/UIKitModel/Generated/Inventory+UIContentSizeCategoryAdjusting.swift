// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIContentSizeCategoryAdjusting : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentsizecategoryadjusting.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// UIKit: `var adjustsFontForContentSizeCategory: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentsizecategoryadjusting-adjustsfontforcontentsizecategory.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var adjustsFontForContentSizeCategory: Bool { get set }
}
