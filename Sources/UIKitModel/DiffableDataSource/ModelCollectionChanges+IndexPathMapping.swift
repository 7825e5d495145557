import Foundation

extension ModelCollectionChanges {
    /// Where each surviving old index path goes, for views with these counts before and after
    /// the update; nil when the update does not turn the old counts into the new ones (UIKit's
    /// "invalid update"). Also returns the changes with their section counts filled in. Model
    /// internals, for `ModelItemListView.modelMap(_:newCounts:invalid:)`.
    func modelIndexPathMapping(oldCounts: [Int], newCounts: [Int]) -> ([IndexPath: IndexPath], ModelCollectionChanges)?
    {
        var changes = self
        changes.oldSectionCount = oldCounts.count
        changes.newSectionCount = newCounts.count
        let tokens = oldCounts.enumerated().map { s, count in
            (0..<count).map { Optional(IndexPath(item: $0, section: s)) }
        }
        guard
            let mapped = changes.apply(
                to: tokens,
                insertedSection: { Array(repeating: nil, count: newCounts.indices.contains($0) ? newCounts[$0] : 0) },
                insertedItem: { _ in nil }),
            mapped.map(\.count) == newCounts
        else { return nil }
        var oldToNew: [IndexPath: IndexPath] = [:]
        for (s, items) in mapped.enumerated() {
            for (i, old) in items.enumerated() {
                if let old { oldToNew[old] = IndexPath(item: i, section: s) }
            }
        }
        return (oldToNew, changes)
    }
}
