// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITextView {
    /// UIKit: `enum BorderStyle: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-uitextview.borderstyle.md:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public enum BorderStyle: Int {
        /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitextview-uitextview.borderstyle-uitextview.borderstyle.none.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case none
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:3).
    /// Unmodelled: a call records `UITextViewDelegate.textViewShouldBeginEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        ModelFindings.unmodelled("UITextViewDelegate.textViewShouldBeginEditing(_:)")
        return false
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:5).
    /// Unmodelled: a call records `UITextViewDelegate.textViewShouldEndEditing(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        ModelFindings.unmodelled("UITextViewDelegate.textViewShouldEndEditing(_:)")
        return false
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textViewDidChangeSelection(_ textView: UITextView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:15).
    /// Unmodelled: a call records `UITextViewDelegate.textViewDidChangeSelection(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func textViewDidChangeSelection(_ textView: UITextView) {
        ModelFindings.unmodelled("UITextViewDelegate.textViewDidChangeSelection(_:)")
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:21).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:shouldInteractWith:in:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:shouldInteractWith:in:)")
        return false
    }
}

extension UITextViewDelegate {
    /// UIKit: `optional func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UITextView.swift:23).
    /// Unmodelled: a call records `UITextViewDelegate.textView(_:shouldInteractWith:in:)` and returns `false`.
    @available(iOS, introduced: 7.0)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool {
        ModelFindings.unmodelled("UITextViewDelegate.textView(_:shouldInteractWith:in:)")
        return false
    }
}
