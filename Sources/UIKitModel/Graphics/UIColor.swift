import Foundation

/// A color: a named system color that adapts to the interface style, a fixed RGBA color, or a
/// color computed by a dynamic provider.
///
/// Apple: UIColor — "UI element colors" and "Standard colors" (system colors adapt to light and
/// dark mode); `tintColor` since iOS 15. Colors compare equal when they are the same system color
/// (with the same alpha) or the same components. ``modelName`` gives a readable name for display.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    enum Kind: Hashable {
        /// A system color by its UIKit name, e.g. `label`, `systemBlue`.
        case system(String)
        case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
        case white(CGFloat, CGFloat)
        /// An asset-catalog color (`init?(named:)`).
        case asset(String)
        /// `init(dynamicProvider:)`; identity-compared.
        case dynamic(Int)
    }

    let kind: Kind
    /// Alpha applied with `withAlphaComponent(_:)` to a system, asset or dynamic color.
    let alphaOverride: CGFloat?
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    init(kind: Kind, alpha: CGFloat? = nil) {
        self.kind = kind
        self.alphaOverride = alpha
        self.provider = nil
        super.init()
    }

    private init(kind: Kind, alpha: CGFloat?, provider: (@Sendable (UITraitCollection) -> UIColor)?) {
        self.kind = kind
        self.alphaOverride = alpha
        self.provider = provider
        super.init()
    }

    /// Apple: UIColor.init(red:green:blue:alpha:).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.kind = .rgba(red, green, blue, alpha)
        self.alphaOverride = nil
        self.provider = nil
        super.init()
    }

    /// Apple: UIColor.init(white:alpha:).
    public init(white: CGFloat, alpha: CGFloat) {
        self.kind = .white(white, alpha)
        self.alphaOverride = nil
        self.provider = nil
        super.init()
    }

    /// Apple: UIColor.init(hue:saturation:brightness:alpha:).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Apple: UIColor.init(dynamicProvider:) (iOS 13). The provider runs in `resolvedColor(with:)`.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.alphaOverride = nil
        self.provider = dynamicProvider
        self.kind = .dynamic(ModelSerial.next())
        super.init()
    }

    /// Apple: UIColor.init(named:) — a color from the asset catalog. The model has no asset
    /// catalog: it returns a color with that name for any name.
    public convenience init?(named name: String) {
        self.init(kind: .asset(name))
    }

    /// Apple: `#colorLiteral(red:green:blue:alpha:)` — Swift's `_ExpressibleByColorLiteral`, which
    /// UIKit's UIColor adopts: a fixed RGBA color.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Apple: UIColor.withAlphaComponent(_:).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch kind {
        case let .rgba(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case let .white(w, _): return UIColor(white: w, alpha: alpha)
        default: return UIColor(kind: kind, alpha: alpha, provider: provider)
        }
    }

    /// Apple: UIColor.resolvedColor(with:) — the concrete color for the given traits.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var resolved: UIColor
        switch kind {
        case let .system(name):
            let rgba = UIColor.systemComponents(name, dark: traitCollection.userInterfaceStyle == .dark)
            resolved = UIColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
        case .dynamic:
            resolved = provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
        default:
            resolved = self
        }
        if let alphaOverride { resolved = resolved.withAlphaComponent(alphaOverride) }
        return resolved
    }

    /// Apple: UIColor.getRed(_:green:blue:alpha:), for the light appearance of dynamic colors.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components(in: UITraitCollection(userInterfaceStyle: .light))
        red?.pointee = c.0
        green?.pointee = c.1
        blue?.pointee = c.2
        alpha?.pointee = c.3
        return true
    }

    func components(in traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch resolvedColor(with: traits).kind {
        case let .rgba(r, g, b, a): return (r, g, b, a)
        case let .white(w, a): return (w, w, w, a)
        default: return (0, 0, 0, 1)
        }
    }

    /// Model extension, not UIKit API: a readable name, e.g. `systemBlue`, `label(alpha: 0.5)`,
    /// `rgba(1, 0, 0, 1)`.
    public var modelName: String {
        if alphaOverride == nil, let fixed = UIColor.fixedNames[kind] { return fixed }
        let base: String
        switch kind {
        case let .system(name): base = name
        case let .asset(name): base = "named(\"\(name)\")"
        case .dynamic: base = "dynamicColor"
        case let .rgba(r, g, b, a):
            return "rgba(\(Self.format(r)), \(Self.format(g)), \(Self.format(b)), \(Self.format(a)))"
        case let .white(w, a): return "white(\(Self.format(w)), alpha: \(Self.format(a)))"
        }
        return alphaOverride.map { "\(base)(alpha: \(Self.format($0)))" } ?? base
    }

    open override var description: String { modelName }

    private static let fixedNames: [Kind: String] = [
        .white(0, 1): "black", .white(1.0 / 3.0, 1): "darkGray", .white(2.0 / 3.0, 1): "lightGray",
        .white(1, 1): "white", .white(0.5, 1): "gray", .white(0, 0): "clear",
        .rgba(1, 0, 0, 1): "red", .rgba(0, 1, 0, 1): "green", .rgba(0, 0, 1, 1): "blue", .rgba(0, 1, 1, 1): "cyan",
        .rgba(1, 1, 0, 1): "yellow", .rgba(1, 0, 1, 1): "magenta", .rgba(1, 0.5, 0, 1): "orange",
        .rgba(0.5, 0, 0.5, 1): "purple", .rgba(0.6, 0.4, 0.2, 1): "brown",
    ]

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return kind == other.kind && alphaOverride == other.alphaOverride
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(alphaOverride)
        return hasher.finalize()
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let parts: (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: parts = (c, x, 0)
        case 1: parts = (x, c, 0)
        case 2: parts = (0, c, x)
        case 3: parts = (0, x, c)
        case 4: parts = (x, 0, c)
        default: parts = (c, 0, x)
        }
        return (parts.0 + m, parts.1 + m, parts.2 + m)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var accessibilityName: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-accessibilityname.md:16).
    /// Unmodelled: reading records `UIColor.accessibilityName` and returns `""`.
    @available(iOS, introduced: 14.0)
    open var accessibilityName: String {
        get {
            ModelFindings.unmodelled("UIColor.accessibilityName")
            return ""
        }
    }

    /// UIKit: `var prominence: UIColor.Prominence { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-prominence.md:14).
    /// Unmodelled: reading records `UIColor.prominence` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open var prominence: UIColor.Prominence {
        get {
            ModelAvailability.require("UIColor.prominence", introduced: 18)
            ModelFindings.unmodelledStop("UIColor.prominence")
        }
    }

    /// UIKit: `func set()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIColor.swift:28).
    /// Unmodelled: a call records `UIColor.set()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func set() {
        ModelFindings.unmodelled("UIColor.set()")
    }

    /// UIKit: `func setFill()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIColor.swift:29).
    /// Unmodelled: a call records `UIColor.setFill()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setFill() {
        ModelFindings.unmodelled("UIColor.setFill()")
    }

    /// UIKit: `func setStroke()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIColor.swift:30).
    /// Unmodelled: a call records `UIColor.setStroke()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setStroke() {
        ModelFindings.unmodelled("UIColor.setStroke()")
    }

    /// UIKit: `class var darkText: UIColor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:151).
    /// Unmodelled: reading records `UIColor.darkText` and stops the example: no value of its type can be made.
    open class var darkText: UIColor {
        get {
            ModelFindings.unmodelledStop("UIColor.darkText")
        }
    }

    /// UIKit: `class var groupTableViewBackground: UIColor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:152).
    /// Unmodelled: reading records `UIColor.groupTableViewBackground` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open class var groupTableViewBackground: UIColor {
        get {
            ModelFindings.unmodelledStop("UIColor.groupTableViewBackground")
        }
    }

    /// UIKit: `class var lightText: UIColor { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIInterface.swift:150).
    /// Unmodelled: reading records `UIColor.lightText` and stops the example: no value of its type can be made.
    open class var lightText: UIColor {
        get {
            ModelFindings.unmodelledStop("UIColor.lightText")
        }
    }

    /// UIKit: `func withProminence(_ prominence: UIColor.Prominence) -> UIColor` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicolor-withprominence(_:).md:16).
    /// Unmodelled: a call records `UIColor.withProminence(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 18.0)
    open func withProminence(_ prominence: UIColor.Prominence) -> UIColor {
        ModelAvailability.require("UIColor.withProminence(_:)", introduced: 18)
        ModelFindings.unmodelledStop("UIColor.withProminence(_:)")
    }
    // cellspec:generated:end
}
