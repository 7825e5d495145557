/// The interaction states of a cell that only the collection or table view sets in UIKit
/// (swipe, drag, drop, reordering, editing, expansion, focus, disabled). Model extension, not
/// UIKit API: examples' hidden lines set them through `cell.modelInteraction` to simulate the
/// user. Changing one requests a configuration update, as UIKit does when state changes
/// (Apple: UICollectionViewCell.setNeedsUpdateConfiguration()).
public struct ModelCellInteraction: Hashable, Sendable {
    public var isDisabled = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: UICellConfigurationDragState = .none
    public var cellDropState: UICellConfigurationDropState = .none

    public init() {}

    func apply(to state: inout UICellConfigurationState) {
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        state.isPinned = isPinned
        state.isEditing = state.isEditing || isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
    }
}
