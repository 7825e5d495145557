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
}

/// Apple: UITextViewDelegate — every method optional (defaults here).
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}
