import Foundation

/// Records a ``ModelPreview`` after each configuration update pass of a view that shows something,
/// and sends it to the runner's channel (``ModelChannelWriter``). Only when the runner opened the
/// channel: unit tests and runs by hand record nothing. A view's record that repeats its previous one is skipped, and the
/// number of views and records is bounded so a large collection view cannot flood the channel.
@MainActor
enum ModelPreviewRecorder {
    static let viewLimit = 12
    static let recordsPerViewLimit = 12

    private static var numbers: [ObjectIdentifier: Int] = [:]
    private static var lastRecord: [ObjectIdentifier: ModelPreview] = [:]
    private static var recordCounts: [ObjectIdentifier: Int] = [:]
    /// For each view recorded so far, by its number: records it again as it is now, if it is still alive.
    private static var rereaders: [Int: @MainActor () -> Void] = [:]
    static var isRecording: Bool { ModelChannelWriter.isOpen }

    /// The name of a view recorded so far (`UICollectionViewListCell 3`), as its records and layouts name it.
    static func name(of view: UIView) -> String? {
        numbers[ObjectIdentifier(view)].map { "\(type(of: view)) \($0)" }
    }

    /// The recorded view whose `displayed` was read last: what a hidden check reading it concerns.
    private(set) static var lastSubject: String?

    /// A view, or a view inside one (a content view), was read: the recorded view it belongs to.
    static func noteSubject(_ view: UIView) {
        guard isRecording, !isBusy else { return }
        var current: UIView? = view
        while let candidate = current {
            if let name = name(of: candidate) {
                lastSubject = name
                return
            }
            current = candidate.superview
        }
    }

    static func resetSubject() { lastSubject = nil }

    /// Called at the end of an update pass with the state the pass was for.
    /// A view that asked for another pass is recorded after that one.
    static func viewDidUpdate<View: ModelConfigurationHosting>(_ view: View, state: View.State) {
        guard isRecording, !view.modelNeedsUpdatePass else { return }
        record(view, state: state, newViews: true)
    }

    /// Called when a view is asked for what it shows (its `displayed`, a layout) and has no update
    /// pending: what changed outside an update pass since its last record — a content configuration
    /// set by a reconfigure, accessories, its place after an apply — is recorded, so the last record
    /// of a view is what it shows last. Only views recorded before: a new view is recorded at its
    /// first update pass.
    static func viewWasRead<View: ModelConfigurationHosting>(_ view: View) {
        guard isRecording, !view.modelNeedsUpdatePass, numbers[ObjectIdentifier(view)] != nil else { return }
        record(view, state: view.modelCurrentState, newViews: false)
    }

    /// Called after the example's last statement, while its local views are still alive. First
    /// the pending configuration updates run, as they would before the next frame once the code
    /// returned to the run loop (Apple: UIView.setNeedsUpdateConfiguration() — the update happens
    /// at the next update pass, not at once), then every view recorded before is recorded again as
    /// it is now, in the order the views were first recorded: what changed after a view's last
    /// update or read — editing turned on, which swaps the accessories a list cell shows (Apple:
    /// UICellAccessory.DisplayedState) — is what its last record draws. A view already gone is not
    /// recorded; a view never recorded (it showed nothing) is not recorded now either.
    static func exampleEnds() {
        guard isRecording else { return }
        isEnding = true
        defer { isEnding = false }
        ModelRunLoop.run()
        for number in rereaders.keys.sorted() { rereaders[number]?() }
        ModelLayoutRecorder.recordChanged()
    }

    /// Whether the example's statements have ended (``exampleEnds()``): records are marked as made after it.
    private static var isEnding = false

    /// Whether a record is being made: reading a view to record it must not record it again.
    private static var isBusy = false

    private static func record<View: ModelConfigurationHosting>(_ view: View, state: View.State, newViews: Bool) {
        guard !isBusy else { return }
        isBusy = true
        defer { isBusy = false }
        let shown = view.displayed
        guard shown.text != nil || shown.imageName != nil || shown.backgroundColor != nil else { return }
        let key = ObjectIdentifier(view)
        if numbers[key] == nil {
            guard newViews, numbers.count < viewLimit else { return }
            numbers[key] = numbers.count + 1
            rereaders[numbers[key]!] = { [weak view] in if let view { viewWasRead(view) } }
        }
        guard recordCounts[key, default: 0] < recordsPerViewLimit else { return }
        var preview = ModelPreview(
            view: "\(type(of: view)) \(numbers[key]!)", state: stateNames(state),
            text: shown.text, secondaryText: shown.secondaryText, imageName: shown.imageName,
            textColor: shown.textColor.map(color), secondaryTextColor: shown.secondaryTextColor.map(color),
            imageTintColor: shown.imageTintColor.map(color), backgroundColor: shown.backgroundColor.map(color),
            font: shown.font.map(font), secondaryFont: shown.secondaryFont.map(font))
        addDetails(of: view, to: &preview)
        guard lastRecord[key] != preview else { return }
        lastRecord[key] = preview
        recordCounts[key, default: 0] += 1
        // Marked after the comparison: a view that ends as its last record drew it is not recorded again.
        if isEnding { preview.isAfterExample = true }
        ModelChannelWriter.send(.preview(preview))
    }

    /// The names of the states that are on, in the order UIKit's documentation lists them.
    static func stateNames(_ state: some UIConfigurationState) -> [String] {
        var names: [String] = []
        if let cell = state as? UICellConfigurationState {
            let flags = [
                ("disabled", cell.isDisabled), ("highlighted", cell.isHighlighted), ("selected", cell.isSelected),
                ("focused", cell.isFocused), ("pinned", cell.isPinned), ("editing", cell.isEditing),
                ("expanded", cell.isExpanded), ("swiped", cell.isSwiped), ("reordering", cell.isReordering),
            ]
            names = flags.filter(\.1).map(\.0)
            // Apple: UICellConfigurationDragState — `.lifting` (the lift before a drag) is not `.dragging`.
            if cell.cellDragState != .none { names.append("\(cell.cellDragState)") }
            if cell.cellDropState != .none { names.append("drop target") }
        } else if let view = state as? UIViewConfigurationState {
            let flags = [
                ("disabled", view.isDisabled), ("highlighted", view.isHighlighted), ("selected", view.isSelected),
                ("focused", view.isFocused), ("pinned", view.isPinned),
            ]
            names = flags.filter(\.1).map(\.0)
        }
        return names
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// A color as `#rrggbbaa` in light and dark mode. The digits are spelled here, not with
    /// `String(format:)`, whose first use in each run's process was one of the larger first-use
    /// costs in a profile of forked runs.
    static func color(_ color: UIColor) -> ModelPreview.Color {
        func hex(_ style: UIUserInterfaceStyle) -> String {
            let (r, g, b, a) = color.components(in: UITraitCollection(userInterfaceStyle: style))
            let bytes = [r, g, b, a].map { Int((min(max($0, 0), 1) * 255).rounded()) }
            return "#" + String(bytes.flatMap { [hexDigits[$0 >> 4], hexDigits[$0 & 0xF]] })
        }
        return ModelPreview.Color(name: color.modelName, light: hex(.light), dark: hex(.dark))
    }

    private static func font(_ font: UIFont) -> ModelPreview.Font {
        ModelPreview.Font(
            name: font.modelName, pointSize: Double(font.pointSize), weight: font.weight.modelName,
            italic: font.isItalic)
    }
}
