// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UISearchTextFieldDelegate : UITextFieldDelegate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfielddelegate.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// UIKit: `optional func searchTextField( _ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken ) -> NSItemProvider` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfielddelegate-searchtextfield(_:itemproviderforcopying:).md:16).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
}

extension UISearchTextFieldDelegate {
    /// UIKit: `optional func searchTextField( _ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken ) -> NSItemProvider` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchtextfielddelegate-searchtextfield(_:itemproviderforcopying:).md:16).
    /// Unmodelled: a call records `UISearchTextFieldDelegate.searchTextField(_:itemProviderForCopying:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
    {
        ModelFindings.unmodelledStop("UISearchTextFieldDelegate.searchTextField(_:itemProviderForCopying:)")
    }
}
