import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A comment that opens by saying the line does not compile (`// compile error`) marks the block
/// incorrect, for that reason (`lenient/failure-comments.md`, written for these tests).
@Suite(.serialized) struct LenientFailureCommentsTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/failure-comments.md")
        ])
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aFailureTheCommentNamesIsConfirmed() async throws {
        let block = try await result(7)
        #expect(block.classification.classification == .incorrect)
        #expect(block.outcome == .confirmed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// The Swift compiler is the real one: a claim that code with nothing inferred does not compile,
    /// when it compiles, is the guide's error, not a gap of the model.
    @Test func aCompileFailureThatDoesNotHappenIsTheGuidesError() async throws {
        let block = try await result(17)
        #expect(block.classification.classification == .incorrect)
        #expect(block.outcome == .finding, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.diagnosis == .documentError)
    }
}
