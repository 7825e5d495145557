import Foundation

/// A font: a system font of a size and weight, or a Dynamic Type text style.
///
/// Apple: UIFont — `preferredFont(forTextStyle:)`, `systemFont(ofSize:weight:)`,
/// `boldSystemFont(ofSize:)`. Text-style sizes are those of the default (Large) content size
/// category in Apple's Human Interface Guidelines typography table.
open class UIFont: NSObject, @unchecked Sendable {
    /// The Dynamic Type style the font was made for, if any (model: kept to compare fonts).
    let textStyle: TextStyle?
    /// Apple: UIFont.pointSize.
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    let isMonospacedDigit: Bool
    /// Apple: UIFont.fontName.
    public let fontName: String

    init(
        textStyle: TextStyle?, pointSize: CGFloat, weight: Weight, italic: Bool = false,
        monospacedDigit: Bool = false, name: String? = nil
    ) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = italic
        self.isMonospacedDigit = monospacedDigit
        self.fontName = name ?? (italic ? ".SFUI-Italic" : ".SFUI-\(weight.modelName.capitalized)")
        super.init()
    }

    /// Apple: UIFont.lineHeight. Model choice (metrics are not documented): 1.2 × the point
    /// size, rounded to a whole point (17 → 20); `ascender` 0.95 × and `descender` −0.25 × the size.
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
    /// Apple: UIFont.ascender.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// Apple: UIFont.descender (negative: below the baseline).
    open var descender: CGFloat { -pointSize * 0.25 }

    /// Apple: UIFont.init?(name:size:). The model knows no font files: any name is accepted.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(textStyle: nil, pointSize: fontSize, weight: .regular, name: fontName)
    }

    /// Apple: UIFont.familyName.
    open var familyName: String { fontName.hasPrefix(".SF") ? ".AppleSystemUIFont" : fontName }

    /// Apple: UIFont.preferredFont(forTextStyle:) — the font for a Dynamic Type style.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.modelMetrics
        return UIFont(textStyle: style, pointSize: metrics.size, weight: metrics.weight)
    }

    /// Apple: UIFont.preferredFont(forTextStyle:compatibleWith:).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// Apple: UIFont.systemFont(ofSize:).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textStyle: nil, pointSize: fontSize, weight: .regular)
    }

    /// Apple: UIFont.systemFont(ofSize:weight:).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textStyle: nil, pointSize: fontSize, weight: weight)
    }

    /// Apple: UIFont.boldSystemFont(ofSize:).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textStyle: nil, pointSize: fontSize, weight: .bold)
    }

    /// Apple: UIFont.italicSystemFont(ofSize:).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textStyle: nil, pointSize: fontSize, weight: .regular, italic: true)
    }

    /// Apple: UIFont.monospacedDigitSystemFont(ofSize:weight:).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textStyle: nil, pointSize: fontSize, weight: weight, monospacedDigit: true)
    }

    /// Apple: UIFont.systemFontSize (17).
    open class var systemFontSize: CGFloat { 17 }
    /// Apple: UIFont.labelFontSize (17).
    open class var labelFontSize: CGFloat { 17 }

    /// Apple: UIFont.withSize(_:).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            textStyle: nil, pointSize: fontSize, weight: weight, italic: isItalic,
            monospacedDigit: isMonospacedDigit, name: fontName)
    }

    /// Model extension, not UIKit API: a readable name, e.g. `body`, `headline`,
    /// `system(17, bold)`.
    public var modelName: String {
        if let textStyle { return textStyle.modelName }
        let style = isItalic ? ", italic" : ""
        let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : "\(pointSize)"
        return fontName.hasPrefix(".SF") ? "system(\(size), \(weight.modelName)\(style))" : "\(fontName)(\(size))"
    }

    open override var description: String { modelName }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return textStyle == other.textStyle && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && isMonospacedDigit == other.isMonospacedDigit && fontName == other.fontName
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(textStyle)
        hasher.combine(pointSize)
        hasher.combine(fontName)
        return hasher.finalize()
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var capHeight: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:25).
    /// Unmodelled: reading records `UIFont.capHeight` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var capHeight: CGFloat {
        get {
            ModelFindings.unmodelled("UIFont.capHeight")
            return 0
        }
    }

    /// UIKit: `var leading: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:29).
    /// Unmodelled: reading records `UIFont.leading` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var leading: CGFloat {
        get {
            ModelFindings.unmodelled("UIFont.leading")
            return 0
        }
    }

    /// UIKit: `class var buttonFontSize: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:157).
    /// Unmodelled: reading records `UIFont.buttonFontSize` and returns `0`.
    open class var buttonFontSize: CGFloat {
        get {
            ModelFindings.unmodelled("UIFont.buttonFontSize")
            return 0
        }
    }

    /// UIKit: `class var familyNames: [String] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:9).
    /// Unmodelled: reading records `UIFont.familyNames` and returns `[]`.
    @available(iOS, introduced: 2.0)
    open class var familyNames: [String] {
        get {
            ModelFindings.unmodelled("UIFont.familyNames")
            return []
        }
    }

    /// UIKit: `class func fontNames(forFamilyName familyName: String) -> [String]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:10).
    /// Unmodelled: a call records `UIFont.fontNames(forFamilyName:)` and returns `[]`.
    @available(iOS, introduced: 2.0)
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        ModelFindings.unmodelled("UIFont.fontNames(forFamilyName:)")
        return []
    }

    /// UIKit: `class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:18).
    /// Unmodelled: a call records `UIFont.monospacedSystemFont(ofSize:weight:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        ModelFindings.unmodelledStop("UIFont.monospacedSystemFont(ofSize:weight:)")
    }

    /// UIKit: `class var smallSystemFontSize: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:158).
    /// Unmodelled: reading records `UIFont.smallSystemFontSize` and returns `0`.
    open class var smallSystemFontSize: CGFloat {
        get {
            ModelFindings.unmodelled("UIFont.smallSystemFontSize")
            return 0
        }
    }

    /// UIKit: `class func systemFont( ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width ) -> UIFont` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-systemfont(ofsize:weight:width:).md:14).
    /// Unmodelled: a call records `UIFont.systemFont(ofSize:weight:width:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        ModelAvailability.require("UIFont.systemFont(ofSize:weight:width:)", introduced: 16)
        ModelFindings.unmodelledStop("UIFont.systemFont(ofSize:weight:width:)")
    }

    /// UIKit: `var xHeight: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFont.swift:26).
    /// Unmodelled: reading records `UIFont.xHeight` and returns `0`.
    @available(iOS, introduced: 2.0)
    open var xHeight: CGFloat {
        get {
            ModelFindings.unmodelled("UIFont.xHeight")
            return 0
        }
    }
    // cellspec:generated:end
}
