import CellSpecCLI
import ExampleRunner
import TestSupport
import Testing

/// The lenient check's command-line output for the conventions fixture: one line per block with its
/// evidence, and the document's summary.
@Suite struct LenientReportPrinterTests {
    @Test func blockLinesAndSummaryMatchTheirGolden() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: [
            Fixtures.path("ExampleRunnerTests", "lenient/conventions.md")
        ])
        let output = LenientReportPrinter.lines(report).joined(separator: "\n") + "\n"
        expectMatchesGolden(Fixtures.relativized(output), named: "lenient-conventions.txt")
    }

    @Test func anUnreadableFileIsReportedAsSuch() async throws {
        let report = try await LenientRunner(options: Fixtures.runnerOptions()).run(paths: ["no/such/guide.md"])
        #expect(LenientReportPrinter.lines(report) == ["no/such/guide.md: error: no/such/guide.md: cannot read the file as UTF-8 text"])
    }
}
