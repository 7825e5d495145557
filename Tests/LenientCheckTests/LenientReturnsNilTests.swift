import TestSupport
import Testing

@testable import LenientCheck

/// Statements from a provider's body that give up with `return nil` (`lenient/returns-nil.md`,
/// written for these tests) run in a closure whose result is an optional (``ImplicitContext``):
/// Swift cannot infer a type from `nil` alone, and the error was the closure's, which inference wrote,
/// not the guide's.
@Suite(.serialized) struct LenientReturnsNilTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/returns-nil.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// Before, both were the guide's errors: `'nil' requires a contextual type`.
    @Test(arguments: [8, 15]) func aFragmentReturningNilCompilesAndRuns(line: Int) async throws {
        let block = try await result(line)
        #expect(block.compiled, "\(block.evidence)")
        #expect(block.diagnosis == nil, "\(block.explanation ?? "") \(block.evidence)")
        #expect(block.context?.supplied.contains("placed in a closure: the block returns a value") == true)
    }
}
