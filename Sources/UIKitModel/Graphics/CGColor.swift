import Foundation

/// A Core Graphics color: fixed RGBA components, with no appearance of its own.
///
/// Apple: CGColor (Core Graphics) — `components`, `alpha`, `numberOfComponents`,
/// `copy(alpha:)`, `init(red:green:blue:alpha:)`, `init(gray:alpha:)`. Foundation on Linux lacks
/// it. A `CGColor` does not adapt to light and dark mode: Apple, UIColor.cgColor — a dynamic color
/// is resolved when the `CGColor` is made ("Supporting Dark Mode in your interface": "`CGColor`
/// … don't adapt automatically; resolve them"). The model resolves with the simulated screen's
/// traits (``ModelScreen``). Layers only store their colors.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Apple: CGColor.components (red, green, blue, alpha).
    public let components: [CGFloat]?
    /// The resolved UIColor this color was made from (model: kept so `UIColor(cgColor:)` round-trips).
    let modelColor: UIColor

    init(resolved color: UIColor) {
        self.modelColor = color
        let c = color.components(in: UITraitCollection(values: ModelScreen.traits))
        self.components = [c.0, c.1, c.2, c.3]
    }

    /// Apple: CGColor.init(red:green:blue:alpha:).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(resolved: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Apple: CGColor.init(gray:alpha:).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(resolved: UIColor(white: gray, alpha: alpha))
    }

    /// Apple: CGColor.alpha.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// Apple: CGColor.numberOfComponents.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Apple: CGColor.copy(alpha:).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components, c.count == 4 else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\(modelColor.modelName))" }
}

extension UIColor {
    /// Apple: UIColor.cgColor — "the Quartz color reference that corresponds to the color", resolved
    /// for the current traits (the simulated screen's in the model): it no longer adapts.
    public var cgColor: CGColor {
        let resolved = resolvedColor(with: UITraitCollection(values: ModelScreen.traits))
        let c = resolved.components(in: UITraitCollection(values: ModelScreen.traits))
        return CGColor(resolved: UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3))
    }

    /// Apple: UIColor.init(cgColor:).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Apple: UIColor.init(displayP3Red:green:blue:alpha:) (iOS 10). The model keeps the
    /// components as given and does not convert between color spaces: stored state.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }
}
