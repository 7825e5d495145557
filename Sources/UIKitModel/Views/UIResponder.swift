import Foundation

/// Apple: UIResponder — the base of views and view controllers; the model keeps no responder chain
/// behaviour (first responder, event delivery).
@MainActor @preconcurrency
open class UIResponder: NSObject, UIResponderStandardEditActions {
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
    // MARK: Standard edit actions

    // Apple: UIResponderStandardEditActions — "Editing commands a responder can implement";
    // UIResponder conforms to it (`@interface UIResponder : NSObject <UIResponderStandardEditActions>`),
    // and Swift imports the optional requirements of a protocol a class adopts as members of the class.
    // https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions

    /// Apple: UIResponderStandardEditActions.cut(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func cut(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.cut(_:)`.
    @available(iOS, introduced: 3.0)
    open func cut(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.cut(_:)")
    }

    /// Apple: UIResponderStandardEditActions.copy(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func copy(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.copy(_:)`.
    @available(iOS, introduced: 3.0)
    open func copy(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.copy(_:)")
    }

    /// Apple: UIResponderStandardEditActions.showWritingTools(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func showWritingTools(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.showWritingTools(_:)`.
    @available(iOS, introduced: 18.2)
    open func showWritingTools(_ sender: Any) {
        ModelFindings.unmodelled("UIResponder.showWritingTools(_:)")
    }

    /// Apple: UIResponderStandardEditActions.paste(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func paste(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.paste(_:)`.
    @available(iOS, introduced: 3.0)
    open func paste(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.paste(_:)")
    }

    /// Apple: UIResponderStandardEditActions.duplicate(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func duplicate(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.duplicate(_:)`.
    @available(iOS, introduced: 16.0)
    open func duplicate(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.duplicate(_:)")
    }

    /// Apple: UIResponderStandardEditActions.export(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func export(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.export(_:)`.
    @available(iOS, introduced: 16.0)
    open func export(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.export(_:)")
    }

    /// Apple: UIResponderStandardEditActions.find(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func find(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.find(_:)`.
    @available(iOS, introduced: 16.0)
    open func find(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.find(_:)")
    }

    /// Apple: UIResponderStandardEditActions.findAndReplace(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func findAndReplace(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.findAndReplace(_:)`.
    @available(iOS, introduced: 16.0)
    open func findAndReplace(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.findAndReplace(_:)")
    }

    /// Apple: UIResponderStandardEditActions.findNext(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func findNext(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.findNext(_:)`.
    @available(iOS, introduced: 16.0)
    open func findNext(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.findNext(_:)")
    }

    /// Apple: UIResponderStandardEditActions.findPrevious(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func findPrevious(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.findPrevious(_:)`.
    @available(iOS, introduced: 16.0)
    open func findPrevious(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.findPrevious(_:)")
    }

    /// Apple: UIResponderStandardEditActions.move(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func move(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.move(_:)`.
    @available(iOS, introduced: 16.0)
    open func move(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.move(_:)")
    }

    /// Apple: UIResponderStandardEditActions.pasteAndGo(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func pasteAndGo(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.pasteAndGo(_:)`.
    @available(iOS, introduced: 15.0)
    open func pasteAndGo(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.pasteAndGo(_:)")
    }

    /// Apple: UIResponderStandardEditActions.pasteAndMatchStyle(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func pasteAndMatchStyle(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.pasteAndMatchStyle(_:)`.
    @available(iOS, introduced: 15.0)
    open func pasteAndMatchStyle(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.pasteAndMatchStyle(_:)")
    }

    /// Apple: UIResponderStandardEditActions.pasteAndSearch(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func pasteAndSearch(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.pasteAndSearch(_:)`.
    @available(iOS, introduced: 15.0)
    open func pasteAndSearch(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.pasteAndSearch(_:)")
    }

    /// Apple: UIResponderStandardEditActions.printContent(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func printContent(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.printContent(_:)`.
    @available(iOS, introduced: 15.0)
    open func printContent(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.printContent(_:)")
    }

    /// Apple: UIResponderStandardEditActions.rename(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func rename(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.rename(_:)`.
    @available(iOS, introduced: 16.0)
    open func rename(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.rename(_:)")
    }

    /// Apple: UIResponderStandardEditActions.useSelectionForFind(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func useSelectionForFind(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.useSelectionForFind(_:)`.
    @available(iOS, introduced: 16.0)
    open func useSelectionForFind(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.useSelectionForFind(_:)")
    }

