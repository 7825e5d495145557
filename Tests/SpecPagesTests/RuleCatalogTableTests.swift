import Foundation
import Testing

@testable import SpecPages

/// `Spec/README.md` lists exactly the catalog's ids. `RECORD_SNAPSHOTS=1` writes the list anew.
@Suite struct RuleCatalogTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Spec/README.md")

    @Test func theSpecReadmeListsEveryIdOfTheCatalog() throws {
        let page = try String(contentsOf: Self.readme, encoding: .utf8)
        let updated = try #require(RuleCatalogTable.updating(page), "Spec/README.md has lost the rule id markers")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1", updated != page {
            try updated.write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            updated == page,
            "Spec/README.md's list of rule ids is not the catalog's; run the tests with RECORD_SNAPSHOTS=1")
    }
}
