/// The configuration state of a cell: the view states plus editing, expansion, swiping,
/// reordering, drag and drop.
///
/// Apple: UICellConfigurationState — adds `isEditing`, `isExpanded`, `isSwiped`, `isReordering`,
/// `cellDragState`, `cellDropState` to the view states. There is no `isDragging` (seeds/001 §3).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Apple: UICellConfigurationState.isPinned (iOS 15).
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: UICellConfigurationDragState = .none
    public var cellDropState: UICellConfigurationDropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// Apple: UICellConfigurationDragState.
public enum UICellConfigurationDragState: Int, Sendable {
    case none = 0
    case lifting = 1
    case dragging = 2
}

/// Apple: UICellConfigurationDropState.
public enum UICellConfigurationDropState: Int, Sendable {
    case none = 0
    case notTargeted = 1
    case targeted = 2
}