    /// Apple: UIResponderStandardEditActions.select(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func select(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.select(_:)`.
    @available(iOS, introduced: 3.0)
    open func select(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.select(_:)")
    }

    /// Apple: UIResponderStandardEditActions.selectAll(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func selectAll(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.selectAll(_:)`.
    @available(iOS, introduced: 3.0)
    open func selectAll(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.selectAll(_:)")
    }

    /// Apple: UIResponderStandardEditActions.delete(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func delete(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.delete(_:)`.
    @available(iOS, introduced: 3.2)
    open func delete(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.delete(_:)")
    }

    /// Apple: UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func makeTextWritingDirectionLeftToRight(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.makeTextWritingDirectionLeftToRight(_:)`.
    @available(iOS, introduced: 5.0)
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.makeTextWritingDirectionLeftToRight(_:)")
    }

    /// Apple: UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func makeTextWritingDirectionRightToLeft(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.makeTextWritingDirectionRightToLeft(_:)`.
    @available(iOS, introduced: 5.0)
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.makeTextWritingDirectionRightToLeft(_:)")
    }

    /// Apple: UIResponderStandardEditActions.toggleBoldface(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func toggleBoldface(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.toggleBoldface(_:)`.
    @available(iOS, introduced: 6.0)
    open func toggleBoldface(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.toggleBoldface(_:)")
    }

    /// Apple: UIResponderStandardEditActions.toggleItalics(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func toggleItalics(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.toggleItalics(_:)`.
    @available(iOS, introduced: 6.0)
    open func toggleItalics(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.toggleItalics(_:)")
    }

    /// Apple: UIResponderStandardEditActions.toggleUnderline(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func toggleUnderline(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.toggleUnderline(_:)`.
    @available(iOS, introduced: 6.0)
    open func toggleUnderline(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.toggleUnderline(_:)")
    }

    /// Apple: UIResponderStandardEditActions.increaseSize(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func increaseSize(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.increaseSize(_:)`.
    @available(iOS, introduced: 7.0)
    open func increaseSize(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.increaseSize(_:)")
    }

    /// Apple: UIResponderStandardEditActions.decreaseSize(_:) — UIResponder adopts the protocol, so Swift
    /// imports its optional methods as the class's own, and a subclass overrides them
    /// (`override func decreaseSize(_ sender: Any?)`). The model keeps no responder chain or edit menu:
    /// a call records `UIResponder.decreaseSize(_:)`.
    @available(iOS, introduced: 7.0)
    open func decreaseSize(_ sender: Any?) {
        ModelFindings.unmodelled("UIResponder.decreaseSize(_:)")
    }

    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `activityItemsConfiguration`, generated.
    private var modelStoredActivityItemsConfiguration: Optional<UIActivityItemsConfigurationReading?> = nil
    /// UIKit: `var activityItemsConfiguration: UIActivityItemsConfigurationReading?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder_UIActivityItemsConfiguration.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIResponder.activityItemsConfiguration` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var activityItemsConfiguration: UIActivityItemsConfigurationReading? {
        get {
            if let value = modelStoredActivityItemsConfiguration { return value }
            ModelFindings.unmodelled("UIResponder.activityItemsConfiguration")
            return nil
        }
        set {
            modelStoredActivityItemsConfiguration = newValue
        }
    }

    /// UIKit: `func becomeFirstResponder() -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:44).
    /// Unmodelled: a call records `UIResponder.becomeFirstResponder()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func becomeFirstResponder() -> Bool {
        ModelFindings.unmodelled("UIResponder.becomeFirstResponder()")
        return false
    }

    /// UIKit: `func buildMenu(with builder: UIMenuBuilder)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:74).
    /// Unmodelled: a call records `UIResponder.buildMenu(with:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func buildMenu(with builder: UIMenuBuilder) {
        ModelFindings.unmodelled("UIResponder.buildMenu(with:)")
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

    /// UIKit: `func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:70).
    /// Unmodelled: a call records `UIResponder.canPerformAction(_:withSender:)` and returns `false`.
    @available(iOS, introduced: 3.0)
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ModelFindings.unmodelled("UIResponder.canPerformAction(_:withSender:)")
        return false
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

    /// UIKit: `func captureTextFromCamera(_ sender: Any?)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponder-capturetextfromcamera(_:).md:16).
    /// Unmodelled: a call records `UIResponder.captureTextFromCamera(_:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func captureTextFromCamera(_ sender: Any?) {
        ModelAvailability.require("UIResponder.captureTextFromCamera(_:)", introduced: 15)
        ModelFindings.unmodelled("UIResponder.captureTextFromCamera(_:)")
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

    /// UIKit: `func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:62).
    /// Unmodelled: a call records `UIResponder.motionBegan(_:with:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.motionBegan(_:with:)")
    }

    /// UIKit: `func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:66).
    /// Unmodelled: a call records `UIResponder.motionCancelled(_:with:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.motionCancelled(_:with:)")
    }

    /// UIKit: `func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:64).
    /// Unmodelled: a call records `UIResponder.motionEnded(_:with:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.motionEnded(_:with:)")
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

    /// UIKit: `func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:54).
    /// Unmodelled: a call records `UIResponder.pressesBegan(_:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ModelFindings.unmodelled("UIResponder.pressesBegan(_:with:)")
    }

    /// UIKit: `func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:60).
    /// Unmodelled: a call records `UIResponder.pressesCancelled(_:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ModelFindings.unmodelled("UIResponder.pressesCancelled(_:with:)")
    }

    /// UIKit: `func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:56).
    /// Unmodelled: a call records `UIResponder.pressesChanged(_:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ModelFindings.unmodelled("UIResponder.pressesChanged(_:with:)")
    }

    /// UIKit: `func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:58).
    /// Unmodelled: a call records `UIResponder.pressesEnded(_:with:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ModelFindings.unmodelled("UIResponder.pressesEnded(_:with:)")
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

    /// UIKit: `func restoreUserActivityState(_ activity: NSUserActivity)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiresponder-restoreuseractivitystate(_:).md:16).
    /// Unmodelled: a call records `UIResponder.restoreUserActivityState(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func restoreUserActivityState(_ activity: NSUserActivity) {
        ModelFindings.unmodelled("UIResponder.restoreUserActivityState(_:)")
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

    /// UIKit: `func target(forAction action: Selector, withSender sender: Any?) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:72).
    /// Unmodelled: a call records `UIResponder.target(forAction:withSender:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        ModelFindings.unmodelled("UIResponder.target(forAction:withSender:)")
        return nil
    }

    /// UIKit: `var textInputContextIdentifier: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:100).
    /// Unmodelled: reading records `UIResponder.textInputContextIdentifier` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open var textInputContextIdentifier: String? {
        get {
            ModelFindings.unmodelled("UIResponder.textInputContextIdentifier")
            return nil
        }
    }

    /// UIKit: `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:48).
    /// Unmodelled: a call records `UIResponder.touchesBegan(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.touchesBegan(_:with:)")
    }

    /// UIKit: `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:51).
    /// Unmodelled: a call records `UIResponder.touchesCancelled(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.touchesCancelled(_:with:)")
    }

    /// UIKit: `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:50).
    /// Unmodelled: a call records `UIResponder.touchesEnded(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.touchesEnded(_:with:)")
    }

    /// UIKit: `func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:52).
    /// Unmodelled: a call records `UIResponder.touchesEstimatedPropertiesUpdated(_:)` and does nothing.
    @available(iOS, introduced: 9.1)
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        ModelFindings.unmodelled("UIResponder.touchesEstimatedPropertiesUpdated(_:)")
    }

    /// UIKit: `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:49).
    /// Unmodelled: a call records `UIResponder.touchesMoved(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        ModelFindings.unmodelled("UIResponder.touchesMoved(_:with:)")
    }

    /// UIKit: `func updateUserActivityState(_ activity: NSUserActivity)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:154).
    /// Unmodelled: a call records `UIResponder.updateUserActivityState(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func updateUserActivityState(_ activity: NSUserActivity) {
        ModelFindings.unmodelled("UIResponder.updateUserActivityState(_:)")
    }

    /// Storage of `userActivity`, generated.
    private var modelStoredUserActivity: Optional<NSUserActivity?> = nil
    /// UIKit: `var userActivity: NSUserActivity?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIResponder.swift:152).
    /// Stored: keeps what is set; a read before any set records `UIResponder.userActivity` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var userActivity: NSUserActivity? {
        get {
            if let value = modelStoredUserActivity { return value }
            ModelFindings.unmodelled("UIResponder.userActivity")
            return nil
        }
        set {
            modelStoredUserActivity = newValue
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
