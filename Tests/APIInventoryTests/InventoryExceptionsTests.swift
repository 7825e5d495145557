import APIInventory
import Testing

/// The exception list is data with a reason per line; a malformed line is an error at its line;
/// the judgement reports entries without an exception and exceptions that no longer hold.
@Suite struct InventoryExceptionsTests {
    @Test func aMalformedLineIsAnErrorAtItsLine() {
        #expect(
            throws: InventoryError.malformed(
                file: "exceptions.tsv", line: 2, reason: "unknown category 'gone' (one of missing, objc-only, differs)")
        ) {
            try InventoryExceptions(text: "# comment\nUIView.x\tgone\twhy\n", file: "exceptions.tsv")
        }
        #expect(throws: InventoryError.self) { try InventoryExceptions(text: "UIView.x\tmissing\t \n", file: "e") }
        #expect(throws: InventoryError.self) { try InventoryExceptions(text: "UIView.x\tmissing\n", file: "e") }
        #expect(throws: InventoryError.self) {
            try InventoryExceptions(text: "UIView.x\tmissing\ta\nUIView.x\tmissing\tb\n", file: "e")
        }
    }

    @Test func theJudgementNamesUnexceptedAndStaleEntries() throws {
        let status = try SignatureComparisonTests.compare()
        #expect(status["UIThing.init(frame: CGRect)"] == .missing)
        let entries = InventoryBuilder.entries(files: [("test", "UIThing.swift", SignatureComparisonTests.interface)])
        let surface = ModelSurface(
            files: [("UIThing.swift", SignatureComparisonTests.model)],
            inventoryTypes: Set(entries.filter(\.signature.isType).map(\.id)))
        let comparison = SignatureComparison(inventory: entries, model: surface)

        let written = InventoryExceptions.text(for: comparison, keeping: nil)
        let complete = try InventoryExceptions(text: written, file: "written")
        let clean = complete.judge(comparison)
        #expect(clean.unexpected.isEmpty && clean.stale.isEmpty, "the written list makes the comparison pass")
        #expect(complete.exceptions["UIThing.init(coder: NSCoder)"]?.category == .objcOnly)
        #expect(complete.exceptions["UIThing.init(frame: CGRect)"]?.category == .missing)
        #expect(complete.exceptions["UIThing.count"]?.reason == "UIKit's is settable")

        let partial = try InventoryExceptions(
            text: "UIThing.old()\tmissing\twas missing once\nUIThing.gone()\tmissing\tnot in UIKit\n", file: "partial")
        let verdict = partial.judge(comparison)
        #expect(verdict.unexpected.contains { $0.hasPrefix("UIThing.init(frame: CGRect): missing from the model") })
        #expect(verdict.stale.contains { $0.hasPrefix("UIThing.old(): declared as UIKit does now") })
        #expect(verdict.stale.contains { $0.hasPrefix("UIThing.gone(): excepted at line 2 but not in the inventory") })
    }
}

/// The isolation table names only sources and headers the sources file lists.
@Suite struct IsolationFactsTests {
    static let sources = InventoryBuilder.Sources(sources: [
        InventoryBuilder.Source(
            id: "h", repository: "r", commit: "c", retrieved: "d", description: "", files: ["A.h"], role: "isolation")
    ])

    @Test func aFactNeedsAListedSourceAndHeader() throws {
        let facts = try IsolationFacts(
            text: "# c\nUIA\t@MainActor @preconcurrency\th\tA.h\n", file: "i", sources: Self.sources)
        #expect(facts.facts["UIA"] == .init(isolation: "@MainActor @preconcurrency", source: "h", path: "A.h", line: 2))
        #expect(throws: InventoryError.malformed(file: "i", line: 1, reason: "source 'h' lists no file 'B.h'")) {
            try IsolationFacts(text: "UIA\t@MainActor\th\tB.h\n", file: "i", sources: Self.sources)
        }
        #expect(throws: InventoryError.malformed(file: "i", line: 1, reason: "no source 'x' in the sources file")) {
            try IsolationFacts(text: "UIA\t@MainActor\tx\tA.h\n", file: "i", sources: Self.sources)
        }
        #expect(throws: InventoryError.malformed(file: "i", line: 1, reason: "unknown isolation '@UIActor'")) {
            try IsolationFacts(text: "UIA\t@UIActor\th\tA.h\n", file: "i", sources: Self.sources)
        }
    }
}
