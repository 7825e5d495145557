/// The state a configuration is updated for: traits plus custom states.
///
/// Apple: UIConfigurationState — `init(traitCollection:)`, `traitCollection`, and a subscript for
/// custom states keyed by ``UIConfigurationStateCustomKey``.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
