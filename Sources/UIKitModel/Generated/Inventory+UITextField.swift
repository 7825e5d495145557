// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITextFieldDelegate {
    /// UIKit: `optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:50).
    /// Unmodelled: a call records `UITextFieldDelegate.textFieldShouldBeginEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        ModelFindings.unmodelled("UITextFieldDelegate.textFieldShouldBeginEditing(_:)")
        return false
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:54).
    /// Unmodelled: a call records `UITextFieldDelegate.textFieldShouldEndEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        ModelFindings.unmodelled("UITextFieldDelegate.textFieldShouldEndEditing(_:)")
        return false
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:58).
    /// Unmodelled: a call records `UITextFieldDelegate.textFieldDidEndEditing(_:reason:)` and does nothing.
    @available(iOS, introduced: 10.0)
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        ModelFindings.unmodelled("UITextFieldDelegate.textFieldDidEndEditing(_:reason:)")
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textFieldDidChangeSelection(_ textField: UITextField)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:62).
    /// Unmodelled: a call records `UITextFieldDelegate.textFieldDidChangeSelection(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        ModelFindings.unmodelled("UITextFieldDelegate.textFieldDidChangeSelection(_:)")
    }
}

extension UITextFieldDelegate {
    /// UIKit: `optional func textFieldShouldClear(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:64).
    /// Unmodelled: a call records `UITextFieldDelegate.textFieldShouldClear(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
        ModelFindings.unmodelled("UITextFieldDelegate.textFieldShouldClear(_:)")
        return false
    }
}

extension UITextField {
    /// UIKit: `enum DidEndEditingReason : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:91).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 10.0)
    public enum DidEndEditingReason: Int {
        /// UIKit: `case committed` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:95).
        /// Declared from the inventory.
        @available(iOS, introduced: 10.0)
        case committed
    }
}
