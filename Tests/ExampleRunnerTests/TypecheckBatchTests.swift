import ExampleRunner
import TestSupport
import Testing

/// Examples declared not to compile are type-checked in one batch, and alone only when the batch
/// cannot tell whose a diagnostic is.
@Suite struct TypecheckBatchTests {
    @Test func examplesThatDoNotCompileAreTypeCheckedInOneBatch() async throws {
        let (_, report) = try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "caching/caching.md")])
        #expect(report.typecheckBatches == 1)
        #expect(report.soloTypechecks == 0)
        #expect(report.results.allSatisfy { $0.verdict == .passed }, "\(report.results.map(\.reasons))")
    }

    @Test func aDiagnosticPointingIntoAnotherExampleSendsBothToBeCheckedAlone() async throws {
        let (_, report) = try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "batch/batch.md")])
        #expect(report.typecheckBatches == 1)
        #expect(report.soloTypechecks == 2)
        for result in report.results {
            #expect(result.verdict == .passed, "\(result.example.id): \(result.reasons)")
        }
    }
}
