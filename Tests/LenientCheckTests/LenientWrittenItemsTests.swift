import TestSupport
import Testing

@testable import LenientCheck

/// Items whose type the guide writes where inference would otherwise guess it
/// (`lenient/written-items.md`, written for these tests): a section snapshot's generic argument is
/// the data source's item type (``ImplicitContext``), and a table named after its key (`notesByID`)
/// is a dictionary, not the identifier its last word names (``WellKnownName``).
@Suite(.serialized) struct LenientWrittenItemsTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/written-items.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, the data source's items were `AnyHashable`, and applying a `Shelf` section snapshot
    /// did not compile.
    @Test func aSectionSnapshotsItemTypeIsTheDataSources() async throws {
        let block = try await result(8)
        #expect(block.compiled, "\(block.evidence)")
        #expect(
            block.outcome == .unclassified && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains("dataSource: UICollectionViewDiffableDataSource<__CellSpecSection, Shelf>")
                == true)
    }

    /// Before, `notesByID` was a `UUID`, which has no subscript.
    @Test func aTableNamedAfterItsKeyIsADictionary() async throws {
        for line in [26, 37] {
            let block = try await result(line)
            #expect(block.compiled, "line \(line): \(block.evidence)")
            #expect(block.diagnosis == nil, "line \(line): \(block.explanation ?? "") \(block.evidence)")
            #expect(block.context?.supplied.contains { $0.hasPrefix("notesByID: dictionary of placeholders") } == true)
        }
    }

    /// The registrations a ternary picks between take the type the compiler asks for, though a static
    /// member stands on the same line: only borrowed code's lines read a line's one static member
    /// when the compiler's column finds none (``Retyping``).
    @Test func ternaryBranchesBesideAStaticMemberAreTyped() async throws {
        let block = try await result(46)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains {
                $0.hasPrefix("headerRegistration: UICollectionView.SupplementaryRegistration")
            } == true)
    }
}
