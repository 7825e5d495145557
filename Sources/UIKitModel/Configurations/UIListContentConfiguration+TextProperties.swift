import Foundation

extension UIListContentConfiguration {
    /// The styling of the primary or secondary text.
    ///
    /// Apple: UIListContentConfiguration.TextProperties. Every property set by the app counts as
    /// customized: `updated(for:)` then leaves it alone (Apple: UIContentConfiguration.updated(for:)).
    public struct TextProperties: Hashable, Sendable {
        enum Field: Hashable, Sendable {
            case font, color, colorTransformer, alignment, lineBreakMode, numberOfLines
            case adjustsFontSizeToFitWidth, minimumScaleFactor, allowsDefaultTighteningForTruncation
            case adjustsFontForContentSizeCategory, showsExpansionTextWhenTruncated, transform
        }

        /// The properties the app set; `updated(for:)` skips them.
        var customized: Set<Field> = []
        var storedFont: UIFont
        var storedColor: UIColor
        var storedColorTransformer: UIConfigurationColorTransformer?
        var storedAlignment: TextAlignment = .natural
        var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail
        var storedNumberOfLines = 0
        var storedAdjustsFontSizeToFitWidth = false
        var storedMinimumScaleFactor: CGFloat = 0
        var storedAllowsDefaultTighteningForTruncation = true
        var storedAdjustsFontForContentSizeCategory = true
        var storedShowsExpansionTextWhenTruncated = false
        var storedTransform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            storedFont = font
            storedColor = color
        }

        private mutating func set<T>(_ field: Field, _ path: WritableKeyPath<Self, T>, _ value: T) {
            self[keyPath: path] = value
            customized.insert(field)
        }

        public var font: UIFont {
            get { storedFont }
            set { set(.font, \.storedFont, newValue) }
        }
        public var color: UIColor {
            get { storedColor }
            set { set(.color, \.storedColor, newValue) }
        }
        public var colorTransformer: UIConfigurationColorTransformer? {
            get { storedColorTransformer }
            set { set(.colorTransformer, \.storedColorTransformer, newValue) }
        }
        public var alignment: TextAlignment {
            get { storedAlignment }
            set { set(.alignment, \.storedAlignment, newValue) }
        }
        public var lineBreakMode: NSLineBreakMode {
            get { storedLineBreakMode }
            set { set(.lineBreakMode, \.storedLineBreakMode, newValue) }
        }
        /// 0 means no limit.
        public var numberOfLines: Int {
            get { storedNumberOfLines }
            set { set(.numberOfLines, \.storedNumberOfLines, newValue) }
        }
        public var adjustsFontSizeToFitWidth: Bool {
            get { storedAdjustsFontSizeToFitWidth }
            set { set(.adjustsFontSizeToFitWidth, \.storedAdjustsFontSizeToFitWidth, newValue) }
        }
        public var minimumScaleFactor: CGFloat {
            get { storedMinimumScaleFactor }
            set { set(.minimumScaleFactor, \.storedMinimumScaleFactor, newValue) }
        }
        public var allowsDefaultTighteningForTruncation: Bool {
            get { storedAllowsDefaultTighteningForTruncation }
            set { set(.allowsDefaultTighteningForTruncation, \.storedAllowsDefaultTighteningForTruncation, newValue) }
        }
        public var adjustsFontForContentSizeCategory: Bool {
            get { storedAdjustsFontForContentSizeCategory }
            set { set(.adjustsFontForContentSizeCategory, \.storedAdjustsFontForContentSizeCategory, newValue) }
        }
        public var showsExpansionTextWhenTruncated: Bool {
            get { storedShowsExpansionTextWhenTruncated }
            set { set(.showsExpansionTextWhenTruncated, \.storedShowsExpansionTextWhenTruncated, newValue) }
        }
        public var transform: TextTransform {
            get { storedTransform }
            set { set(.transform, \.storedTransform, newValue) }
        }

        /// Apple: TextProperties.resolvedColor() — `color` passed through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            storedColorTransformer.map { $0(storedColor) } ?? storedColor
        }

        /// Applies a style's defaults to every property the app has not customized.
        mutating func modelApply(_ defaults: ModelTextDefaults) {
            if !customized.contains(.font) { storedFont = defaults.font }
            if !customized.contains(.color) { storedColor = defaults.color }
            if !customized.contains(.transform) { storedTransform = defaults.transform }
            if !customized.contains(.numberOfLines) { storedNumberOfLines = defaults.numberOfLines }
        }

        /// Apple: TextProperties.TextAlignment.
        public enum TextAlignment: Int, Sendable {
            case natural = 0
            case center = 1
            case justified = 2
        }

        /// Apple: TextProperties.TextTransform.
        public enum TextTransform: Int, Sendable {
            case none = 0
            case uppercase = 1
            case lowercase = 2
            case capitalized = 3

            func apply(to text: String) -> String {
                switch self {
                case .none: return text
                case .uppercase: return text.uppercased()
                case .lowercase: return text.lowercased()
                case .capitalized: return text.capitalized
                }
            }
        }
    }
}
