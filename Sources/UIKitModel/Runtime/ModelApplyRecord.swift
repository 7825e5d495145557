import Foundation

/// What one diffable data source apply did, item by item: the change the diff made to it, and
/// whether it was selected before and after. The documentation site draws it under an example.
/// Model extension, not UIKit API.
///
/// The changes are those of ``ModelCollectionChanges`` (Apple: UICollectionView.performBatchUpdates(_:completion:));
/// an item the diff deletes and inserts again loses its cell and its selection (Apple:
/// UICollectionViewDiffableDataSource; WWDC 2021 "Make blazing fast lists and collection views").
public struct ModelApplyRecord: Codable, Equatable, Sendable {
    public struct Item: Codable, Equatable, Sendable {
        /// The item identifier, as `String(describing:)` prints it.
        public var id: String
        /// `section.item` before and after the apply; nil when the item was not there.
        public var before: String?
        public var after: String?
        /// `inserted`, `deleted`, `moved`, `reconfigured`, `reloaded`, `kept` or `reset` (reload data).
        public var change: String
        public var selectedBefore: Bool
        public var selectedAfter: Bool

        public init(id: String, before: String?, after: String?, change: String, selectedBefore: Bool, selectedAfter: Bool) {
            self.id = id
            self.before = before
            self.after = after
            self.change = change
            self.selectedBefore = selectedBefore
            self.selectedAfter = selectedAfter
        }
    }

    /// Whether the apply reset the collection view (`applySnapshotUsingReloadData`) instead of diffing.
    public var reloadedData: Bool
    public var items: [Item]
    /// Items beyond ``ModelPreviewRecorder/applyItemLimit`` that were left out.
    public var omittedItems: Int

    public init(reloadedData: Bool, items: [Item], omittedItems: Int) {
        self.reloadedData = reloadedData
        self.items = items
        self.omittedItems = omittedItems
    }
}

extension ModelPreviewRecorder {
    static let applyItemLimit = 40

    /// Called after a diffable data source applied `new` over `old`, with the changes it performed
    /// (nil for a reload) and the selection before the apply.
    static func snapshotApplied<Section: Hashable, Item: Hashable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>,
        changes: ModelCollectionChanges?, selectedBefore: [IndexPath], in view: some ModelItemListView
    ) {
        guard isRecording else { return }
        let selectedAfter = Set(view.modelSelected)
        let selectedBeforeSet = Set(selectedBefore)
        func positions(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> [Item: IndexPath] {
            var result: [Item: IndexPath] = [:]
            for (s, section) in snapshot.sections.enumerated() {
                for (i, item) in section.items.enumerated() { result[item] = IndexPath(item: i, section: s) }
            }
            return result
        }
        let oldPositions = positions(old)
        let newPositions = positions(new)
        let ordered = new.sections.flatMap(\.items) + old.sections.flatMap(\.items).filter { newPositions[$0] == nil }
        var items: [ModelApplyRecord.Item] = []
        for item in ordered.prefix(applyItemLimit) {
            let before = oldPositions[item]
            let after = newPositions[item]
            let change: String
            if let changes {
                if before == nil {
                    change = "inserted"
                } else if after == nil {
                    change = "deleted"
                } else if changes.reloadedItems.contains(after!) {
                    change = "reloaded"
                } else if changes.reconfiguredItems.contains(after!) {
                    change = "reconfigured"
                } else if changes.movedItems.contains(where: { $0.from == before! }) {
                    change = "moved"
                } else if changes.insertedItems.contains(after!) || changes.insertedSections.contains(after!.section) {
                    // Deleted and inserted again: the diff saw a new item (e.g. an edited whole-struct identifier).
                    change = "inserted"
                } else {
                    change = "kept"
                }
            } else {
                change = "reset"
            }
            items.append(
                ModelApplyRecord.Item(
                    id: String(describing: item), before: before.map(label), after: after.map(label), change: change,
                    selectedBefore: before.map(selectedBeforeSet.contains) ?? false,
                    selectedAfter: after.map(selectedAfter.contains) ?? false))
        }
        let record = ModelApplyRecord(
            reloadedData: changes == nil, items: items, omittedItems: max(0, ordered.count - applyItemLimit))
        ModelEvents.appendRecord(ModelRecord(kind: "apply", apply: record))
    }

    private static func label(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}
