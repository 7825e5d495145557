/// The configuration state of a view: traits plus the common interaction states.
///
/// Apple: UIViewConfigurationState — `traitCollection`, `isDisabled`, `isHighlighted`,
/// `isSelected`, `isFocused`, `isPinned` (iOS 15), custom states by key.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Apple: UIViewConfigurationState.isPinned (iOS 15) — a pinned section header.
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
