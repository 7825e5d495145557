import CellSpecCLI
import ExampleRunner
import TestSupport
import Testing

/// The command-line output for the fixture page with one example per verdict.
@Suite struct ReportPrinterTests {
    @Test func diagnosticsAndSummaryMatchTheirGolden() async throws {
        let (_, report) = try await Fixtures.check(
            [Fixtures.path("ExampleRunnerTests", "verdicts/verdicts.md")], timeout: .seconds(3))
        let output =
            (ReportPrinter.diagnostics(report) + [ReportPrinter.summary(report)]).joined(separator: "\n") + "\n"
        expectMatchesGolden(Fixtures.relativized(output), named: "verdicts.txt")
        #expect(ExitStatus.of(report) == .checkFailed)
        #expect(ReportPrinter.timings(report).hasPrefix("cellspec: compiled in "))
    }

    @Test func markupProblemsMakeTheRunAnInputError() async throws {
        let (_, report) = try await Fixtures.check([Fixtures.path("ExampleRunnerTests", "verdicts/missing.md")])
        #expect(ExitStatus.of(report) == .inputError)
        #expect(
            ReportPrinter.diagnostics(report).map(Fixtures.relativized) == [
                "Tests/ExampleRunnerTests/Fixtures/verdicts/missing.md:1:1: error: no such file or directory [page.unreadable]"
            ])
    }
}
