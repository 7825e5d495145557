import Foundation

/// Paragraph attributes of attributed text.
///
/// Apple: NSParagraphStyle / NSMutableParagraphStyle — `alignment` (natural), `lineSpacing`,
/// `paragraphSpacing`, `lineBreakMode` (by word wrapping), `lineHeightMultiple`,
/// `firstLineHeadIndent`, `headIndent`, `minimumLineHeight`, `maximumLineHeight`; `default`.
/// Foundation on Linux lacks them (they live in UIKit on iOS). Stored state: the model lays out
/// no text.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Apple: NSParagraphStyle.default.
    public static let `default` = NSParagraphStyle()

    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { modelCopy(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { modelCopy(into: NSMutableParagraphStyle()) }

    private func modelCopy(into copy: NSParagraphStyle) -> NSParagraphStyle {
        copy.alignment = alignment
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.lineBreakMode = lineBreakMode
        copy.lineHeightMultiple = lineHeightMultiple
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        return copy
    }
}

/// Apple: NSMutableParagraphStyle — the settable paragraph style.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
}
