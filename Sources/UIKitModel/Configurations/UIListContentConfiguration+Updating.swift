extension UIListContentConfiguration {
    /// Apple: UIListContentConfiguration.updated(for:) — a copy with the style's defaults for
    /// `state` applied to every property the app did not customize. From iOS 18, `cell()`,
    /// `subtitleCell()`, `valueCell()`, `header()` and `footer()` also adopt the style of the list
    /// they are in, read from `state.traitCollection.listEnvironment` (Apple:
    /// UIListContentConfiguration.cell(), "From iOS 18 onwards…"; WWDC24 "What's new in UIKit").
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let environment = ModelPlatform.iOSVersion >= 18 ? state.traitCollection.listEnvironment : .unspecified
        copy.modelApply(style.defaults(environment: environment, state: ModelInteractionState(state)))
        return copy
    }
}

/// The interaction states that change a configuration's default styling. Model internals.
struct ModelInteractionState: Hashable {
    var isSelected = false
    var isHighlighted = false
    var isDisabled = false
    var isFocused = false

    static let normal = ModelInteractionState()

    init() {}

    init(_ state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
            isDisabled = cell.isDisabled
            isFocused = cell.isFocused
        } else if let view = state as? UIViewConfigurationState {
            isSelected = view.isSelected
            isHighlighted = view.isHighlighted
            isDisabled = view.isDisabled
            isFocused = view.isFocused
        }
    }
}
