import Foundation

/// Apple: UIResponder — the base of views and view controllers; the model keeps no responder chain
/// behaviour (first responder, event delivery).
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Apple: NSObject.awakeFromNib() (UIKit's nib-loading additions) — "Prepares the receiver for
    /// service after it has been loaded from an Interface Builder archive, or nib file." Only nib
    /// loading calls it; the model loads no nibs (``UINib/instantiate(withOwner:options:)`` is
    /// unmodelled), so it is never called by the model, and an override is ordinary code.
    open func awakeFromNib() {}

    /// Apple: NSObject.prepareForInterfaceBuilder() — called by Interface Builder only, never at run time.
    open func prepareForInterfaceBuilder() {}

    /// Apple: UIResponder.keyCommands — "The key commands that trigger actions on this responder";
    /// nil by default, and for a view controller the ones `addKeyCommand(_:)` registered. Override point.
    open var keyCommands: [UIKeyCommand]? { modelAddedKeyCommands.isEmpty ? nil : modelAddedKeyCommands }
    /// What `UIViewController.addKeyCommand(_:)` registered, in order.
    var modelAddedKeyCommands: [UIKeyCommand] = []
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func becomeFirstResponder() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:44).
    /// Unmodelled: a call records `UIResponder.becomeFirstResponder()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func becomeFirstResponder() -> Bool {
        ModelFindings.unmodelled("UIResponder.becomeFirstResponder()")
        return false
    }

    /// UIKit: `var canBecomeFirstResponder: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:43).
    /// Unmodelled: reading records `UIResponder.canBecomeFirstResponder` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var canBecomeFirstResponder: Bool {
        get {
            ModelFindings.unmodelled("UIResponder.canBecomeFirstResponder")
            return false
        }
    }

    /// UIKit: `var canResignFirstResponder: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:45).
    /// Unmodelled: reading records `UIResponder.canResignFirstResponder` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var canResignFirstResponder: Bool {
        get {
            ModelFindings.unmodelled("UIResponder.canResignFirstResponder")
            return false
        }
    }

    /// UIKit: `var editingInteractionConfiguration: UIEditingInteractionConfiguration { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:80).
    /// Unmodelled: reading records `UIResponder.editingInteractionConfiguration` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration {
        get {
            ModelFindings.unmodelledStop("UIResponder.editingInteractionConfiguration")
        }
    }

    /// UIKit: `var inputAccessoryView: UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:90).
    /// Unmodelled: reading records `UIResponder.inputAccessoryView` and returns `nil`.
    @available(iOS, introduced: 3.2)
    open var inputAccessoryView: UIView? {
        get {
            ModelFindings.unmodelled("UIResponder.inputAccessoryView")
            return nil
        }
    }

    /// UIKit: `var inputView: UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:88).
    /// Unmodelled: reading records `UIResponder.inputView` and returns `nil`.
    @available(iOS, introduced: 3.2)
    open var inputView: UIView? {
        get {
            ModelFindings.unmodelled("UIResponder.inputView")
            return nil
        }
    }

    /// UIKit: `var isFirstResponder: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:47).
    /// Unmodelled: reading records `UIResponder.isFirstResponder` and returns `false`.
    @available(iOS, introduced: 2.0)
    open var isFirstResponder: Bool {
        get {
            ModelFindings.unmodelled("UIResponder.isFirstResponder")
            return false
        }
    }

    /// UIKit: `var next: UIResponder? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:42).
    /// Unmodelled: reading records `UIResponder.next` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var next: UIResponder? {
        get {
            ModelFindings.unmodelled("UIResponder.next")
            return nil
        }
    }

    /// UIKit: `func reloadInputViews()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:104).
    /// Unmodelled: a call records `UIResponder.reloadInputViews()` and does nothing.
    @available(iOS, introduced: 3.2)
    open func reloadInputViews() {
        ModelFindings.unmodelled("UIResponder.reloadInputViews()")
    }

    /// UIKit: `func remoteControlReceived(with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:68).
    /// Unmodelled: a call records `UIResponder.remoteControlReceived(with:)` and does nothing.
    @available(iOS, introduced: 4.0)
    open func remoteControlReceived(with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.remoteControlReceived(with:)")
    }

    /// UIKit: `func resignFirstResponder() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:46).
    /// Unmodelled: a call records `UIResponder.resignFirstResponder()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func resignFirstResponder() -> Bool {
        ModelFindings.unmodelled("UIResponder.resignFirstResponder()")
        return false
    }

    /// UIKit: `class func clearTextInputContextIdentifier(_ identifier: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:102).
    /// Unmodelled: a call records `UIResponder.clearTextInputContextIdentifier(_:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open class func clearTextInputContextIdentifier(_ identifier: String) {
        ModelFindings.unmodelled("UIResponder.clearTextInputContextIdentifier(_:)")
    }

    /// UIKit: `class let keyboardAnimationCurveUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:52).
    /// Unmodelled: reading records `UIResponder.keyboardAnimationCurveUserInfoKey` and returns `""`.
    @available(iOS, introduced: 3.0)
    open class var keyboardAnimationCurveUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIResponder.keyboardAnimationCurveUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let keyboardAnimationDurationUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:50).
    /// Unmodelled: reading records `UIResponder.keyboardAnimationDurationUserInfoKey` and returns `""`.
    @available(iOS, introduced: 3.0)
    open class var keyboardAnimationDurationUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIResponder.keyboardAnimationDurationUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let keyboardDidChangeFrameNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:58).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let keyboardDidChangeFrameNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardDidChangeFrameNotification")

    /// UIKit: `class let keyboardDidHideNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:45).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let keyboardDidHideNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardDidHideNotification")

    /// UIKit: `class let keyboardDidShowNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:43).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let keyboardDidShowNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardDidShowNotification")

    /// UIKit: `class let keyboardFrameBeginUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:46).
    /// Unmodelled: reading records `UIResponder.keyboardFrameBeginUserInfoKey` and returns `""`.
    @available(iOS, introduced: 3.2)
    open class var keyboardFrameBeginUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIResponder.keyboardFrameBeginUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let keyboardFrameEndUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:48).
    /// Unmodelled: reading records `UIResponder.keyboardFrameEndUserInfoKey` and returns `""`.
    @available(iOS, introduced: 3.2)
    open class var keyboardFrameEndUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIResponder.keyboardFrameEndUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let keyboardIsLocalUserInfoKey: String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:54).
    /// Unmodelled: reading records `UIResponder.keyboardIsLocalUserInfoKey` and returns `""`.
    @available(iOS, introduced: 9.0)
    open class var keyboardIsLocalUserInfoKey: String {
        get {
            ModelFindings.unmodelled("UIResponder.keyboardIsLocalUserInfoKey")
            return ""
        }
    }

    /// UIKit: `class let keyboardWillChangeFrameNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:56).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 5.0)
    public static let keyboardWillChangeFrameNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardWillChangeFrameNotification")

    /// UIKit: `class let keyboardWillHideNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:44).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let keyboardWillHideNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardWillHideNotification")

    /// UIKit: `class let keyboardWillShowNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UIWindow.swift:42).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let keyboardWillShowNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIResponder.keyboardWillShowNotification")

    /// UIKit: `var textInputContextIdentifier: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:100).
    /// Unmodelled: reading records `UIResponder.textInputContextIdentifier` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open var textInputContextIdentifier: String? {
        get {
            ModelFindings.unmodelled("UIResponder.textInputContextIdentifier")
            return nil
        }
    }

    /// UIKit: `func validate(_ command: UICommand)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:76).
    /// Unmodelled: a call records `UIResponder.validate(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func validate(_ command: UICommand) {
        ModelFindings.unmodelled("UIResponder.validate(_:)")
    }
    // cellspec:generated:end
}
