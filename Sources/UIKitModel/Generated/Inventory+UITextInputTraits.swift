// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UITextInputTraits : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
    /// UIKit: `optional var autocapitalizationType: UITextAutocapitalizationType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-autocapitalizationtype.md:16).
    /// A requirement.
    var autocapitalizationType: UITextAutocapitalizationType { get set }

    /// UIKit: `optional var autocorrectionType: UITextAutocorrectionType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-autocorrectiontype.md:16).
    /// A requirement.
    var autocorrectionType: UITextAutocorrectionType { get set }

    /// UIKit: `optional var enablesReturnKeyAutomatically: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-enablesreturnkeyautomatically.md:16).
    /// A requirement.
    var enablesReturnKeyAutomatically: Bool { get set }

    /// UIKit: `optional var isSecureTextEntry: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-issecuretextentry.md:16).
    /// A requirement.
    var isSecureTextEntry: Bool { get set }

    /// UIKit: `optional var keyboardAppearance: UIKeyboardAppearance { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-keyboardappearance.md:16).
    /// A requirement.
    var keyboardAppearance: UIKeyboardAppearance { get set }

    /// UIKit: `optional var keyboardType: UIKeyboardType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-keyboardtype.md:16).
    /// A requirement.
    var keyboardType: UIKeyboardType { get set }

    /// UIKit: `optional var returnKeyType: UIReturnKeyType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-returnkeytype.md:16).
    /// A requirement.
    var returnKeyType: UIReturnKeyType { get set }

    /// UIKit: `optional var smartDashesType: UITextSmartDashesType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartdashestype.md:16).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var smartDashesType: UITextSmartDashesType { get set }

    /// UIKit: `optional var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartinsertdeletetype.md:16).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }

    /// UIKit: `optional var smartQuotesType: UITextSmartQuotesType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartquotestype.md:16).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    var smartQuotesType: UITextSmartQuotesType { get set }

    /// UIKit: `optional var spellCheckingType: UITextSpellCheckingType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-spellcheckingtype.md:16).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    var spellCheckingType: UITextSpellCheckingType { get set }

    /// UIKit: `optional var textContentType: UITextContentType! { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-textcontenttype.md:16).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// UIKit: `optional var autocapitalizationType: UITextAutocapitalizationType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-autocapitalizationtype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.autocapitalizationType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.autocapitalizationType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.autocapitalizationType")
        }
    }
    /// UIKit: `optional var autocorrectionType: UITextAutocorrectionType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-autocorrectiontype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.autocorrectionType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    public var autocorrectionType: UITextAutocorrectionType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.autocorrectionType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.autocorrectionType")
        }
    }
    /// UIKit: `optional var enablesReturnKeyAutomatically: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-enablesreturnkeyautomatically.md:16).
    /// Unmodelled: reading records `UITextInputTraits.enablesReturnKeyAutomatically` and returns `false`; setting records it too and keeps nothing.
    public var enablesReturnKeyAutomatically: Bool {
        get {
            ModelFindings.unmodelled("UITextInputTraits.enablesReturnKeyAutomatically")
            return false
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.enablesReturnKeyAutomatically")
        }
    }
    /// UIKit: `optional var isSecureTextEntry: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-issecuretextentry.md:16).
    /// Unmodelled: reading records `UITextInputTraits.isSecureTextEntry` and returns `false`; setting records it too and keeps nothing.
    public var isSecureTextEntry: Bool {
        get {
            ModelFindings.unmodelled("UITextInputTraits.isSecureTextEntry")
            return false
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.isSecureTextEntry")
        }
    }
    /// UIKit: `optional var keyboardAppearance: UIKeyboardAppearance { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-keyboardappearance.md:16).
    /// Unmodelled: reading records `UITextInputTraits.keyboardAppearance` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    public var keyboardAppearance: UIKeyboardAppearance {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.keyboardAppearance")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.keyboardAppearance")
        }
    }
    /// UIKit: `optional var keyboardType: UIKeyboardType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-keyboardtype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.keyboardType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    public var keyboardType: UIKeyboardType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.keyboardType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.keyboardType")
        }
    }
    /// UIKit: `optional var returnKeyType: UIReturnKeyType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-returnkeytype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.returnKeyType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    public var returnKeyType: UIReturnKeyType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.returnKeyType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.returnKeyType")
        }
    }
    /// UIKit: `optional var smartDashesType: UITextSmartDashesType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartdashestype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.smartDashesType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 11.0)
    public var smartDashesType: UITextSmartDashesType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.smartDashesType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.smartDashesType")
        }
    }
    /// UIKit: `optional var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartinsertdeletetype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.smartInsertDeleteType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 11.0)
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.smartInsertDeleteType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.smartInsertDeleteType")
        }
    }
    /// UIKit: `optional var smartQuotesType: UITextSmartQuotesType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-smartquotestype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.smartQuotesType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 11.0)
    public var smartQuotesType: UITextSmartQuotesType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.smartQuotesType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.smartQuotesType")
        }
    }
    /// UIKit: `optional var spellCheckingType: UITextSpellCheckingType { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-spellcheckingtype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.spellCheckingType` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 5.0)
    public var spellCheckingType: UITextSpellCheckingType {
        get {
            ModelFindings.unmodelledStop("UITextInputTraits.spellCheckingType")
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.spellCheckingType")
        }
    }
    /// UIKit: `optional var textContentType: UITextContentType! { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextinputtraits-textcontenttype.md:16).
    /// Unmodelled: reading records `UITextInputTraits.textContentType` and returns `nil`; setting records it too and keeps nothing.
    @available(iOS, introduced: 10.0)
    public var textContentType: UITextContentType! {
        get {
            ModelFindings.unmodelled("UITextInputTraits.textContentType")
            return nil
        }
        set {
            ModelFindings.unmodelled("UITextInputTraits.textContentType")
        }
    }
}
