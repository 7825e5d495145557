import Foundation

/// The batch update that turns one snapshot's collection or table view into another's: what a
/// diffable data source hands to `performBatchUpdates(_:completion:)`. Model extension, not
/// UIKit API — read it through `UICollectionViewDiffableDataSource.modelLastChanges` to see
/// what an apply did (e.g. that editing a whole-struct identifier is a delete plus an insert).
///
/// Conventions are UIKit's batch-update ones (Apple: UICollectionView.performBatchUpdates(_:completion:)
/// — "deletes are processed before inserts", deletions use index paths before the update,
/// insertions after it): deleted sections and items use old indices, inserted ones new
/// indices, moves go from an old to a new position. Items of deleted or inserted sections are
/// not listed (they go with their section); an item is never moved out of a deleted section or
/// into an inserted one (that is a delete plus an insert). Reloads and reconfigures are listed
/// at their new positions, for items that keep their cell.
public struct ModelCollectionChanges: Equatable, Sendable {
    /// A move from a position before the update to one after it.
    public struct Move<Index: Equatable & Sendable>: Equatable, Sendable {
        public var from: Index
        public var to: Index
    }

    public internal(set) var oldSectionCount = 0
    public internal(set) var newSectionCount = 0
    public internal(set) var deletedSections: [Int] = []
    public internal(set) var insertedSections: [Int] = []
    public internal(set) var movedSections: [Move<Int>] = []
    /// Sections whose every item is dequeued anew (new indices).
    public internal(set) var reloadedSections: [Int] = []
    public internal(set) var deletedItems: [IndexPath] = []
    public internal(set) var insertedItems: [IndexPath] = []
    public internal(set) var movedItems: [Move<IndexPath>] = []
    /// Items whose cell is dequeued anew (new index paths).
    public internal(set) var reloadedItems: [IndexPath] = []
    /// Items whose existing cell the provider configures again (new index paths).
    public internal(set) var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changes.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// Applies the structural changes to `old` (one array per section), as a collection view
    /// applies a batch update: the values of inserted sections and items come from the
    /// closures, moved ones travel. Returns nil when the changes do not fit `old`.
    func apply<T>(
        to old: [[T]], insertedSection: (Int) -> [T], insertedItem: (IndexPath) -> T
    ) -> [[T]]? {
        guard old.count == oldSectionCount else { return nil }
        let deletedSectionSet = Set(deletedSections)
        let movedFrom = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        let removedItems = Set(deletedItems).union(movedItems.map(\.from))
        var carried: [IndexPath: T] = [:]
        var stripped: [[T]] = []
        for (s, items) in old.enumerated() {
            var kept: [T] = []
            for (i, value) in items.enumerated() {
                let path = IndexPath(item: i, section: s)
                if removedItems.contains(path) {
                    guard !deletedSectionSet.contains(s) else { return nil }
                    carried[path] = value
                } else {
                    kept.append(value)
                }
            }
            stripped.append(kept)
        }
        guard removedItems.allSatisfy({ $0.section < old.count && $0.item < old[$0.section].count }) else { return nil }

        var placed = [[T]?](repeating: nil, count: newSectionCount)
        for index in insertedSections {
            guard placed.indices.contains(index), placed[index] == nil else { return nil }
            placed[index] = insertedSection(index)
        }
        let insertedSectionSet = Set(insertedSections)
        for move in movedSections {
            guard placed.indices.contains(move.to), placed[move.to] == nil, stripped.indices.contains(move.from) else {
                return nil
            }
            placed[move.to] = stripped[move.from]
        }
        var slot = 0
        for (s, items) in stripped.enumerated() where !deletedSectionSet.contains(s) && movedFrom[s] == nil {
            while slot < placed.count, placed[slot] != nil { slot += 1 }
            guard slot < placed.count else { return nil }
            placed[slot] = items
        }
        guard placed.allSatisfy({ $0 != nil }) else { return nil }
        var result = placed.map { $0! }

        var arrivals: [(path: IndexPath, moved: T?)] = insertedItems.map { ($0, nil) }
        for move in movedItems {
            guard let value = carried[move.from] else { return nil }
            arrivals.append((move.to, value))
        }
        arrivals.sort { ($0.path.section, $0.path.item) < ($1.path.section, $1.path.item) }
        for (path, arrival) in arrivals {
            let (s, i) = (path.section, path.item)
            guard result.indices.contains(s), !insertedSectionSet.contains(s), i <= result[s].count else { return nil }
            result[s].insert(arrival ?? insertedItem(path), at: i)
        }
        return result
    }
}
