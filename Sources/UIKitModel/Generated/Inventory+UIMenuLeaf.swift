// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIMenuLeaf : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
public protocol UIMenuLeaf: NSObjectProtocol {
    /// UIKit: `var attributes: UIMenuElement.Attributes { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-attributes.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var attributes: UIMenuElement.Attributes { get set }

    /// UIKit: `var discoverabilityTitle: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-discoverabilitytitle.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var discoverabilityTitle: String? { get set }

    /// UIKit: `var image: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-image.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var image: UIImage? { get set }

    /// UIKit: `func performWithSender( _ sender: Any?, target: Any? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-performwithsender(_:target:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func performWithSender(_ sender: Any?, target: Any?)

    /// UIKit: `var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-presentationsourceitem.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? { get }

    /// UIKit: `var selectedImage: UIImage? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-selectedimage.md:16).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    var selectedImage: UIImage? { get set }

    /// UIKit: `var sender: Any? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-sender.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var sender: Any? { get }

    /// UIKit: `var state: UIMenuElement.State { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-state.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var state: UIMenuElement.State { get set }

    /// UIKit: `var title: String { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenuleaf-title.md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    var title: String { get set }
}
