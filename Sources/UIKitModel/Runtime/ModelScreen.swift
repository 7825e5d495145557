/// The simulated device screen: the traits every view hierarchy starts from. Model extension,
/// not UIKit API.
///
/// Defaults to an iPhone in light mode at the Large content size, compact width.
public enum ModelScreen {
    /// The simulated screen's bounds in points, portrait: an iPhone's 390 × 844 (``UIScreen/bounds``).
    public static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    nonisolated(unsafe) static var traits: UITraitCollection.Values = {
        var v = UITraitCollection.Values()
        v.userInterfaceStyle = .light
        v.horizontalSizeClass = .compact
        v.verticalSizeClass = .regular
        v.preferredContentSizeCategory = .large
        v.userInterfaceIdiom = .phone
        v.displayScale = 3
        return v
    }()
}
