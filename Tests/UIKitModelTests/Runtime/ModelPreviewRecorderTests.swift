import Testing

@testable import UIKitModel

/// The states a preview is labelled with come from the configuration state of the update pass.
@MainActor @Suite struct ModelPreviewRecorderTests {
    @Test func theNormalStateHasNoNamesAndCombinedStatesKeepUIKitsOrder() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        #expect(ModelPreviewRecorder.stateNames(state) == [])
        state.isSelected = true
        state.isHighlighted = true
        state.cellDragState = .lifting
        #expect(ModelPreviewRecorder.stateNames(state) == ["highlighted", "selected", "lifting"])
    }

    @Test func aHeaderViewsStateIsAViewState() {
        var state = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        state.isPinned = true
        state.isDisabled = true
        #expect(ModelPreviewRecorder.stateNames(state) == ["disabled", "pinned"])
    }
}
