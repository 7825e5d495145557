import Foundation

/// A scrollable, multiline text region.
///
/// Apple: UITextView — `text`, `attributedText`, `font`, `textColor`, `textAlignment`,
/// `isEditable` (true), `isSelectable` (true), `isScrollEnabled`, `textContainerInset`
/// ((8, 0, 8, 0)), `delegate`, `adjustsFontForContentSizeCategory`. Setting `text` in code does
/// not call the delegate ("This method is not called in response to programmatically initiated
/// changes", Apple: UITextViewDelegate.textViewDidChange(_:)); the user's typing
/// (``modelType(_:)``) does, and does nothing when the view is not editable.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// Apple: UITextView.text.
    open var text: String! = ""
    /// Apple: UITextView.attributedText — setting it replaces `text`.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    /// Apple: UITextView.font. Stored state.
    open var font: UIFont?
    /// Apple: UITextView.textColor. Stored state.
    open var textColor: UIColor?
    /// Apple: UITextView.textAlignment. Stored state.
    open var textAlignment: NSTextAlignment = .natural
    /// Apple: UITextView.isEditable (true).
    open var isEditable = true
    /// Apple: UITextView.isSelectable (true). Stored state.
    open var isSelectable = true
    /// Apple: UITextView.textContainerInset. Stored state.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Apple: UITextView.adjustsFontForContentSizeCategory. Stored state.
    open var adjustsFontForContentSizeCategory = false
    /// Apple: UITextView.delegate.
    open weak var delegate: (any UITextViewDelegate)?

    /// Model extension, not UIKit API: the user replaces the text, as typing would — nothing
    /// happens in a non-editable view; the delegate may refuse through
    /// `textView(_:shouldChangeTextIn:replacementText:)`; then `textViewDidChange(_:)` runs.
    public func modelType(_ newText: String) {
        guard isEditable else { return }
        let range = NSRange(location: 0, length: ((text ?? "") as NSString).length)
        if delegate?.textView(self, shouldChangeTextIn: range, replacementText: newText) == false { return }
        text = newText
        delegate?.textViewDidChange(self)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `allowsEditingTextAttributes`, generated.
    private var modelStoredAllowsEditingTextAttributes: Optional<Bool> = nil
    /// UIKit: `var allowsEditingTextAttributes: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:38).
    /// Stored: keeps what is set; a read before any set records `UITextView.allowsEditingTextAttributes` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var allowsEditingTextAttributes: Bool {
        get {
            if let value = modelStoredAllowsEditingTextAttributes { return value }
            ModelFindings.unmodelled("UITextView.allowsEditingTextAttributes")
            return false
        }
        set {
            modelStoredAllowsEditingTextAttributes = newValue
        }
    }

    /// Storage of `borderStyle`, generated.
    private var modelStoredBorderStyle: Optional<UITextView.BorderStyle> = nil
    /// UIKit: `var borderStyle: UITextView.BorderStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-borderstyle.md:14).
    /// Stored: keeps what is set; a read before any set records `UITextView.borderStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var borderStyle: UITextView.BorderStyle {
        get {
            if let value = modelStoredBorderStyle { return value }
            ModelAvailability.require("UITextView.borderStyle", introduced: 17)
            ModelFindings.unmodelledStop("UITextView.borderStyle")
        }
        set {
            modelStoredBorderStyle = newValue
        }
    }

    /// Storage of `clearsOnInsertion`, generated.
    private var modelStoredClearsOnInsertion: Optional<Bool> = nil
    /// UIKit: `var clearsOnInsertion: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:45).
    /// Stored: keeps what is set; a read before any set records `UITextView.clearsOnInsertion` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var clearsOnInsertion: Bool {
        get {
            if let value = modelStoredClearsOnInsertion { return value }
            ModelFindings.unmodelled("UITextView.clearsOnInsertion")
            return false
        }
        set {
            modelStoredClearsOnInsertion = newValue
        }
    }

    /// Storage of `dataDetectorTypes`, generated.
    private var modelStoredDataDetectorTypes: Optional<UIDataDetectorTypes> = nil
    /// UIKit: `var dataDetectorTypes: UIDataDetectorTypes` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:36).
    /// Stored: keeps what is set; a read before any set records `UITextView.dataDetectorTypes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var dataDetectorTypes: UIDataDetectorTypes {
        get {
            if let value = modelStoredDataDetectorTypes { return value }
            ModelFindings.unmodelled("UITextView.dataDetectorTypes")
            return []
        }
        set {
            modelStoredDataDetectorTypes = newValue
        }
    }

    /// UIKit: `convenience init(usingTextLayoutManager: Bool)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-init(usingtextlayoutmanager:).md:16).
    /// Unmodelled: a call records `UITextView.init(usingTextLayoutManager:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(usingTextLayoutManager: Bool) {
        self.init()
        ModelAvailability.require("UITextView.init(usingTextLayoutManager:)", introduced: 16)
        ModelFindings.unmodelled("UITextView.init(usingTextLayoutManager:)")
    }

    /// Storage of `interactionState`, generated.
    private var modelStoredInteractionState: Optional<Any> = nil
    /// UIKit: `var interactionState: Any { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-interactionstate.md:14).
    /// Stored: keeps what is set; a read before any set records `UITextView.interactionState` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var interactionState: Any {
        get {
            if let value = modelStoredInteractionState { return value }
            ModelAvailability.require("UITextView.interactionState", introduced: 15)
            ModelFindings.unmodelledStop("UITextView.interactionState")
        }
        set {
            modelStoredInteractionState = newValue
        }
    }

    /// Storage of `isFindInteractionEnabled`, generated.
    private var modelStoredIsFindInteractionEnabled: Optional<Bool> = nil
    /// UIKit: `var isFindInteractionEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-isfindinteractionenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UITextView.isFindInteractionEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var isFindInteractionEnabled: Bool {
        get {
            if let value = modelStoredIsFindInteractionEnabled { return value }
            ModelAvailability.require("UITextView.isFindInteractionEnabled", introduced: 16)
            ModelFindings.unmodelled("UITextView.isFindInteractionEnabled")
            return false
        }
        set {
            modelStoredIsFindInteractionEnabled = newValue
        }
    }

    /// UIKit: `var isWritingToolsActive: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-iswritingtoolsactive.md:16).
    /// Unmodelled: reading records `UITextView.isWritingToolsActive` and returns `false`.
    @available(iOS, introduced: 18.0)
    open var isWritingToolsActive: Bool {
        get {
            ModelAvailability.require("UITextView.isWritingToolsActive", introduced: 18)
            ModelFindings.unmodelled("UITextView.isWritingToolsActive")
            return false
        }
    }

    /// Storage of `linkTextAttributes`, generated.
    private var modelStoredLinkTextAttributes: Optional<[NSAttributedString.Key: Any]?> = nil
    /// UIKit: `var linkTextAttributes: [NSAttributedString.Key : Any]!` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:57).
    /// Stored: keeps what is set; a read before any set records `UITextView.linkTextAttributes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get {
            if let value = modelStoredLinkTextAttributes { return value }
            ModelFindings.unmodelled("UITextView.linkTextAttributes")
            return nil
        }
        set {
            modelStoredLinkTextAttributes = newValue
        }
    }

    /// UIKit: `func scrollRangeToVisible(_ range: NSRange)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:44).
    /// Unmodelled: a call records `UITextView.scrollRangeToVisible(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scrollRangeToVisible(_ range: NSRange) {
        ModelFindings.unmodelled("UITextView.scrollRangeToVisible(_:)")
    }

    /// Storage of `selectedRange`, generated.
    private var modelStoredSelectedRange: Optional<NSRange> = nil
    /// UIKit: `var selectedRange: NSRange` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:32).
    /// Stored: keeps what is set; a read before any set records `UITextView.selectedRange` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var selectedRange: NSRange {
        get {
            if let value = modelStoredSelectedRange { return value }
            ModelFindings.unmodelledStop("UITextView.selectedRange")
        }
        set {
            modelStoredSelectedRange = newValue
        }
    }

    /// UIKit: `class let textDidBeginEditingNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:65).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidBeginEditingNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextView.textDidBeginEditingNotification")

    /// UIKit: `class let textDidChangeNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:66).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextView.textDidChangeNotification")

    /// UIKit: `class let textDidEndEditingNotification: NSNotification.Name` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:67).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    public static let textDidEndEditingNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UITextView.textDidEndEditingNotification")

    /// UIKit: `var subclassForWritingToolsCoordinator: AnyClass { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-subclassforwritingtoolscoordinator.md:14).
    /// Unmodelled: reading records `UITextView.subclassForWritingToolsCoordinator` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.2)
    open var subclassForWritingToolsCoordinator: AnyClass {
        get {
            ModelAvailability.require("UITextView.subclassForWritingToolsCoordinator", introduced: 18)
            ModelFindings.unmodelledStop("UITextView.subclassForWritingToolsCoordinator")
        }
    }

    /// Storage of `textHighlightAttributes`, generated.
    private var modelStoredTextHighlightAttributes: Optional<[NSAttributedString.Key: Any]?> = nil
    /// UIKit: `var textHighlightAttributes: [NSAttributedString.Key : Any]! { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-texthighlightattributes.md:14).
    /// Stored: keeps what is set; a read before any set records `UITextView.textHighlightAttributes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! {
        get {
            if let value = modelStoredTextHighlightAttributes { return value }
            ModelAvailability.require("UITextView.textHighlightAttributes", introduced: 18)
            ModelFindings.unmodelled("UITextView.textHighlightAttributes")
            return nil
        }
        set {
            modelStoredTextHighlightAttributes = newValue
        }
    }

    /// Storage of `typingAttributes`, generated.
    private var modelStoredTypingAttributes: Optional<[NSAttributedString.Key: Any]> = nil
    /// UIKit: `var typingAttributes: [NSAttributedString.Key : Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:42).
    /// Stored: keeps what is set; a read before any set records `UITextView.typingAttributes` and returns `[:]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let value = modelStoredTypingAttributes { return value }
            ModelFindings.unmodelled("UITextView.typingAttributes")
            return [:]
        }
        set {
            modelStoredTypingAttributes = newValue
        }
    }

    /// Storage of `usesStandardTextScaling`, generated.
    private var modelStoredUsesStandardTextScaling: Optional<Bool> = nil
    /// UIKit: `var usesStandardTextScaling: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:59).
    /// Stored: keeps what is set; a read before any set records `UITextView.usesStandardTextScaling` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var usesStandardTextScaling: Bool {
        get {
            if let value = modelStoredUsesStandardTextScaling { return value }
            ModelFindings.unmodelled("UITextView.usesStandardTextScaling")
            return false
        }
        set {
            modelStoredUsesStandardTextScaling = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UITextViewDelegate — every method optional (defaults here).
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func textView( _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:editmenufortextin:suggestedactions:).md:16).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?

    /// UIKit: `optional func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:23).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool

    /// UIKit: `optional func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:21).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool

    /// UIKit: `optional func textView( _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:willdismisseditmenuwith:).md:14).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)

    /// UIKit: `optional func textView( _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:willpresenteditmenuwith:).md:14).
    /// A requirement.
    @available(iOS, introduced: 16.0)
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)

    /// UIKit: `optional func textView( _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange ) -> [NSValue]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:writingtoolsignoredrangesinenclosingrange:).md:16).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]

    /// UIKit: `optional func textViewDidChangeSelection(_ textView: UITextView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:15).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textViewDidChangeSelection(_ textView: UITextView)

    /// UIKit: `optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:3).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

    /// UIKit: `optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:5).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool

    /// UIKit: `optional func textViewWritingToolsDidEnd(_ textView: UITextView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textviewwritingtoolsdidend(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func textViewWritingToolsDidEnd(_ textView: UITextView)

    /// UIKit: `optional func textViewWritingToolsWillBegin(_ textView: UITextView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textviewwritingtoolswillbegin(_:).md:16).
    /// A requirement.
    @available(iOS, introduced: 18.0)
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    // cellspec:generated:end
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}
