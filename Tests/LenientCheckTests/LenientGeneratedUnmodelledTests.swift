import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A guide's blocks reaching members `cellspec inventory declare` wrote are not checkable in a lenient
/// run, naming the member, whether it returned a plain value or stopped the block; a stored property
/// read after a set is judged as usual; a deprecation the compiler reported before the run stands.
@Suite(.serialized) struct LenientGeneratedUnmodelledTests {
    static let report: Task<LenientRun, Error> = Task {
        try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/generated-unmodelled.md")
        ])
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await Self.report.value.documents.first)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }

    @Test func aPropertyReadBeforeAnySetIsNotCheckable() async throws {
        let result = try await result(7)
        #expect(result.outcome == .uncheckable, "\(result.evidence)")
        #expect(result.diagnosis == .unmodelled)
        #expect(result.explanation?.contains("`UIStepper.autorepeat`") == true)
    }

    @Test func aMemberThatStopsTheBlockIsNotCheckable() async throws {
        let result = try await result(14)
        #expect(result.outcome == .uncheckable, "\(result.evidence)")
        #expect(result.diagnosis == .unmodelled)
        #expect(result.explanation?.contains("`UIImage.imageFlippedForRightToLeftLayoutDirection()`") == true)
    }

    @Test func aStoredPropertyReadAfterASetPasses() async throws {
        let result = try await result(21)
        #expect(result.outcome == .passed, "\(result.evidence)")
    }

    /// The compiler's deprecation is known before the run: what the model does not implement, met
    /// after it, leaves it standing and is left out of the verdict.
    @Test func aDeprecationStandsWhenTheRunThenReachesWhatIsNotModelled() async throws {
        let result = try await result(29)
        #expect(result.outcome == .finding, "\(result.evidence)")
        #expect(result.diagnosis == .documentError)
        #expect(result.evidence.count == 1)
        #expect(result.evidence.first?.contains("'main' is deprecated") == true)
        #expect(result.explanation?.contains("the run then reached what the model does not implement") == true)
    }
}
