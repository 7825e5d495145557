import Foundation

/// A single-line editable text control.
///
/// Apple: UITextField — `text`, `placeholder`, `font`, `textColor`, `textAlignment`,
/// `borderStyle` (none), `clearButtonMode` (never), `isSecureTextEntry`, `keyboardType`,
/// `delegate`. Text set in code sends no event; the user's typing (``modelType(_:)``) asks the
/// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, then sends
/// `.editingChanged` (Apple: UIControl.Event.editingChanged — "a touch making an editing change").
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// Apple: UITextField.BorderStyle.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// Apple: UITextField.ViewMode.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Apple: UITextField.text ("" by default).
    open var text: String? = ""
    /// Apple: UITextField.placeholder. Stored state.
    open var placeholder: String?
    /// Apple: UITextField.font. Stored state.
    open var font: UIFont?
    /// Apple: UITextField.textColor. Stored state.
    open var textColor: UIColor?
    /// Apple: UITextField.textAlignment. Stored state.
    open var textAlignment: NSTextAlignment = .natural
    /// Apple: UITextField.borderStyle (none). Stored state.
    open var borderStyle: BorderStyle = .none
    /// Apple: UITextField.clearButtonMode (never). Stored state.
    open var clearButtonMode: ViewMode = .never
    /// Apple: UITextField.isSecureTextEntry. Stored state.
    open var isSecureTextEntry = false
    /// Apple: UITextField.delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Model extension, not UIKit API: the user replaces the text, as typing would.
    public func modelType(_ newText: String) {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        let range = NSRange(location: 0, length: ((text ?? "") as NSString).length)
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: newText) == false { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// Model extension, not UIKit API: the user taps Return — asks `textFieldShouldReturn(_:)`.
    @discardableResult
    public func modelReturn() -> Bool { delegate?.textFieldShouldReturn(self) ?? true }
}

/// Apple: UITextFieldDelegate — every method optional (defaults here).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}
