import Foundation
import Testing

@testable import UIKitModel

@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func appendsAndQueries() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3])
        #expect(snapshot.numberOfItems(inSection: "a") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfItem(9) == nil)
    }

    @Test func insertsMovesAndDeletes() {
        var snapshot = Snapshot()
        snapshot.appendSections(["b"])
        snapshot.insertSections(["a"], beforeSection: "b")
        snapshot.insertSections(["c"], afterSection: "b")
        snapshot.appendItems([1, 4], toSection: "a")
        snapshot.insertItems([2], beforeItem: 4)
        snapshot.insertItems([3], afterItem: 2)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        snapshot.moveItem(1, afterItem: 4)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 4, 1])
        snapshot.appendItems([5], toSection: "c")
        snapshot.moveItem(5, beforeItem: 2)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        snapshot.moveSection("c", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        snapshot.deleteItems([3, 99])
        #expect(snapshot.itemIdentifiers == [5, 2, 4, 1])
        snapshot.deleteSections(["a"])
        #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifier(containingItem: 2) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func reloadAndReconfigureMarks() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 3])
        snapshot.reconfigureItems([2])
        snapshot.reloadItems([3])
        snapshot.reloadSections(["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        snapshot.deleteItems([2])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func duplicateItemsFaultWithUIKitsMessage() {
        let (snapshot, findings) = ModelFindings.capture { () -> Snapshot in
            var snapshot = Snapshot()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 1, 2, 3])
            return snapshot
        }
        #expect(findings.ids == ["diffable.duplicate-item-identifiers"])
        #expect(findings.events.first?.kind == .fault)
        #expect(
            findings.events.first?.message
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1, 2)}")
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func duplicateSectionsFault() {
        let (_, findings) = ModelFindings.capture {
            var snapshot = Snapshot()
            snapshot.appendSections(["a", "a"])
            snapshot.appendSections(["b"])
            snapshot.appendSections(["b"])
        }
        #expect(findings.ids == ["diffable.duplicate-section-identifiers", "diffable.duplicate-section-identifiers"])
        #expect(
            findings.events[0].message.hasPrefix(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"a\")}"))
    }

    @Test func placeholderEnumCaseRepeatedIsADuplicate() {
        enum CellItem: Hashable, Sendable { case loading, content(Int) }
        let (_, findings) = ModelFindings.capture {
            var snapshot = NSDiffableDataSourceSnapshot<Int, CellItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(repeating: .loading, count: 5))
        }
        #expect(findings.ids == ["diffable.duplicate-item-identifiers"])
    }

    @Test func appendingAnExistingItemMovesItWithAWarning() {
        let (snapshot, findings) = ModelFindings.capture { () -> Snapshot in
            var snapshot = Snapshot()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1, 2], toSection: "a")
            snapshot.appendItems([1], toSection: "b")
            return snapshot
        }
        #expect(findings.ids == ["diffable.item-identifier-already-exists"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1])
    }

    @Test func appendingWithoutSectionsFaults() {
        let (_, findings) = ModelFindings.capture {
            var snapshot = Snapshot()
            snapshot.appendItems([1])
        }
        #expect(findings.ids == ["diffable.no-sections"])
    }

    @Test func unknownAnchorsFault() {
        let (_, findings) = ModelFindings.capture {
            var snapshot = Snapshot()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1], toSection: "zzz")
            snapshot.insertItems([2], beforeItem: 42)
            snapshot.reconfigureItems([42])
        }
        #expect(findings.ids == Array(repeating: "diffable.unknown-identifier", count: 3))
    }

    /// Equal by `id`, hashed by `title`: breaks Hashable's contract (seeds/003 §1).
    struct TitleHashedItem: Hashable, Sendable {
        let id: Int
        var title: String
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }

    @Test func hashAndEqualityThatDisagreeFault() {
        typealias Item = TitleHashedItem
        let (_, findings) = ModelFindings.capture {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
            snapshot.appendSections([0])
            snapshot.appendItems([Item(id: 1, title: "A"), Item(id: 1, title: "B")])
        }
        #expect(findings.ids == ["diffable.inconsistent-hashable"])
    }

    /// The lookup by hash after a field only `hash(into:)` reads changed either misses the item
    /// or finds it in a shared bucket; both are reported, so the fault does not depend on buckets.
    @Test func editedItemWhoseHashChangedIsFoundOutOnLookup() {
        typealias Item = TitleHashedItem
        for round in 0..<50 {
            let (_, findings) = ModelFindings.capture {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
                snapshot.appendSections([0])
                snapshot.appendItems([Item(id: 1, title: "A\(round)"), Item(id: 2, title: "B")])
                snapshot.reconfigureItems([Item(id: 1, title: "edited \(round)")])
                snapshot.deleteItems([Item(id: 2, title: "edited")])
            }
            #expect(findings.ids == ["diffable.inconsistent-hashable", "diffable.inconsistent-hashable"])
        }
    }

    @Test func insertingExistingSectionsOrRepeatedItemsFaults() {
        let (snapshot, findings) = ModelFindings.capture { () -> Snapshot in
            var snapshot = Snapshot()
            snapshot.appendSections(["a"])
            snapshot.insertSections(["a"], beforeSection: "a")
            snapshot.appendItems([1])
            snapshot.insertItems([2, 2], afterItem: 1)
            return snapshot
        }
        #expect(findings.ids == ["diffable.duplicate-section-identifiers", "diffable.duplicate-item-identifiers"])
        #expect(snapshot.sectionIdentifiers == ["a"] && snapshot.itemIdentifiers == [1])
    }

    @Test func stableIdentityHashingIsFine() {
        struct Item: Hashable, Sendable {
            let id: Int
            var title: String
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
        }
        let (_, findings) = ModelFindings.capture {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
            snapshot.appendSections([0])
            snapshot.appendItems([Item(id: 1, title: "A"), Item(id: 2, title: "A")])
        }
        #expect(findings.events.isEmpty)
    }
}
