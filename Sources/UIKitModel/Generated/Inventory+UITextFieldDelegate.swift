// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITextFieldDelegate {
    /// UIKit: `optional func textField( _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:editmenuforcharactersin:suggestedactions:).md:16).
    /// Unmodelled: a call records `UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        ModelAvailability.require(
            "UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)", introduced: 16)
        ModelFindings.unmodelled("UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)")
        return nil
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textField( _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:willdismisseditmenuwith:).md:16).
    /// Unmodelled: a call records `UITextFieldDelegate.textField(_:willDismissEditMenuWith:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
        ModelAvailability.require("UITextFieldDelegate.textField(_:willDismissEditMenuWith:)", introduced: 16)
        ModelFindings.unmodelled("UITextFieldDelegate.textField(_:willDismissEditMenuWith:)")
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textField( _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:willpresenteditmenuwith:).md:16).
    /// Unmodelled: a call records `UITextFieldDelegate.textField(_:willPresentEditMenuWith:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
        ModelAvailability.require("UITextFieldDelegate.textField(_:willPresentEditMenuWith:)", introduced: 16)
        ModelFindings.unmodelled("UITextFieldDelegate.textField(_:willPresentEditMenuWith:)")
    }
}
