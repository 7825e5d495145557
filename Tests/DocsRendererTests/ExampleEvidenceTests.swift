import DocsRenderer
import SpecPages
import Testing

@testable import ExampleRunner

/// An example's diagnostics are said once each: the same message at several lines and on several
/// releases is one line, numbered as the reader counts the snippet, with the page's line in a tooltip.
@Suite struct ExampleEvidenceTests {
    static let source = """
        # Evidence

        ```swift incorrect expect=violation:self-sizing.incomplete-vertical-chain
        # let setUp = 1
        let first = 1
        let second = 2
        # expect(first == second)
        ```
        """

    static func html(runs: [ExampleResult.Run], reasons: [VerdictReason], verdict: ExampleResult.Verdict = .passed)
        throws -> String
    {
        let page = SpecPageParser.parse(source, path: "Spec/evidence.md")
        let result = ExampleResult(
            example: page.examples[0], verdict: verdict, reasons: reasons, compileFindings: [], runs: runs)
        let report = SuiteReport(
            results: [result], markupDiagnostics: [], toolchainVersion: "test", modelKey: "key", modelBuildSeconds: 0,
            compileSeconds: 0, runSeconds: 0, mergedCompiles: 1, soloTypechecks: 0)
        return try #require(Site.render(suite: SpecSuite(pages: [page]), report: report).files["evidence.html"])
    }

    static func violation(line: Int) -> Finding {
        Finding(
            kind: .violation, message: "Broken.", identifier: "self-sizing.incomplete-vertical-chain",
            location: SourceLocation(file: "Spec/evidence.md", line: line))
    }

    @Test func oneDiagnosticAtTwoLinesOnTwoReleasesIsOneLine() throws {
        // Page lines 4–7 are the snippet: 4 and 7 hidden, 5 and 6 its visible lines 1 and 2.
        let runs = [17, 18].map { release in
            ExampleResult.Run(
                iOSRelease: release, findings: [Self.violation(line: 5), Self.violation(line: 6)], output: "",
                seconds: 0)
        }
        let html = try Self.html(
            runs: runs,
            reasons: [
                VerdictReason(
                    kind: .confirmed, findingKind: .violation, identifier: "self-sizing.incomplete-vertical-chain",
                    message: "Broken.", iOSReleases: [17])
            ])
        #expect(html.components(separatedBy: "<li class=\"evidence violation\">").count == 2)
        #expect(
            html.contains(
                "<span class=\"place\" title=\"page lines 5 and 6\">lines 1 and 2</span> <code>violation: Broken. [self-sizing.incomplete-vertical-chain]</code> on iOS 17 and 18</li>"
            ))
        #expect(!html.contains("confirmed on iOS 17"), "a passing example's confirmation restates its evidence")
    }

    @Test func aDiagnosticInTheHiddenLinesNamesAndShowsTheLine() throws {
        let runs = [ExampleResult.Run(iOSRelease: 18, findings: [Self.violation(line: 7)], output: "", seconds: 0)]
        let html = try Self.html(
            runs: runs,
            reasons: [VerdictReason(kind: .missing, message: "rule violation self-sizing.incomplete-vertical-chain")],
            verdict: .failed)
        // The hidden line is named by its text and shown in the code, marked.
        #expect(
            html.contains("<span class=\"place\" title=\"page line 7\">hidden line “expect(first == second)”</span>"))
        #expect(html.contains("<span class=\"hidden-line evidence-line\""))
        #expect(
            html.contains(
                "<li class=\"reason\">expected rule violation self-sizing.incomplete-vertical-chain inside the example, but it did not happen</li>"
            ), "a failure's reasons stay")
    }
}
