import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their styling and layout.
///
/// Apple: UIListContentConfiguration — a Hashable struct made by factories (`cell()`,
/// `subtitleCell()`, …) or a view's `defaultContentConfiguration()`; `attributedText` supersedes
/// `text` (and font/color) when set. Properties the app sets are customized and kept by
/// `updated(for:)`; the others follow the factory's style for the state.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    enum Field: Hashable, Sendable {
        case axesPreservingSuperviewLayoutMargins, directionalLayoutMargins
        case prefersSideBySideTextAndSecondaryText, imageToTextPadding
        case textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding
    }

    /// The factory the configuration came from.
    let style: ModelListContentStyle
    var customized: Set<Field> = []

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// Supersedes `text` and the font and color of `textProperties` when set.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText.value }
        set { storedAttributedText = ModelAttributedText(newValue) }
    }
    var storedAttributedText = ModelAttributedText(nil)
    public var textProperties: TextProperties
    public var secondaryText: String?
    /// Supersedes `secondaryText` and the font and color of `secondaryTextProperties` when set.
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText.value }
        set { storedSecondaryAttributedText = ModelAttributedText(newValue) }
    }
    var storedSecondaryAttributedText = ModelAttributedText(nil)
    public var secondaryTextProperties: TextProperties
    /// Apple: UIListContentConfiguration.alpha (1.0).
    public var alpha: CGFloat = 1

    var storedAxesPreservingSuperviewLayoutMargins: UIAxis = .both
    var storedDirectionalLayoutMargins = NSDirectionalEdgeInsets()
    var storedPrefersSideBySideTextAndSecondaryText = false
    var storedImageToTextPadding: CGFloat = 0
    var storedTextToSecondaryTextHorizontalPadding: CGFloat = 0
    var storedTextToSecondaryTextVerticalPadding: CGFloat = 0

    init(style: ModelListContentStyle) {
        self.style = style
        let defaults = style.defaults(environment: .unspecified, state: .normal)
        textProperties = TextProperties(font: defaults.text.font, color: defaults.text.color)
        secondaryTextProperties = TextProperties(font: defaults.secondaryText.font, color: defaults.secondaryText.color)
        modelApply(defaults)
    }

    private mutating func set<T>(_ field: Field, _ path: WritableKeyPath<Self, T>, _ value: T) {
        self[keyPath: path] = value
        customized.insert(field)
    }

    /// The axes along which the content view preserves its superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { storedAxesPreservingSuperviewLayoutMargins }
        set { set(.axesPreservingSuperviewLayoutMargins, \.storedAxesPreservingSuperviewLayoutMargins, newValue) }
    }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalLayoutMargins }
        set { set(.directionalLayoutMargins, \.storedDirectionalLayoutMargins, newValue) }
    }
    /// Whether the texts sit side by side when they fit (value-cell layout).
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { storedPrefersSideBySideTextAndSecondaryText }
        set { set(.prefersSideBySideTextAndSecondaryText, \.storedPrefersSideBySideTextAndSecondaryText, newValue) }
    }
    /// Used only when there is both an image and a text.
    public var imageToTextPadding: CGFloat {
        get { storedImageToTextPadding }
        set { set(.imageToTextPadding, \.storedImageToTextPadding, newValue) }
    }
    /// Used only when the texts are side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { storedTextToSecondaryTextHorizontalPadding }
        set { set(.textToSecondaryTextHorizontalPadding, \.storedTextToSecondaryTextHorizontalPadding, newValue) }
    }
    /// Used only when the texts are stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { storedTextToSecondaryTextVerticalPadding }
        set { set(.textToSecondaryTextVerticalPadding, \.storedTextToSecondaryTextVerticalPadding, newValue) }
    }

    /// Apple: UIListContentConfiguration.makeContentView() — a ``UIListContentView``.
    @MainActor @preconcurrency
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// Applies a style's defaults to every property the app has not customized.
    mutating func modelApply(_ defaults: ModelListContentDefaults) {
        textProperties.modelApply(defaults.text)
        secondaryTextProperties.modelApply(defaults.secondaryText)
        imageProperties.modelApply(tintColor: defaults.imageTintColor)
        if !customized.contains(.directionalLayoutMargins) { storedDirectionalLayoutMargins = defaults.margins }
        if !customized.contains(.prefersSideBySideTextAndSecondaryText) {
            storedPrefersSideBySideTextAndSecondaryText = defaults.sideBySide
        }
        if !customized.contains(.imageToTextPadding) { storedImageToTextPadding = defaults.imageToTextPadding }
        if !customized.contains(.textToSecondaryTextHorizontalPadding) {
            storedTextToSecondaryTextHorizontalPadding = defaults.horizontalPadding
        }
        if !customized.contains(.textToSecondaryTextVerticalPadding) {
            storedTextToSecondaryTextVerticalPadding = defaults.verticalPadding
        }
    }
}
