// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITextViewDelegate {
    /// UIKit: `optional func textView( _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement] ) -> UIMenu?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:editmenufortextin:suggestedactions:).md:16).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:editMenuForTextIn:suggestedActions:)` and returns `nil`.
    @available(iOS, introduced: 16.0)
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        ModelAvailability.require("UITextViewDelegate.textView(_:editMenuForTextIn:suggestedActions:)", introduced: 16)
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:editMenuForTextIn:suggestedActions:)")
        return nil
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textView( _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:willdismisseditmenuwith:).md:14).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:willDismissEditMenuWith:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        ModelAvailability.require("UITextViewDelegate.textView(_:willDismissEditMenuWith:)", introduced: 16)
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:willDismissEditMenuWith:)")
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textView( _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:willpresenteditmenuwith:).md:14).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:willPresentEditMenuWith:)` and does nothing.
    @available(iOS, introduced: 16.0)
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        ModelAvailability.require("UITextViewDelegate.textView(_:willPresentEditMenuWith:)", introduced: 16)
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:willPresentEditMenuWith:)")
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textView( _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange ) -> [NSValue]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textview(_:writingtoolsignoredrangesinenclosingrange:).md:16).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:writingToolsIgnoredRangesInEnclosingRange:)` and returns `[]`.
    @available(iOS, introduced: 18.0)
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    {
        ModelAvailability.require(
            "UITextViewDelegate.textView(_:writingToolsIgnoredRangesInEnclosingRange:)", introduced: 18)
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:writingToolsIgnoredRangesInEnclosingRange:)")
        return []
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textViewWritingToolsDidEnd(_ textView: UITextView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textviewwritingtoolsdidend(_:).md:16).
    /// Unmodelled: a call records `UITextViewDelegate.textViewWritingToolsDidEnd(_:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {
        ModelAvailability.require("UITextViewDelegate.textViewWritingToolsDidEnd(_:)", introduced: 18)
        ModelFindings.unmodelled("UITextViewDelegate.textViewWritingToolsDidEnd(_:)")
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textViewWritingToolsWillBegin(_ textView: UITextView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextviewdelegate-textviewwritingtoolswillbegin(_:).md:16).
    /// Unmodelled: a call records `UITextViewDelegate.textViewWritingToolsWillBegin(_:)` and does nothing.
    @available(iOS, introduced: 18.0)
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {
        ModelAvailability.require("UITextViewDelegate.textViewWritingToolsWillBegin(_:)", introduced: 18)
        ModelFindings.unmodelled("UITextViewDelegate.textViewWritingToolsWillBegin(_:)")
    }
}
