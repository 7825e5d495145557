import Testing

@testable import UIKitModel

@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        snapshot.append(["Leek"], to: "Vegetables")
        return snapshot
    }

    @Test func structure() {
        let snapshot = outline()
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.level(of: "Gala") == 2)
        #expect(snapshot.parent(of: "Pear") == "Fruit")
        #expect(snapshot.index(of: "Vegetables") == 4)
    }

    @Test func visibleItemsFollowExpansion() {
        var snapshot = outline()
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        snapshot.expand(["Apple"])
        #expect(snapshot.isVisible("Gala"))
        snapshot.collapse(["Fruit"])
        #expect(!snapshot.isVisible("Gala") && snapshot.isExpanded("Apple"))
    }

    @Test func insertDeleteAndSubtree() {
        var snapshot = outline()
        snapshot.insert(["Cherry"], after: "Apple")
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Cherry", "Pear", "Vegetables", "Leek"])
        snapshot.delete(["Apple"])
        #expect(!snapshot.contains("Gala"))
        let fruit = snapshot.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Cherry", "Pear"])
    }

    @Test func duplicatesFault() {
        let (_, findings) = ModelFindings.capture {
            var snapshot = outline()
            snapshot.append(["Apple"], to: "Vegetables")
        }
        #expect(findings.ids == ["diffable.duplicate-item-identifiers"])
    }
}
