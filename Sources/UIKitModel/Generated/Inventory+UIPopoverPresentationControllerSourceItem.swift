// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverpresentationcontrollersourceitem.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// UIKit: `func frame(in referenceView: UIView) -> CGRect?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverpresentationcontrollersourceitem-frame(in:).md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func frame(in referenceView: UIView) -> CGRect?
}
