import Foundation

/// A description of a font that can make a font: its text style, size and symbolic traits.
///
/// Apple: UIFontDescriptor — `preferredFontDescriptor(withTextStyle:)`, `withSymbolicTraits(_:)`
/// (nil when the traits cannot be applied; the model applies bold and italic), `symbolicTraits`,
/// `pointSize`, `withSize(_:)`; `UIFont.fontDescriptor`; `UIFont(descriptor:size:)` — "a size of
/// 0.0 uses the point size of the font descriptor".
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Apple: UIFontDescriptor.SymbolicTraits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let textStyle: UIFont.TextStyle?
    let weight: UIFont.Weight
    /// Apple: UIFontDescriptor.pointSize.
    public let pointSize: CGFloat
    /// Apple: UIFontDescriptor.symbolicTraits.
    public let symbolicTraits: SymbolicTraits
    /// The system design the descriptor asks for (``withDesign(_:)``). Model extension, not UIKit API.
    public let modelDesign: SystemDesign

    /// Apple: UIFontDescriptor.SystemDesign (iOS 13) — `default`, `rounded`, `serif`, `monospaced`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    init(
        textStyle: UIFont.TextStyle?, weight: UIFont.Weight, pointSize: CGFloat, traits: SymbolicTraits,
        design: SystemDesign = .default
    ) {
        self.textStyle = textStyle
        self.weight = weight
        self.pointSize = pointSize
        self.symbolicTraits = traits
        self.modelDesign = design
        super.init()
    }

    /// Apple: UIFontDescriptor.withDesign(_:) (iOS 13) — the descriptor of the same system font in
    /// another design (the model's fonts are all system fonts, so it is never nil). The model keeps
    /// the design; it does not change a font's metrics.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: pointSize, traits: symbolicTraits, design: design)
    }

    /// Apple: preferredFontDescriptor(withTextStyle:) — the descriptor of the style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// Apple: withSymbolicTraits(_:) — the traits replace the descriptor's.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: pointSize, traits: symbolicTraits, design: modelDesign)
    }

    /// Apple: withSize(_:).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            textStyle: textStyle, weight: weight, pointSize: newPointSize, traits: symbolicTraits, design: modelDesign)
    }
}

extension UIFont {
    /// Apple: UIFont.fontDescriptor.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        return UIFontDescriptor(textStyle: textStyle, weight: weight, pointSize: pointSize, traits: traits)
    }

    /// Apple: UIFont.init(descriptor:size:) — size 0 keeps the descriptor's point size; the bold
    /// trait makes a bold font, the italic trait an italic one.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let bold = descriptor.symbolicTraits.contains(.traitBold)
        let weight: UIFont.Weight =
            bold
            ? (descriptor.weight.rawValue >= UIFont.Weight.bold.rawValue ? descriptor.weight : .bold)
            : (descriptor.weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : descriptor.weight)
        self.init(
            textStyle: descriptor.textStyle, pointSize: pointSize == 0 ? descriptor.pointSize : pointSize,
            weight: weight, italic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
