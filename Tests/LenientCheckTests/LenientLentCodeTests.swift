import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Declarations another block shows are compiled at their own page lines (``LentCode``), so what the
/// run does in them names the guide's line (`lenient/lent-code.md`, written for these tests).
@Suite(.serialized) struct LenientLentCodeTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/lent-code.md")
        ])
    }

    /// The result of the block that starts at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    /// The shelf's precondition, at line 12 of the page (the declaration starts at line 8), stops the block that asks for a book it
    /// has not got: the guide's code failed, and the evidence names the line it failed at.
    @Test func aTrapInABorrowedDeclarationNamesItsPageLine() async throws {
        let block = try await result(20)
        #expect(block.compiled)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "") \(block.evidence)")
        #expect(
            block.evidence.contains {
                $0.contains("in the guide's declaration at line 8, which the block uses at line 12")
                    && $0.contains("no book at 1")
            }, "\(block.evidence)")
    }

    @Test func theBlockThatStaysInRangePasses() async throws {
        let block = try await result(28)
        #expect(block.outcome == .passed, "\(block.explanation ?? "") \(block.evidence)")
    }

    /// A trap in code inference wrote is not the guide's: the run stopped before the guide's code was checked.
    @Test func aTrapInInferredCodeIsNotTheGuides() throws {
        let page = "guide.md"
        let lines = [SpecExample.Line(text: "print(shelf.count)", isHidden: false, number: 41)]
        let block = SpecExample(
            id: "b", classification: .correct, origin: .infoString, expectations: [], contexts: [],
            swiftVersion: 6, iOSReleases: [18], infoPlistKeys: [], location: SourceLocation(file: page, line: 40),
            codeColumn: 1, lines: lines)
        let context = ImplicitContext.infer(lines: lines, vocabulary: ImplicitContextTests.vocabulary)
        let trap = Finding(
            kind: .crash, message: "Fatal error: Unexpectedly found nil",
            location: SourceLocation(file: LenientRunner.inferredFile(for: page), line: 3))
        let judged = LenientJudge.judge(
            block: block, classification: .classified(.correct, evidence: "✅"),
            context: context, compiled: block, compile: [],
            runs: [ExampleResult.Run(iOSRelease: 18, findings: [trap], output: "", seconds: 0)])
        #expect(judged.outcome == .uncheckable)
        #expect(judged.diagnosis == .missingContext)
        #expect(
            judged.evidence == [
                "crash in the code inference supplied (its line 3): Fatal error: Unexpectedly found nil"
            ])
    }
}
