import TestSupport
import Testing

@testable import LenientCheck

/// Values of the guide's own types, and the snapshot a fragment presumes (`lenient/made-values.md`,
/// written for these tests): names of the guide's `Book` are made with its memberwise initializer
/// (``DocumentValues``), and a snapshot taken from a data source inference made holds the sections
/// and items the fragment presumes (``SnapshotContents``).
@Suite(.serialized) struct LenientMadeValuesTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/made-values.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, `replacement`, `neighbour` and `worn` were nils that crashed when read ("inference knows
    /// their types but cannot make them"), and the data source's snapshot was empty, so the update
    /// faulted on items inference had not put there.
    @Test func updatedItemsAreMadeAndInTheSnapshot() async throws {
        let block = try await result(35)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        let supplied = block.context?.supplied ?? []
        #expect(supplied.contains("replacement: Book (the type the compiler asked for)"), "\(supplied)")
        #expect(
            supplied.contains(
                "dataSource shows Shelf.reading, neighbour, worn (what the block's snapshot presumes the guide's app applied)"
            ), "\(supplied)")
        // Each name is a value of its own: the three books are different items.
        let source =
            (block.context?.prelude ?? []).joined(separator: "\n") + "\n"
            + (block.context?.lines.map(\.text) ?? []).joined(separator: "\n")
        #expect(source.contains("Book(title: \"neighbour\", pages: \(DocumentValues.number(for: "neighbour")))"))
        #expect(source.contains("Book(title: \"worn\""))
    }

    /// The section a fragment appends to is in the snapshot it takes, as in the guide's app.
    @Test func theSectionAppendedToIsInTheSnapshot() async throws {
        let block = try await result(44)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "dataSource shows .reading (what the block's snapshot presumes the guide's app applied)") == true)
    }

    /// A section snapshot's parent and children are made books, so expanding the parent runs.
    @Test func aSectionSnapshotsNamesAreMadeBooks() async throws {
        let block = try await result(52)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.nilValues.isEmpty == true)
    }
}
