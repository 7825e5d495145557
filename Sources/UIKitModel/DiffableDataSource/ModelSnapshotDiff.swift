import Foundation

/// Computes the batch update between two snapshots: a Heckel-style O(n) diff. Model internals.
///
/// Apple: UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:) — "the
/// diffable data source computes the difference between the collection view's current state and
/// the new state in the snapshot, which is an O(n) operation". Identifiers are unique, so
/// Heckel's symbol table matches every common element in one pass of hash lookups (his passes 1–3);
/// what is left is choosing which matched elements count as moved. ``stableElements(old:new:)``
/// walks both orders once, and when they disagree marks as moved the element that travelled
/// farther, so moving one element out of place costs one move (his passes 4–5 extend runs of
/// neighbours in the same spirit). The result need not be minimal; it must be a valid batch
/// update, which the property test in `ModelSnapshotDiffTests` checks.
enum ModelSnapshotDiff {
    static func changes<S: Hashable, I: Hashable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> ModelCollectionChanges {
        var changes = ModelCollectionChanges()
        changes.oldSectionCount = old.sections.count
        changes.newSectionCount = new.sections.count

        // Sections: symbol table lookups, then stable order.
        let oldSections = old.sections.map(\.identifier)
        let newSections = new.sections.map(\.identifier)
        for (index, section) in oldSections.enumerated() where new.sectionPositions[section] == nil {
            changes.deletedSections.append(index)
        }
        for (index, section) in newSections.enumerated() where old.sectionPositions[section] == nil {
            changes.insertedSections.append(index)
        }
        let commonOld = oldSections.filter { new.sectionPositions[$0] != nil }
        let commonNew = newSections.filter { old.sectionPositions[$0] != nil }
        let stableSections = stableElements(old: commonOld, new: commonNew)
        for section in commonNew where !stableSections.contains(section) {
            changes.movedSections.append(
                .init(from: old.sectionPositions[section]!, to: new.sectionPositions[section]!))
        }

        // Items: an item keeps its cell when both its old and its new section survive.
        func survives(_ item: I) -> Bool {
            guard let from = old.itemSections[item], let to = new.itemSections[item] else { return false }
            return new.sectionPositions[from] != nil && old.sectionPositions[to] != nil
        }
        for (s, section) in old.sections.enumerated() where new.sectionPositions[section.identifier] != nil {
            for (i, item) in section.items.enumerated() where !survives(item) {
                changes.deletedItems.append(IndexPath(item: i, section: s))
            }
        }
        for (s, section) in new.sections.enumerated() where old.sectionPositions[section.identifier] != nil {
            let oldItems = old.sections[old.sectionPositions[section.identifier]!].items
            let stayingOld = oldItems.filter { survives($0) && new.itemSections[$0] == section.identifier }
            let stayingNew = section.items.filter { survives($0) && old.itemSections[$0] == section.identifier }
            let stable = stableElements(old: stayingOld, new: stayingNew)
            for (i, item) in section.items.enumerated() {
                let path = IndexPath(item: i, section: s)
                if !survives(item) {
                    changes.insertedItems.append(path)
                } else if old.itemSections[item] != section.identifier || !stable.contains(item) {
                    changes.movedItems.append(.init(from: old.modelIndexPath(of: item)!, to: path))
                }
            }
        }

        // Marks of the new snapshot, for items and sections that keep their cells.
        for item in new.reloadedItems where survives(item) {
            changes.reloadedItems.append(new.modelIndexPath(of: item)!)
        }
        for item in new.reconfiguredItems where survives(item) && !new.reloadedItems.contains(item) {
            changes.reconfiguredItems.append(new.modelIndexPath(of: item)!)
        }
        for section in new.reloadedSections where old.sectionPositions[section] != nil {
            changes.reloadedSections.append(new.sectionPositions[section]!)
        }
        return changes
    }

    /// The common elements that keep their relative order (not moved). `old` and `new` hold the
    /// same unique elements. One simultaneous walk: on a disagreement, the element displaced
    /// farther is marked moved and skipped in both orders; every step advances a cursor, so the
    /// walk is linear.
    static func stableElements<T: Hashable>(old: [T], new: [T]) -> Set<T> {
        var oldPosition: [T: Int] = [:]
        for (index, element) in old.enumerated() { oldPosition[element] = index }
        var newPosition: [T: Int] = [:]
        for (index, element) in new.enumerated() { newPosition[element] = index }
        var moved = Set<T>()
        var stable = Set<T>()
        var cursor = 0
        var index = 0
        while index < new.count {
            let element = new[index]
            if moved.contains(element) {
                index += 1
                continue
            }
            while cursor < old.count, moved.contains(old[cursor]) { cursor += 1 }
            guard cursor < old.count else { break }
            let candidate = old[cursor]
            if candidate == element {
                stable.insert(element)
                cursor += 1
                index += 1
                continue
            }
            let candidateTravel = newPosition[candidate]! - index
            let elementTravel = oldPosition[element]! - cursor
            if candidateTravel > elementTravel {
                moved.insert(candidate)
                cursor += 1
            } else {
                moved.insert(element)
                index += 1
            }
        }
        return stable
    }
}
