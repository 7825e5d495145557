import TestSupport
import Testing

@testable import LenientCheck

/// A snapshot one block declares and fills, updated by the blocks after it
/// (`lenient/borrowed-snapshot.md`, written for these tests): only the declaration is borrowed, so the
/// snapshot holds what each block presumes (``SnapshotContents/borrowedFill(_:tree:madeTypes:guessed:documentValues:)``),
/// and a comment labelling a line a crash marks the block incorrect (``LenientMarkerWords``).
@Suite(.serialized) struct LenientBorrowedSnapshotTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/borrowed-snapshot.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, the borrowed snapshot had no section, and the model's `no-sections` fault was reported
    /// as the guide's error on a block marked as crashing for another reason.
    @Test func theDuplicateTheCommentNamesIsConfirmed() async throws {
        let block = try await result(22)
        #expect(block.classification.classification == .incorrect)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.evidence.contains { $0.contains("diffable.duplicate-item-identifiers") }, "\(block.evidence)")
        #expect(
            block.context?.supplied.contains {
                $0.hasPrefix("snapshot holds Shelf.reading (the sections and items the block presumes")
            } == true, "\(block.context?.supplied ?? [])")
    }

    /// Before, reconfiguring an item the borrowed, empty snapshot did not hold was a fault of
    /// borrowing's making.
    @Test func anUpdatedItemIsInTheBorrowedSnapshot() async throws {
        let block = try await result(28)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains { $0.hasPrefix("snapshot holds Shelf.reading, editedID") } == true,
            "\(block.context?.supplied ?? [])")
    }
}
