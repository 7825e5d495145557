import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Inference follows how a block uses what it makes up (`lenient/adapting.md`, written for these
/// tests): a bound lookup is optional, a condition is a `Bool`, a destructured call is a tuple, a
/// keyed lookup subscripts; and the guide's own mistakes beside made-up names stay the guide's.
@Suite(.serialized) struct LenientAdaptingTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/adapting.md")
        ])
    }

    /// The result of the block whose fence opens at `line`.
    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aLookupBoundWithIfLetIsOptional() async throws {
        let block = try await result(10)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
    }

    @Test func aPlaceholderReadAsAConditionIsABool() async throws {
        let block = try await result(22)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
    }

    @Test func theGuidesOwnConstantBesideAMadeUpNameIsTheGuidesError() async throws {
        let block = try await result(34)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("'listConfiguration' is a 'let' constant") == true)
    }

    @Test func aDestructuredCallIsATuple() async throws {
        let block = try await result(45)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
    }

    @Test func aKeyedLookupSubscripts() async throws {
        let block = try await result(57)
        #expect(block.compiled, "\(block.explanation ?? "")")
        // Only placeholders answered (`pinBoard`, `scannedCode`): compiled, but nothing of UIKit was checked.
        #expect(block.outcome == .uncheckable, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("checked nothing") == true, "\(block.explanation ?? "")")
    }

    @Test func aSlipOfADeclaredNameIsTheGuidesTypo() async throws {
        let block = try await result(68)
        #expect(block.diagnosis == .documentError, "\(block.explanation ?? "")")
        #expect(block.explanation?.contains("'headerContnet' is a slip of 'headerContent'") == true)
    }

    @Test func aTypeWrittenWithGenericArgumentsIsAGenericPlaceholder() async throws {
        let block = try await result(78)
        #expect(block.outcome == .passed, "\(block.explanation ?? "")")
        #expect(
            block.context?.supplied.contains("ShelfLoader: placeholder type (generic, as the block writes it)") == true)
    }
}
