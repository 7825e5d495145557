import Foundation

extension UIListContentConfiguration {
    /// The styling of the image.
    ///
    /// Apple: UIListContentConfiguration.ImageProperties — `tintColor` nil means the content
    /// view's tint; `maximumSize` and `reservedLayoutSize` zero mean unconstrained / none; stroke
    /// properties since iOS 18. Set properties count as customized for `updated(for:)`.
    public struct ImageProperties: Hashable, Sendable {
        enum Field: Hashable, Sendable {
            case preferredSymbolConfiguration, tintColor, tintColorTransformer, cornerRadius, maximumSize
            case reservedLayoutSize, accessibilityIgnoresInvertColors, strokeWidth, strokeColor
            case strokeColorTransformer
        }

        /// Apple: ImageProperties.standardDimension — in `reservedLayoutSize`, the system's
        /// standard width or height.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        var customized: Set<Field> = []
        var storedPreferredSymbolConfiguration: UIImage.SymbolConfiguration?
        var storedTintColor: UIColor?
        var storedTintColorTransformer: UIConfigurationColorTransformer?
        var storedCornerRadius: CGFloat = 0
        var storedMaximumSize: CGSize = .zero
        var storedReservedLayoutSize: CGSize = .zero
        var storedAccessibilityIgnoresInvertColors = false
        var storedStrokeWidth: CGFloat = 0
        var storedStrokeColor: UIColor?
        var storedStrokeColorTransformer: UIConfigurationColorTransformer?

        init() {}

        private mutating func set<T>(_ field: Field, _ path: WritableKeyPath<Self, T>, _ value: T) {
            self[keyPath: path] = value
            customized.insert(field)
        }

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
            get { storedPreferredSymbolConfiguration }
            set { set(.preferredSymbolConfiguration, \.storedPreferredSymbolConfiguration, newValue) }
        }
        /// nil: the image takes the content view's tint color.
        public var tintColor: UIColor? {
            get { storedTintColor }
            set { set(.tintColor, \.storedTintColor, newValue) }
        }
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            get { storedTintColorTransformer }
            set { set(.tintColorTransformer, \.storedTintColorTransformer, newValue) }
        }
        public var cornerRadius: CGFloat {
            get { storedCornerRadius }
            set { set(.cornerRadius, \.storedCornerRadius, newValue) }
        }
        public var maximumSize: CGSize {
            get { storedMaximumSize }
            set { set(.maximumSize, \.storedMaximumSize, newValue) }
        }
        public var reservedLayoutSize: CGSize {
            get { storedReservedLayoutSize }
            set { set(.reservedLayoutSize, \.storedReservedLayoutSize, newValue) }
        }
        public var accessibilityIgnoresInvertColors: Bool {
            get { storedAccessibilityIgnoresInvertColors }
            set { set(.accessibilityIgnoresInvertColors, \.storedAccessibilityIgnoresInvertColors, newValue) }
        }
        /// Apple: ImageProperties.strokeWidth (iOS 18).
        public var strokeWidth: CGFloat {
            get { storedStrokeWidth }
            set { set(.strokeWidth, \.storedStrokeWidth, newValue) }
        }
        /// Apple: ImageProperties.strokeColor (iOS 18).
        public var strokeColor: UIColor? {
            get { storedStrokeColor }
            set { set(.strokeColor, \.storedStrokeColor, newValue) }
        }
        /// Apple: ImageProperties.strokeColorTransformer (iOS 18).
        public var strokeColorTransformer: UIConfigurationColorTransformer? {
            get { storedStrokeColorTransformer }
            set { set(.strokeColorTransformer, \.storedStrokeColorTransformer, newValue) }
        }

        /// Apple: ImageProperties.resolvedTintColor(for:) — `tintColor` (or the given tint when
        /// nil) passed through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = storedTintColor ?? tintColor
            return storedTintColorTransformer.map { $0(base) } ?? base
        }

        /// Apple: ImageProperties.resolvedStrokeColor(for:) (iOS 18).
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let base = storedStrokeColor ?? tintColor
            return storedStrokeColorTransformer.map { $0(base) } ?? base
        }

        mutating func modelApply(tintColor: UIColor?) {
            if !customized.contains(.tintColor) { storedTintColor = tintColor }
        }
    }
}
