import Foundation

/// An image: an SF Symbol by name, an asset-catalog image by name, or an empty image.
///
/// Apple: UIImage — `init?(systemName:)`, `init?(named:)`, `withConfiguration(_:)`,
/// `withTintColor(_:)`, `withRenderingMode(_:)`. The model has neither the symbol set nor an
/// asset catalog: it accepts every name. ``modelName`` tells which image it is.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    enum Source: Hashable {
        case system(String)
        case asset(String)
        case empty
    }

    let source: Source
    /// Apple: UIImage.symbolConfiguration.
    public let symbolConfiguration: SymbolConfiguration?
    /// Apple: UIImage.renderingMode.
    public let renderingMode: RenderingMode
    let modelTintColor: UIColor?
    /// The size of a thumbnail or rendered image (model internals; see `UIImage+Preparation.swift`).
    var modelSizeOverride: CGSize?
    /// Whether the image was decoded ahead of display (`preparingForDisplay()`); model internals.
    public internal(set) var modelIsPreparedForDisplay = false

    init(source: Source, configuration: SymbolConfiguration?, renderingMode: RenderingMode, tint: UIColor?) {
        self.source = source
        self.symbolConfiguration = configuration
        self.renderingMode = renderingMode
        self.modelTintColor = tint
        super.init()
    }

    /// Apple: UIImage.init() — an empty image.
    public override convenience init() {
        self.init(source: .empty, configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(systemName:) — an SF Symbol. Every name is accepted by the model.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(systemName:withConfiguration:).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(
            source: .system(name), configuration: configuration as? SymbolConfiguration,
            renderingMode: .automatic, tint: nil)
    }

    /// Apple: `#imageLiteral(resourceName:)` — Swift's `_ExpressibleByImageLiteral`, which UIKit's
    /// UIImage adopts: the asset-catalog image of that name, as `init?(named:)` makes it.
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(source: .asset(path), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(named:) — an asset-catalog image. Every name is accepted by the model.
    public convenience init?(named name: String) {
        self.init(source: .asset(name), configuration: nil, renderingMode: .automatic, tint: nil)
    }

    /// Apple: UIImage.init?(named:in:compatibleWith:).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// Apple: UIImage.isSymbolImage.
    open var isSymbolImage: Bool {
        if case .system = source { return true }
        return false
    }

    /// Apple: UIImage.size — symbols are modelled at their point size (17 by default).
    open var size: CGSize {
        if let modelSizeOverride { return modelSizeOverride }
        switch source {
        case .empty: return .zero
        case .system: let side = symbolConfiguration?.pointSize ?? 17; return CGSize(width: side, height: side)
        case .asset: return CGSize(width: 44, height: 44)
        }
    }

    /// Apple: UIImage.withConfiguration(_:).
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        UIImage(
            source: source, configuration: configuration as? SymbolConfiguration ?? symbolConfiguration,
            renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.applyingSymbolConfiguration(_:).
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(
            source: source, configuration: symbolConfiguration?.applying(configuration) ?? configuration,
            renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.withRenderingMode(_:).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: modelTintColor)
    }

    /// Apple: UIImage.withTintColor(_:) — an image drawn in that color (always original).
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: .alwaysOriginal, tint: color)
    }

    /// Apple: UIImage.withTintColor(_:renderingMode:).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, renderingMode: renderingMode, tint: color)
    }

    /// Model extension, not UIKit API: the symbol or asset name the image was made from
    /// (`nil` for an empty image).
    public var modelName: String? {
        switch source {
        case let .system(name), let .asset(name): return name
        case .empty: return nil
        }
    }

    open override var description: String {
        switch source {
        case let .system(name): return "UIImage(systemName: \"\(name)\")"
        case let .asset(name): return "UIImage(named: \"\(name)\")"
        case .empty: return "UIImage()"
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return source == other.source && symbolConfiguration == other.symbolConfiguration
            && renderingMode == other.renderingMode && modelTintColor == other.modelTintColor
    }

    open override var hash: Int { source.hashValue }

    /// Apple: UIImage.RenderingMode.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }
}
