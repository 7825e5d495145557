import Foundation
import Testing

@testable import UIKitModel

@Suite struct InvalidUpdateTests {
    func snapshot() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["S", "T"])
        snapshot.appendItems(["a", "b", "c"], toSection: "S")
        return snapshot
    }

    @Test func movingAnItemOrSectionOntoItselfRaises() {
        var s = snapshot()
        let (_, findings) = ModelFindings.capture {
            s.moveItem("a", beforeItem: "a")
            s.moveItem("b", afterItem: "b")
            s.moveSection("S", beforeSection: "S")
            s.moveSection("T", afterSection: "T")
        }
        #expect(findings.ids == Array(repeating: "diffable.invalid-update", count: 4))
        #expect(
            findings.events.first?.message.lowercased().contains("destination for item move is the same as the source")
                == true)
        #expect(s.itemIdentifiers == ["a", "b", "c"] && s.sectionIdentifiers == ["S", "T"])
    }

    @Test func insertingRelativeToAnInsertedItemRaises() {
        var s = snapshot()
        let (_, findings) = ModelFindings.capture {
            s.insertItems(["x", "a"], beforeItem: "a")
            s.insertItems(["b"], afterItem: "b")
        }
        #expect(findings.ids == ["diffable.invalid-update", "diffable.invalid-update"])
        #expect(s.itemIdentifiers == ["a", "b", "c"])
    }

    @Test func repeatedIdentifiersInDeletesReloadsAndReconfiguresRaise() {
        var s = snapshot()
        let (_, findings) = ModelFindings.capture {
            s.deleteItems(["a", "a"])
            s.reloadItems(["b", "b"])
            s.reconfigureItems(["c", "c"])
            s.deleteSections(["T", "T"])
        }
        #expect(
            findings.ids == [
                "diffable.duplicate-item-identifiers", "diffable.duplicate-item-identifiers",
                "diffable.duplicate-item-identifiers", "diffable.duplicate-section-identifiers",
            ])
        #expect(s.itemIdentifiers == ["a", "b", "c"] && s.numberOfSections == 2)
    }

    @Test func validMovesStillWork() {
        var s = snapshot()
        let (_, findings) = ModelFindings.capture { s.moveItem("a", afterItem: "c") }
        #expect(findings.ids.isEmpty)
        #expect(s.itemIdentifiers == ["b", "c", "a"])
    }
}

@Suite struct SectionSnapshotIdentifierTests {
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        return snapshot
    }

    @Test func expandingOrCollapsingAnUnknownItemIsIgnored() {
        var snapshot = outline()
        let (_, findings) = ModelFindings.capture {
            snapshot.expand(["Nope", "Fruit"])
            snapshot.collapse(["Nope"])
        }
        #expect(findings.ids.isEmpty)
        #expect(snapshot.isExpanded("Fruit"))
    }

    @Test func queriesAndDeletesOfAnUnknownItemRaise() {
        var snapshot = outline()
        let (_, findings) = ModelFindings.capture {
            _ = snapshot.parent(of: "Nope")
            _ = snapshot.level(of: "Nope")
            _ = snapshot.isExpanded("Nope")
            _ = snapshot.isVisible("Nope")
            _ = snapshot.snapshot(of: "Nope")
            snapshot.delete(["Nope"])
        }
        #expect(findings.ids == Array(repeating: "diffable.unknown-identifier", count: 6))
        #expect(snapshot.items.count == 4)
    }

    @Test func replaceChildrenOf() {
        var snapshot = outline()
        snapshot.expand(["Fruit"])
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(["Cherry"])
        children.append(["Morello"], to: "Cherry")
        snapshot.replace(childrenOf: "Fruit", using: children)
        #expect(snapshot.items == ["Fruit", "Cherry", "Morello", "Vegetables"])
        #expect(snapshot.parent(of: "Cherry") == "Fruit")
        #expect(snapshot.level(of: "Morello") == 2)
        #expect(!snapshot.contains("Apple"))
    }

    @Test func insertingASectionSnapshot() {
        var snapshot = outline()
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Grains"])
        more.append(["Rice"], to: "Grains")
        snapshot.insert(more, before: "Vegetables")
        #expect(snapshot.items == ["Fruit", "Apple", "Pear", "Grains", "Rice", "Vegetables"])
        snapshot.insert(NSDiffableDataSourceSectionSnapshot<String>(), after: "Fruit")
        var leaf = NSDiffableDataSourceSectionSnapshot<String>()
        leaf.append(["Quince"])
        snapshot.insert(leaf, after: "Apple")
        #expect(snapshot.parent(of: "Quince") == "Fruit" && snapshot.level(of: "Quince") == 1)
        let (_, findings) = ModelFindings.capture { snapshot.insert(leaf, after: "Pear") }
        #expect(findings.ids == ["diffable.duplicate-item-identifiers"])
    }
}
