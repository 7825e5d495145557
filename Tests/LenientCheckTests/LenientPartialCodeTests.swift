import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Guides show code a piece at a time (`document/partial-code.md`, written for these tests): a slip
/// of a name another block declares is the guide's error; state a type's declaration leaves out is
/// missing context; a member of a class the guide never shows can be given an object.
@Suite(.serialized) struct LenientPartialCodeTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "document/partial-code.md")
        ])
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aSlipOfANameAnotherBlockDeclaresIsTheGuidesError() async throws {
        let block = try await result(14)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.evidence.contains { $0.contains("bookLis") }, "\(block.evidence)")
        #expect(block.context?.nearMisses == ["bookLis": "bookList"])
    }

    /// The stored property the section's equality reads is a member the block does not show (before,
    /// the block was *missing context*, naming it).
    @Test func stateATypeLeavesOutIsSupplied() async throws {
        let block = try await result(22)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.context?.supplied.contains(
                "books: array of placeholders, a member of ShelfSection the block does not show") == true)
    }

    @Test func aFragmentWrittenFromInsideAShownClassUsesItsNestedTypesAndProperties() async throws {
        let block = try await result(58)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .unclassified && block.diagnosis == nil, "\(block.explanation ?? "")")
        #expect(block.context?.host == "ReadingListController")
        #expect(
            !(block.context?.supplied ?? []).contains { $0.hasPrefix("Shelf:") || $0.hasPrefix("titles:") },
            "nothing is guessed")
    }

    @Test func aSlipInAFragmentOfAShownClassIsTheGuidesError() async throws {
        let block = try await result(69)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.evidence.contains { $0.contains("titels") }, "\(block.evidence)")
    }

    @Test func aMemberOfAClassTheGuideNeverShowsTakesAnObject() async throws {
        let block = try await result(35)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.outcome == .unclassified && block.diagnosis == nil, "\(block.explanation ?? "")")
        #expect(
            (block.context?.supplied ?? []).contains {
                $0.hasPrefix("BookEditorViewController: empty UIViewController subclass")
            })
    }
}
