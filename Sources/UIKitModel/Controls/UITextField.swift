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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `adjustsFontSizeToFitWidth`, generated.
    private var modelStoredAdjustsFontSizeToFitWidth: Optional<Bool> = nil
    /// UIKit: `var adjustsFontSizeToFitWidth: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:17).
    /// Stored: keeps what is set; a read before any set records `UITextField.adjustsFontSizeToFitWidth` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var adjustsFontSizeToFitWidth: Bool {
        get {
            if let value = modelStoredAdjustsFontSizeToFitWidth { return value }
            ModelFindings.unmodelled("UITextField.adjustsFontSizeToFitWidth")
            return false
        }
        set {
            modelStoredAdjustsFontSizeToFitWidth = newValue
        }
    }

    /// Storage of `allowsEditingTextAttributes`, generated.
    private var modelStoredAllowsEditingTextAttributes: Optional<Bool> = nil
    /// UIKit: `var allowsEditingTextAttributes: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:23).
    /// Stored: keeps what is set; a read before any set records `UITextField.allowsEditingTextAttributes` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var allowsEditingTextAttributes: Bool {
        get {
            if let value = modelStoredAllowsEditingTextAttributes { return value }
            ModelFindings.unmodelled("UITextField.allowsEditingTextAttributes")
            return false
        }
        set {
            modelStoredAllowsEditingTextAttributes = newValue
        }
    }

    /// Storage of `attributedPlaceholder`, generated.
    private var modelStoredAttributedPlaceholder: Optional<NSAttributedString?> = nil
    /// UIKit: `var attributedPlaceholder: NSAttributedString?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:14).
    /// Stored: keeps what is set; a read before any set records `UITextField.attributedPlaceholder` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let value = modelStoredAttributedPlaceholder { return value }
            ModelFindings.unmodelled("UITextField.attributedPlaceholder")
            return nil
        }
        set {
            modelStoredAttributedPlaceholder = newValue
        }
    }

    /// Storage of `attributedText`, generated.
    private var modelStoredAttributedText: Optional<NSAttributedString?> = nil
    /// UIKit: `var attributedText: NSAttributedString?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:5).
    /// Stored: keeps what is set; a read before any set records `UITextField.attributedText` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var attributedText: NSAttributedString? {
        get {
            if let value = modelStoredAttributedText { return value }
            ModelFindings.unmodelled("UITextField.attributedText")
            return nil
        }
        set {
            modelStoredAttributedText = newValue
        }
    }

    /// Storage of `background`, generated.
    private var modelStoredBackground: Optional<UIImage?> = nil
    /// UIKit: `var background: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:20).
    /// Stored: keeps what is set; a read before any set records `UITextField.background` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var background: UIImage? {
        get {
            if let value = modelStoredBackground { return value }
            ModelFindings.unmodelled("UITextField.background")
            return nil
        }
        set {
            modelStoredBackground = newValue
        }
    }

    /// UIKit: `func borderRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:32).
    /// Unmodelled: a call records `UITextField.borderRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.borderRect(forBounds:)")
        return .zero
    }

    /// UIKit: `func clearButtonRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:36).
    /// Unmodelled: a call records `UITextField.clearButtonRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.clearButtonRect(forBounds:)")
        return .zero
    }

    /// Storage of `clearsOnBeginEditing`, generated.
    private var modelStoredClearsOnBeginEditing: Optional<Bool> = nil
    /// UIKit: `var clearsOnBeginEditing: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:16).
    /// Stored: keeps what is set; a read before any set records `UITextField.clearsOnBeginEditing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var clearsOnBeginEditing: Bool {
        get {
            if let value = modelStoredClearsOnBeginEditing { return value }
            ModelFindings.unmodelled("UITextField.clearsOnBeginEditing")
            return false
        }
        set {
            modelStoredClearsOnBeginEditing = newValue
        }
    }

    /// Storage of `clearsOnInsertion`, generated.
    private var modelStoredClearsOnInsertion: Optional<Bool> = nil
    /// UIKit: `var clearsOnInsertion: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:41).
    /// Stored: keeps what is set; a read before any set records `UITextField.clearsOnInsertion` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var clearsOnInsertion: Bool {
        get {
            if let value = modelStoredClearsOnInsertion { return value }
            ModelFindings.unmodelled("UITextField.clearsOnInsertion")
            return false
        }
        set {
            modelStoredClearsOnInsertion = newValue
        }
    }

    /// Storage of `defaultTextAttributes`, generated.
    private var modelStoredDefaultTextAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var defaultTextAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:11).
    /// Stored: keeps what is set; a read before any set records `UITextField.defaultTextAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredDefaultTextAttributes { return value }
            ModelFindings.unmodelled("UITextField.defaultTextAttributes")
            return [:]
        }
        set {
            modelStoredDefaultTextAttributes = newValue
        }
    }

    /// Storage of `disabledBackground`, generated.
    private var modelStoredDisabledBackground: Optional<UIImage?> = nil
    /// UIKit: `var disabledBackground: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:21).
    /// Stored: keeps what is set; a read before any set records `UITextField.disabledBackground` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var disabledBackground: UIImage? {
        get {
            if let value = modelStoredDisabledBackground { return value }
            ModelFindings.unmodelled("UITextField.disabledBackground")
            return nil
        }
        set {
            modelStoredDisabledBackground = newValue
        }
    }

    /// UIKit: `func drawPlaceholder(in rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:40).
    /// Unmodelled: a call records `UITextField.drawPlaceholder(in:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func drawPlaceholder(in rect: CGRect) {
        ModelFindings.unmodelled("UITextField.drawPlaceholder(in:)")
    }

    /// UIKit: `func drawText(in rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:39).
    /// Unmodelled: a call records `UITextField.drawText(in:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func drawText(in rect: CGRect) {
        ModelFindings.unmodelled("UITextField.drawText(in:)")
    }

    /// UIKit: `func editingRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:35).
    /// Unmodelled: a call records `UITextField.editingRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.editingRect(forBounds:)")
        return .zero
    }

    /// Storage of `interactionState`, generated.
    private var modelStoredInteractionState: Optional<Any> = nil
    /// UIKit: `var interactionState: Any { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfield-interactionstate.md:14).
    /// Stored: keeps what is set; a read before any set records `UITextField.interactionState` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var interactionState: Any {
        get {
            if let value = modelStoredInteractionState { return value }
            ModelAvailability.require("UITextField.interactionState", introduced: 15)
            ModelFindings.unmodelledStop("UITextField.interactionState")
        }
        set {
            modelStoredInteractionState = newValue
        }
    }

    /// UIKit: `var isEditing: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:22).
    /// Unmodelled: reading records `UITextField.isEditing` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isEditing: Bool {
        get {
            ModelFindings.unmodelled("UITextField.isEditing")
            return false
        }
    }

    /// Storage of `leftView`, generated.
    private var modelStoredLeftView: Optional<UIView?> = nil
    /// UIKit: `var leftView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:28).
    /// Stored: keeps what is set; a read before any set records `UITextField.leftView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var leftView: UIView? {
        get {
            if let value = modelStoredLeftView { return value }
            ModelFindings.unmodelled("UITextField.leftView")
            return nil
        }
        set {
            modelStoredLeftView = newValue
        }
    }

    /// Storage of `leftViewMode`, generated.
    private var modelStoredLeftViewMode: Optional<UITextField.ViewMode> = nil
    /// UIKit: `var leftViewMode: UITextField.ViewMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:29).
    /// Stored: keeps what is set; a read before any set records `UITextField.leftViewMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var leftViewMode: UITextField.ViewMode {
        get {
            if let value = modelStoredLeftViewMode { return value }
            ModelFindings.unmodelledStop("UITextField.leftViewMode")
        }
        set {
            modelStoredLeftViewMode = newValue
        }
    }

    /// UIKit: `func leftViewRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:37).
    /// Unmodelled: a call records `UITextField.leftViewRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.leftViewRect(forBounds:)")
        return .zero
    }

    /// Storage of `minimumFontSize`, generated.
    private var modelStoredMinimumFontSize: Optional<CGFloat> = nil
    /// UIKit: `var minimumFontSize: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:18).
    /// Stored: keeps what is set; a read before any set records `UITextField.minimumFontSize` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var minimumFontSize: CGFloat {
        get {
            if let value = modelStoredMinimumFontSize { return value }
            ModelFindings.unmodelled("UITextField.minimumFontSize")
            return 0
        }
        set {
            modelStoredMinimumFontSize = newValue
        }
    }

    /// UIKit: `func placeholderRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:34).
    /// Unmodelled: a call records `UITextField.placeholderRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.placeholderRect(forBounds:)")
        return .zero
    }

    /// Storage of `rightView`, generated.
    private var modelStoredRightView: Optional<UIView?> = nil
    /// UIKit: `var rightView: UIView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:30).
    /// Stored: keeps what is set; a read before any set records `UITextField.rightView` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var rightView: UIView? {
        get {
            if let value = modelStoredRightView { return value }
            ModelFindings.unmodelled("UITextField.rightView")
            return nil
        }
        set {
            modelStoredRightView = newValue
        }
    }

    /// Storage of `rightViewMode`, generated.
    private var modelStoredRightViewMode: Optional<UITextField.ViewMode> = nil
    /// UIKit: `var rightViewMode: UITextField.ViewMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:31).
    /// Stored: keeps what is set; a read before any set records `UITextField.rightViewMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var rightViewMode: UITextField.ViewMode {
        get {
            if let value = modelStoredRightViewMode { return value }
            ModelFindings.unmodelledStop("UITextField.rightViewMode")
        }
        set {
            modelStoredRightViewMode = newValue
        }
    }

    /// UIKit: `func rightViewRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:38).
    /// Unmodelled: a call records `UITextField.rightViewRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.rightViewRect(forBounds:)")
        return .zero
    }

    /// UIKit: `class let didEndEditingReasonUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:73).
    /// Unmodelled: reading records `UITextField.didEndEditingReasonUserInfoKey` and returns `""`.
    @available(iOS, introduced: 10.0)
    open class var didEndEditingReasonUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UITextField.didEndEditingReasonUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let textDidBeginEditingNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:70).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidBeginEditingNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextField.textDidBeginEditingNotification")

    /// UIKit: `class let textDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:72).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextField.textDidChangeNotification")

    /// UIKit: `class let textDidEndEditingNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:71).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidEndEditingNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextField.textDidEndEditingNotification")

    /// UIKit: `func textRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:33).
    /// Unmodelled: a call records `UITextField.textRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UITextField.textRect(forBounds:)")
        return .zero
    }

    /// Storage of `typingAttributes`, generated.
    private var modelStoredTypingAttributes: Optional<[NSAttributedString.Key: Any]?> = nil
    /// UIKit: `var typingAttributes: [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:25).
    /// Stored: keeps what is set; a read before any set records `UITextField.typingAttributes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            if let value = modelStoredTypingAttributes { return value }
            ModelFindings.unmodelled("UITextField.typingAttributes")
            return nil
        }
        set {
            modelStoredTypingAttributes = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UITextFieldDelegate — every method optional (defaults here).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func textField( _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:editmenuforcharactersin:suggestedactions:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?

    /// UIKit: `optional func textField( _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:willdismisseditmenuwith:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)

    /// UIKit: `optional func textField( _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextfielddelegate-textfield(_:willpresenteditmenuwith:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)

    /// UIKit: `optional func textFieldDidChangeSelection(_ textField: UITextField)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:62).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func textFieldDidChangeSelection(_ textField: UITextField)

    /// UIKit: `optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:58).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

    /// UIKit: `optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:50).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

    /// UIKit: `optional func textFieldShouldClear(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:64).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textFieldShouldClear(_ textField: UITextField) -> Bool

    /// UIKit: `optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextField.swift:54).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    // cellspec:generated:end
}

extension UITextFieldDelegate {
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}
