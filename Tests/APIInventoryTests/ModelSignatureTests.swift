import APIInventory
import Foundation
import Testing

/// The model declares UIKit's declarations as UIKit does (Inventory/UIKit.jsonl), except the
/// entries Inventory/exceptions.tsv names with their reasons; prints coverage per type.
@Suite struct ModelSignatureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theModelDeclaresTheInventoryAsUIKitDoesOrSaysWhyNot() throws {
        let inventory = try InventoryBuilder.read(jsonLines: Self.root.appendingPathComponent("Inventory/UIKit.jsonl"))
        #expect(inventory.count > 1000, "the inventory lost its entries")
        let surface = try ModelSurface(
            directory: Self.root.appendingPathComponent("Sources/UIKitModel"),
            inventoryTypes: Set(inventory.filter(\.signature.isType).map(\.id)))
        let comparison = SignatureComparison(inventory: inventory, model: surface)
        let exceptions = try InventoryExceptions(
            contentsOf: Self.root.appendingPathComponent("Inventory/exceptions.tsv"))
        let verdict = exceptions.judge(comparison)
        print(comparison.coverageTable)
        print(
            "exceptions: "
                + InventoryExceptions.Category.allCases.map { "\(verdict.counts[$0] ?? 0) \($0.rawValue)" }.joined(
                    separator: ", "))
        #expect(
            verdict.unexpected.isEmpty,
            "\(verdict.unexpected.count) inventory entries are missing or declared differently without an exception in Inventory/exceptions.tsv (fix the model, or add the line with its reason; `swift run cellspec inventory coverage --write-exceptions` writes them):\n\(verdict.unexpected.prefix(60).joined(separator: "\n"))"
        )
        #expect(
            verdict.stale.isEmpty,
            "\(verdict.stale.count) exceptions no longer hold (remove or recategorise them):\n\(verdict.stale.prefix(60).joined(separator: "\n"))"
        )
    }

    @Test func everyInventoryEntrySaysWhereItCameFrom() throws {
        let inventory = try InventoryBuilder.read(jsonLines: Self.root.appendingPathComponent("Inventory/UIKit.jsonl"))
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Inventory/sources.json"))
        let sources = try JSONDecoder().decode(InventoryBuilder.Sources.self, from: data)
        let known = Dictionary(uniqueKeysWithValues: sources.sources.map { ($0.id, Set($0.files)) })
        // A documentation source lists folders; its entries name a page in one of them.
        let folders = Dictionary(
            uniqueKeysWithValues: sources.sources.filter { $0.role == "documentation" }.map { ($0.id, Set($0.files)) })
        func isListed(_ location: InventoryEntry.SourceLocation) -> Bool {
            if known[location.source]?.contains(location.path) == true { return true }
            guard let slash = location.path.lastIndex(of: "/"), location.path.hasSuffix(".md") else { return false }
            return folders[location.source]?.contains(String(location.path[..<slash])) == true
        }
        for entry in inventory {
            #expect(isListed(entry.source), "\(entry.id): unknown source \(entry.source)")
            #expect(entry.source.line > 0)
            if let isolation = entry.isolationSource {
                #expect(isListed(isolation), "\(entry.id): unknown source \(isolation)")
            }
        }
        #expect(Set(inventory.map(\.id)).count == inventory.count, "ids are unique")
    }
}
