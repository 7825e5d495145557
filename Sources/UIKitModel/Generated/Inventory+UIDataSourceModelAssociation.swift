// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIDataSourceModelAssociation` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatasourcemodelassociation.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIDataSourceModelAssociation {
    /// UIKit: `func indexPathForElement( withModelIdentifier identifier: String, in view: UIView ) -> IndexPath?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatasourcemodelassociation-indexpathforelement(withmodelidentifier:in:).md:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?

    /// UIKit: `func modelIdentifierForElement( at idx: IndexPath, in view: UIView ) -> String?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uidatasourcemodelassociation-modelidentifierforelement(at:in:).md:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?
}
