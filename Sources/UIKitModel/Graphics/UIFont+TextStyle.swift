import Foundation

extension UIFont {
    /// Apple: UIFont.TextStyle — the Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// Apple: UIFont.TextStyle.extraLargeTitle (visionOS 1; present in the iOS 17 SDK).
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraTitle1")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraTitle2")

        /// Size and weight at the Large content size category (Apple HIG, "Typography").
        var modelMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            case .extraLargeTitle: return (36, .bold)
            case .extraLargeTitle2: return (28, .bold)
            default: return (17, .regular)
            }
        }

        /// Model extension: the Swift name of the style, e.g. `body`.
        var modelName: String {
            let names: [TextStyle: String] = [
                .largeTitle: "largeTitle", .title1: "title1", .title2: "title2", .title3: "title3",
                .headline: "headline", .subheadline: "subheadline", .body: "body", .callout: "callout",
                .footnote: "footnote", .caption1: "caption1", .caption2: "caption2",
                .extraLargeTitle: "extraLargeTitle", .extraLargeTitle2: "extraLargeTitle2",
            ]
            return names[self] ?? rawValue
        }
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `var metrics: UIFontMetrics { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:739).
        /// Unmodelled: reading records `UIFont.TextStyle.metrics` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 11.0)
        public var metrics: UIFontMetrics {
            get {
                ModelFindings.unmodelledStop("UIFont.TextStyle.metrics")
            }
        }
        // cellspec:generated:end
    }

    /// Apple: UIFont.Weight — values of the SDK's `UIFontWeight…` constants.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        var modelName: String {
            let names: [Weight: String] = [
                .ultraLight: "ultraLight", .thin: "thin", .light: "light", .regular: "regular", .medium: "medium",
                .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
            ]
            return names[self] ?? "weight(\(rawValue))"
        }
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `func symbolWeight() -> UIImage.SymbolWeight` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageSymbolConfiguration.swift:7).
        /// Unmodelled: a call records `UIFont.Weight.symbolWeight()` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 13.0)
        public func symbolWeight() -> UIImage.SymbolWeight {
            ModelFindings.unmodelledStop("UIFont.Weight.symbolWeight()")
        }
        // cellspec:generated:end
    }
}
