import Foundation
import Testing

@testable import UIKitModel

@Suite struct ModelSnapshotDiffTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    static func make(_ sections: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func oneMovedItemIsOneMove() {
        let old = Self.make([(0, [1, 2, 3, 4, 5])])
        let forward = ModelSnapshotDiff.changes(from: old, to: Self.make([(0, [2, 3, 4, 5, 1])]))
        #expect(forward.movedItems == [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
        let backward = ModelSnapshotDiff.changes(from: old, to: Self.make([(0, [5, 1, 2, 3, 4])]))
        #expect(backward.movedItems.count == 1 && backward.insertedItems.isEmpty && backward.deletedItems.isEmpty)
    }

    @Test func insertsDeletesAndCrossSectionMoves() {
        let old = Self.make([(0, [1, 2]), (1, [3, 4])])
        let new = Self.make([(1, [4, 2, 5]), (0, [1])])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.deletedItems == [IndexPath(item: 0, section: 1)])
        #expect(changes.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(
            changes.movedItems.contains(.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0)))
        )
        #expect(changes.movedSections.count == 1)
    }

    @Test func itemsSwappedBetweenSectionsAreTwoMoves() {
        let old = Self.make([(0, [1, 2, 3]), (1, [4, 5])])
        let new = Self.make([(0, [1, 5]), (1, [4, 2])])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(changes.insertedItems.isEmpty)
        #expect(
            changes.movedItems == [
                .init(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 1, section: 0)),
                .init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1)),
            ])
        #expect(changes.movedSections.isEmpty && changes.insertedSections.isEmpty && changes.deletedSections.isEmpty)
    }

    @Test func aMovedSectionTakesItsItemsAlong() {
        let old = Self.make([(0, [1]), (1, [2]), (2, [3])])
        let new = Self.make([(2, [3]), (0, [1]), (1, [2])])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.movedSections == [.init(from: 2, to: 0)])
        #expect(changes.movedItems.isEmpty && changes.insertedItems.isEmpty && changes.deletedItems.isEmpty)
    }

    @Test func anItemMovingIntoAMovedSectionIsAMove() {
        let old = Self.make([(0, [1, 2]), (1, [3])])
        let new = Self.make([(1, [3, 2]), (0, [1])])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.movedSections.count == 1)
        #expect(changes.movedItems == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))])
        let applied = changes.apply(
            to: old.sections.map(\.items), insertedSection: { _ in [] }, insertedItem: { _ in -1 })
        #expect(applied == [[3, 2], [1]])
    }

    @Test func identicalSnapshotsHaveNoChanges() {
        let snapshot = Self.make([(0, [1, 2]), (1, [3])])
        #expect(ModelSnapshotDiff.changes(from: snapshot, to: snapshot).isEmpty)
    }

    @Test func itemsOfDeletedOrInsertedSectionsAreNotListed() {
        let old = Self.make([(0, [1, 2]), (1, [3])])
        let new = Self.make([(2, [1]), (1, [3])])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.deletedSections == [0] && changes.insertedSections == [0])
        #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty && changes.movedItems.isEmpty)
    }

    @Test func marksBecomeReloadsAndReconfigures() {
        let old = Self.make([(0, [1, 2, 3])])
        var new = Self.make([(0, [3, 2, 1, 4])])
        new.reconfigureItems([2])
        new.reloadItems([1, 4])
        let changes = ModelSnapshotDiff.changes(from: old, to: new)
        #expect(changes.reconfiguredItems == [IndexPath(item: 1, section: 0)])
        #expect(changes.reloadedItems == [IndexPath(item: 2, section: 0)])
    }

    /// Property: for random pairs of snapshots, applying the computed batch update to the old
    /// one, as a collection view would, yields the new one — items and section identifiers.
    @Test func applyingTheChangesYieldsTheNewSnapshot() {
        var generator = ModelSeededGenerator(seed: 0xC0FFEE)
        let iterations = 10_000
        var checked = 0
        for _ in 0..<iterations {
            let old = Self.random(using: &generator)
            let new =
                Bool.random(using: &generator) ? Self.random(using: &generator) : Self.mutated(old, using: &generator)
            let changes = ModelSnapshotDiff.changes(from: old, to: new)
            let items = changes.apply(
                to: old.sections.map(\.items),
                insertedSection: { new.sections[$0].items },
                insertedItem: { new.modelItem(at: $0)! })
            #expect(items == new.sections.map(\.items), "\(old.sections) → \(new.sections): \(changes)")

            var sectionsOnly = changes
            sectionsOnly.deletedItems = []
            sectionsOnly.insertedItems = []
            sectionsOnly.movedItems = []
            let sections = sectionsOnly.apply(
                to: old.sections.map { [$0.identifier] },
                insertedSection: { [new.sections[$0].identifier] },
                insertedItem: { _ in -1 })
            #expect(sections == new.sections.map { [$0.identifier] })

            // Surviving items are never deleted and re-inserted.
            let oldItems = Set(old.itemIdentifiers)
            for path in changes.insertedItems {
                let item = new.modelItem(at: path)!
                #expect(
                    !oldItems.contains(item) || old.sectionPositions[new.itemSections[item]!] == nil
                        || new.sectionPositions[old.itemSections[item]!] == nil)
            }
            checked += 1
        }
        #expect(checked == iterations)
    }

    static func random(using generator: inout ModelSeededGenerator) -> Snapshot {
        var snapshot = Snapshot()
        let sections = Array(0..<8).shuffled(using: &generator).prefix(Int.random(in: 0...5, using: &generator))
        var pool = Array(0..<40).shuffled(using: &generator)
        for section in sections {
            snapshot.appendSections([section])
            let count = min(pool.count, Int.random(in: 0...8, using: &generator))
            snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
            pool.removeFirst(count)
        }
        if let item = snapshot.itemIdentifiers.randomElement(using: &generator) { snapshot.reconfigureItems([item]) }
        return snapshot
    }

    /// A few random edits of `old`, so pairs share most of their identifiers.
    static func mutated(_ old: Snapshot, using generator: inout ModelSeededGenerator) -> Snapshot {
        var snapshot = old.modelWithoutMarks
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let items = snapshot.itemIdentifiers
            let sections = snapshot.sectionIdentifiers
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where items.count > 1:
                let a = items.randomElement(using: &generator)!, b = items.randomElement(using: &generator)!
                if a != b { snapshot.moveItem(a, afterItem: b) }
            case 1 where !items.isEmpty:
                snapshot.deleteItems([items.randomElement(using: &generator)!])
            case 2 where !sections.isEmpty:
                let fresh = (0..<60).filter { !items.contains($0) }.randomElement(using: &generator)!
                snapshot.appendItems([fresh], toSection: sections.randomElement(using: &generator)!)
            case 3 where sections.count > 1:
                let a = sections.randomElement(using: &generator)!, b = sections.randomElement(using: &generator)!
                if a != b { snapshot.moveSection(a, beforeSection: b) }
            case 4 where !sections.isEmpty:
                snapshot.deleteSections([sections.randomElement(using: &generator)!])
            case 5:
                if let fresh = (0..<10).filter({ !sections.contains($0) }).randomElement(using: &generator) {
                    if let anchor = sections.randomElement(using: &generator) {
                        snapshot.insertSections([fresh], afterSection: anchor)
                    } else {
                        snapshot.appendSections([fresh])
                    }
                }
            case 6 where !items.isEmpty:
                snapshot.reloadItems([items.randomElement(using: &generator)!])
            default:
                break
            }
        }
        return snapshot
    }
}
