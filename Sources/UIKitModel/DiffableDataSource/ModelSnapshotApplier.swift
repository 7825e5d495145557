import Foundation

/// The snapshot a diffable data source shows, and applying the next one to its view: what
/// `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource` do the same way.
/// Model internals.
///
/// An apply is admitted by ``ModelApplyGuard`` (the threading rule), keeps the snapshot without
/// its one-shot marks, and then either reloads the view or performs the diff
/// (``ModelSnapshotDiff``) as one update of the view (`ModelItemListView.modelPerform`). A class,
/// so the view can read `current` through the data source while an apply is running.
@MainActor
final class ModelSnapshotApplier<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot last applied (without reload or reconfigure marks).
    private(set) var current = Snapshot()
    /// The update the last apply performed; nil after a reload.
    private(set) var lastChanges: ModelCollectionChanges?
    private var applyGuard = ModelApplyGuard()

    nonisolated init() {}

    /// Whether `apply(_:animatingDifferences:completion:)` reloads instead of diffing: only
    /// without animation before iOS 15 (Apple's iOS 15 release notes: applying without animation
    /// now diffs; seeds/003).
    func reloads(animatingDifferences: Bool) -> Bool {
        ModelPlatform.iOSVersion < 15 && !animatingDifferences
    }

    /// Applies `snapshot` to `view`: by `reloadData()` when `reload`, else as the diff from the
    /// current snapshot. `accepted` runs with the previous snapshot once the apply is admitted
    /// and `current` is the new one, before the view is updated.
    func apply<View: ModelItemListView>(
        _ snapshot: Snapshot, reload: Bool, to view: View?, accepted: (_ old: Snapshot) -> Void = { _ in }
    ) {
        guard applyGuard.begin() else { return }
        defer { applyGuard.end() }
        let old = current
        current = snapshot.modelWithoutMarks
        accepted(old)
        guard let view else { return }
        let selectedBefore = view.modelSelected
        defer {
            ModelPreviewRecorder.snapshotApplied(
                from: old, to: current, changes: lastChanges, selectedBefore: selectedBefore, in: view)
        }
        if reload {
            lastChanges = nil
            view.reloadData()
            return
        }
        let changes = ModelSnapshotDiff.changes(from: old, to: snapshot)
        lastChanges = changes
        view.modelPerform(changes, newCounts: current.sections.map(\.items.count))
    }

    /// Takes `snapshot` as the current state without updating the view, which already shows it
    /// (a row the user moved).
    func replaceCurrent(with snapshot: Snapshot) {
        current = snapshot.modelWithoutMarks
    }
}
