import Foundation

/// Records what each diffable data source apply did (``ModelApplyRecord``). Model extension.
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
                    id: String(describing: item), title: itemTitle(item, cell: after.flatMap { view.modelCells[$0] }),
                    before: before.map(label), after: after.map(label), change: change,
                    selectedBefore: before.map(selectedBeforeSet.contains) ?? false,
                    selectedAfter: after.map(selectedAfter.contains) ?? false))
        }
        let record = ModelApplyRecord(
            reloadedData: changes == nil, items: items, omittedItems: max(0, ordered.count - applyItemLimit))
        ModelChannelWriter.send(.apply(record))
        // Cells the apply reconfigured show their new content: record them as they are now.
        // In index-path order: a dictionary's order differs from one process to the next, and the
        // records of one release are compared with another's.
        for (_, cell) in view.modelCells.sorted(by: { $0.key < $1.key }) {
            if let hosting = cell as? any ModelConfigurationHosting { viewWasRead(hosting) }
        }
    }

    /// The item's title when it says more than its description: its `title`, `name` or `text`, or
    /// the text its cell shows (a cell not yet configured shows nothing, and gives none).
    private static func itemTitle(_ item: some Hashable, cell: (some UIView)?) -> String? {
        let name = title(of: item)
        if name != String(describing: item) { return name }
        guard let cell, let text = ModelDisplayed(contentOf: cell).text, text != name else { return nil }
        return text
    }

    private static func label(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}
