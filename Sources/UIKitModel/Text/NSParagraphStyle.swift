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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var allowsDefaultTighteningForTruncation: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-allowsdefaulttighteningfortruncation.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.allowsDefaultTighteningForTruncation` and returns `false`.
    @available(iOS, introduced: 9.0)
    open var allowsDefaultTighteningForTruncation: Bool {
        get {
            ModelFindings.unmodelled("NSParagraphStyle.allowsDefaultTighteningForTruncation")
            return false
        }
    }

    /// UIKit: `var baseWritingDirection: NSWritingDirection { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-basewritingdirection.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.baseWritingDirection` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open var baseWritingDirection: NSWritingDirection {
        get {
            ModelFindings.unmodelledStop("NSParagraphStyle.baseWritingDirection")
        }
    }

    /// UIKit: `var defaultTabInterval: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-defaulttabinterval.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.defaultTabInterval` and returns `0`.
    @available(iOS, introduced: 7.0)
    open var defaultTabInterval: CGFloat {
        get {
            ModelFindings.unmodelled("NSParagraphStyle.defaultTabInterval")
            return 0
        }
    }

    /// UIKit: `var hyphenationFactor: Float { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-hyphenationfactor.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.hyphenationFactor` and returns `0`.
    @available(iOS, introduced: 6.0)
    open var hyphenationFactor: Float {
        get {
            ModelFindings.unmodelled("NSParagraphStyle.hyphenationFactor")
            return 0
        }
    }

    /// UIKit: `var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-linebreakstrategy.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.lineBreakStrategy` and returns `[]`.
    @available(iOS, introduced: 9.0)
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get {
            ModelFindings.unmodelled("NSParagraphStyle.lineBreakStrategy")
            return []
        }
    }

    /// UIKit: `class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-defaultwritingdirection(forlanguage:).md:16).
    /// Unmodelled: a call records `NSParagraphStyle.defaultWritingDirection(forLanguage:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        ModelFindings.unmodelledStop("NSParagraphStyle.defaultWritingDirection(forLanguage:)")
    }

    /// UIKit: `var usesDefaultHyphenation: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-usesdefaulthyphenation.md:16).
    /// Unmodelled: reading records `NSParagraphStyle.usesDefaultHyphenation` and returns `false`.
    @available(iOS, introduced: 15.0)
    open var usesDefaultHyphenation: Bool {
        get {
            ModelAvailability.require("NSParagraphStyle.usesDefaultHyphenation", introduced: 15)
            ModelFindings.unmodelled("NSParagraphStyle.usesDefaultHyphenation")
            return false
        }
    }
    // cellspec:generated:end
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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func setParagraphStyle(_ obj: NSParagraphStyle)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsmutableparagraphstyle-setparagraphstyle(_:).md:16).
    /// Unmodelled: a call records `NSMutableParagraphStyle.setParagraphStyle(_:)` and does nothing.
    @available(iOS, introduced: 9.0)
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        ModelFindings.unmodelled("NSMutableParagraphStyle.setParagraphStyle(_:)")
    }
    // cellspec:generated:end
}
