/// A description of a content view's content and styling, applied to cells and other views.
///
/// Apple: UIContentConfiguration — `makeContentView()` (main actor) and `updated(for:)`, which
/// "returns a copy of the configuration updated for the specified state, by applying the
/// configuration's default values for that state to any properties that have not been customized".
/// Configurations are values: a cell copies the one it is given (seeds/001 §5).
public protocol UIContentConfiguration {
    /// Apple: UIContentConfiguration.makeContentView().
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// Apple: UIContentConfiguration.updated(for:).
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// `updated(for:)` through an existential. Model internals.
    func modelUpdated(for state: any UIConfigurationState) -> any UIContentConfiguration {
        updated(for: state)
    }
}
