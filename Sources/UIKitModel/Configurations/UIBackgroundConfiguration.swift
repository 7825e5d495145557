import Foundation

/// The background of a cell or header/footer: fill color, stroke, corner radius, insets, custom
/// view, visual effect and image.
///
/// Apple: UIBackgroundConfiguration — `backgroundColor` nil means the tint color (use `.clear`
/// for none); `strokeColor` nil means the tint color; `cornerRadius`, `strokeWidth`,
/// `strokeOutset` 0 and `backgroundInsets` zero by default. Properties the app sets are
/// customized and kept by `updated(for:)`.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    enum Field: Hashable, Sendable {
        case backgroundColor, cornerRadius, backgroundInsets, strokeColor, strokeWidth, visualEffect
    }

    let style: ModelBackgroundStyle
    var customized: Set<Field> = []

    /// Apple: UIBackgroundConfiguration.customView — compared by identity.
    public var customView: UIView? {
        get { customViewBox.view }
        set { customViewBox = ModelViewIdentity(newValue) }
    }
    var customViewBox = ModelViewIdentity(nil)
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Apple: UIBackgroundConfiguration.image (iOS 15).
    public var image: UIImage?
    /// Apple: UIBackgroundConfiguration.imageContentMode (iOS 15).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeOutset: CGFloat = 0

    var storedBackgroundColor: UIColor?
    var storedCornerRadius: CGFloat = 0
    var storedBackgroundInsets = NSDirectionalEdgeInsets.zero
    var storedStrokeColor: UIColor?
    var storedStrokeWidth: CGFloat = 0
    var storedVisualEffect: UIVisualEffect?

    init(style: ModelBackgroundStyle) {
        self.style = style
        modelApply(style.defaults(environment: .unspecified, state: .normal))
    }

    private mutating func set<T>(_ field: Field, _ path: WritableKeyPath<Self, T>, _ value: T) {
        self[keyPath: path] = value
        customized.insert(field)
    }

    /// nil: the tint color. Use `.clear` for no fill.
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { set(.backgroundColor, \.storedBackgroundColor, newValue) }
    }
    public var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set { set(.cornerRadius, \.storedCornerRadius, newValue) }
    }
    public var backgroundInsets: NSDirectionalEdgeInsets {
        get { storedBackgroundInsets }
        set { set(.backgroundInsets, \.storedBackgroundInsets, newValue) }
    }
    /// nil: the tint color.
    public var strokeColor: UIColor? {
        get { storedStrokeColor }
        set { set(.strokeColor, \.storedStrokeColor, newValue) }
    }
    public var strokeWidth: CGFloat {
        get { storedStrokeWidth }
        set { set(.strokeWidth, \.storedStrokeWidth, newValue) }
    }
    public var visualEffect: UIVisualEffect? {
        get { storedVisualEffect }
        set { set(.visualEffect, \.storedVisualEffect, newValue) }
    }

    /// Apple: UIBackgroundConfiguration.resolvedBackgroundColor(for:) — `backgroundColor` (the
    /// tint color when nil) passed through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = storedBackgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// Apple: UIBackgroundConfiguration.resolvedStrokeColor(for:).
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = storedStrokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// Apple: UIBackgroundConfiguration.updated(for:) — the style's defaults for the state applied
    /// to every property the app did not customize; `listCell()`, `listHeader()` and
    /// `listFooter()` adopt the list's style from the `listEnvironment` trait (iOS 18).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        let environment = ModelPlatform.iOSVersion >= 18 ? state.traitCollection.listEnvironment : .unspecified
        copy.modelApply(style.defaults(environment: environment, state: ModelInteractionState(state)))
        return copy
    }

    mutating func modelApply(_ defaults: ModelBackgroundDefaults) {
        if !customized.contains(.backgroundColor) { storedBackgroundColor = defaults.color }
        if !customized.contains(.cornerRadius) { storedCornerRadius = defaults.cornerRadius }
    }
}

/// A view compared by identity, so a configuration holding it stays Hashable. Model internals.
struct ModelViewIdentity: Hashable, @unchecked Sendable {
    let view: UIView?
    init(_ view: UIView?) { self.view = view }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.view === rhs.view }
    func hash(into hasher: inout Hasher) { hasher.combine(view.map { ObjectIdentifier($0) }) }
}
