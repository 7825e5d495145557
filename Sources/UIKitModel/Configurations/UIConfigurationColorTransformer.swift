/// A function from a color to a color, applied by configurations to their colors.
///
/// Apple: UIConfigurationColorTransformer — `init(_:)`, `callAsFunction(_:)`, and the system
/// transformers `grayscale`, `preferredTint`, `monochromeTint`. The model compares transformers by
/// identity, so configurations stay Hashable.
public struct UIConfigurationColorTransformer: Sendable, Hashable {
    let identity: Int
    let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.identity = ModelSerial.next()
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Apple: UIConfigurationColorTransformer.grayscale.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let c = color.components(in: UITraitCollection(userInterfaceStyle: .light))
        let gray = 0.299 * c.0 + 0.587 * c.1 + 0.114 * c.2
        return UIColor(white: gray, alpha: c.3)
    }

    /// Apple: UIConfigurationColorTransformer.preferredTint — the tint color, keeping alpha.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// Apple: UIConfigurationColorTransformer.monochromeTint.
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .secondaryLabel }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
