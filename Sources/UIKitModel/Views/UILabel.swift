import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Apple: UILabel — `text` and `attributedText` are two views of one content (setting one
/// replaces the other); defaults: system font 17, `.label` color, natural alignment, one line.
@MainActor @preconcurrency
open class UILabel: UIView {
    private var content: NSAttributedString?

    /// Apple: UILabel.text.
    open var text: String? {
        get { content?.string }
        set { content = newValue.map { NSAttributedString(string: $0) } }
    }

    /// Apple: UILabel.attributedText.
    open var attributedText: NSAttributedString? {
        get { content }
        set { content = newValue }
    }

    /// Apple: UILabel.font (system font 17 by default).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// Apple: UILabel.textColor (`.label` by default).
    open var textColor: UIColor! = .label
    /// Apple: UILabel.textAlignment.
    open var textAlignment: NSTextAlignment = .natural
    /// Apple: UILabel.numberOfLines (1 by default; 0 means unlimited).
    open var numberOfLines = 1
    /// Apple: UILabel.preferredMaxLayoutWidth (0) — the width at which a multiline label wraps when
    /// Auto Layout asks for its size. Stored state: the model's label sizes itself from its text.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Apple: UILabel.lineBreakMode.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Apple: UILabel.adjustsFontSizeToFitWidth.
    open var adjustsFontSizeToFitWidth = false
    /// Apple: UILabel.minimumScaleFactor.
    open var minimumScaleFactor: CGFloat = 0
    /// Apple: UILabel.allowsDefaultTighteningForTruncation.
    open var allowsDefaultTighteningForTruncation = false
    /// Apple: UILabel.adjustsFontForContentSizeCategory (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    /// Apple: UILabel.showsExpansionTextWhenTruncated.
    open var showsExpansionTextWhenTruncated = false
    /// Apple: UILabel.isEnabled.
    open var isEnabled = true
    /// Apple: UILabel.highlightedTextColor.
    open var highlightedTextColor: UIColor?
    /// Apple: UILabel.isHighlighted.
    open var isHighlighted = false

    /// Apple: UILabel.intrinsicContentSize. Model: text is not wrapped by width — the label
    /// shows one line per paragraph of its text, at most `numberOfLines` (0: no limit), each
    /// `font.lineHeight` tall; the width is an estimate (half the point size per character).
    open override var intrinsicContentSize: CGSize {
        let text = content?.string ?? ""
        guard !text.isEmpty else { return .zero }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = numberOfLines > 0 ? min(numberOfLines, paragraphs.count) : paragraphs.count
        let longest = paragraphs.map(\.count).max() ?? 0
        return CGSize(
            width: (CGFloat(longest) * font.pointSize / 2).rounded(.up), height: CGFloat(lines) * font.lineHeight)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `baselineAdjustment`, generated.
    private var modelStoredBaselineAdjustment: Optional<UIBaselineAdjustment> = nil
    /// UIKit: `var baselineAdjustment: UIBaselineAdjustment` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:18).
    /// Stored: keeps what is set; a read before any set records `UILabel.baselineAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var baselineAdjustment: UIBaselineAdjustment {
        get {
            if let value = modelStoredBaselineAdjustment { return value }
            ModelFindings.unmodelledStop("UILabel.baselineAdjustment")
        }
        set {
            modelStoredBaselineAdjustment = newValue
        }
    }

    /// UIKit: `func drawText(in rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:25).
    /// Unmodelled: a call records `UILabel.drawText(in:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func drawText(in rect: CGRect) {
        ModelFindings.unmodelled("UILabel.drawText(in:)")
    }

    /// Storage of `lineBreakStrategy`, generated.
    private var modelStoredLineBreakStrategy: Optional<NSParagraphStyle.LineBreakStrategy> = nil
    /// UIKit: `var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:23).
    /// Stored: keeps what is set; a read before any set records `UILabel.lineBreakStrategy` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get {
            if let value = modelStoredLineBreakStrategy { return value }
            ModelFindings.unmodelled("UILabel.lineBreakStrategy")
            return []
        }
        set {
            modelStoredLineBreakStrategy = newValue
        }
    }

    /// Storage of `preferredVibrancy`, generated.
    private var modelStoredPreferredVibrancy: Optional<UILabelVibrancy> = nil
    /// UIKit: `var preferredVibrancy: UILabelVibrancy { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilabel-preferredvibrancy.md:14).
    /// Stored: keeps what is set; a read before any set records `UILabel.preferredVibrancy` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var preferredVibrancy: UILabelVibrancy {
        get {
            if let value = modelStoredPreferredVibrancy { return value }
            ModelAvailability.require("UILabel.preferredVibrancy", introduced: 17)
            ModelFindings.unmodelledStop("UILabel.preferredVibrancy")
        }
        set {
            modelStoredPreferredVibrancy = newValue
        }
    }

    /// Storage of `shadowColor`, generated.
    private var modelStoredShadowColor: Optional<UIColor?> = nil
    /// UIKit: `var shadowColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:7).
    /// Stored: keeps what is set; a read before any set records `UILabel.shadowColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var shadowColor: UIColor? {
        get {
            if let value = modelStoredShadowColor { return value }
            ModelFindings.unmodelled("UILabel.shadowColor")
            return nil
        }
        set {
            modelStoredShadowColor = newValue
        }
    }

    /// Storage of `shadowOffset`, generated.
    private var modelStoredShadowOffset: Optional<CGSize> = nil
    /// UIKit: `var shadowOffset: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:8).
    /// Stored: keeps what is set; a read before any set records `UILabel.shadowOffset` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var shadowOffset: CGSize {
        get {
            if let value = modelStoredShadowOffset { return value }
            ModelFindings.unmodelled("UILabel.shadowOffset")
            return .zero
        }
        set {
            modelStoredShadowOffset = newValue
        }
    }

    /// UIKit: `func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UILabel.swift:24).
    /// Unmodelled: a call records `UILabel.textRect(forBounds:limitedToNumberOfLines:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        ModelFindings.unmodelled("UILabel.textRect(forBounds:limitedToNumberOfLines:)")
        return .zero
    }
    // cellspec:generated:end
}
