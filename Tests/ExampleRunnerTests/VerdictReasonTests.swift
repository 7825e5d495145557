import ModelContract
import SpecPages
import Testing

@testable import ExampleRunner

/// Reasons are values: the finding they rest on, the releases they hold for, and for a comparison both
/// values; a finding repeated on every release is one reason.
@Suite struct VerdictReasonTests {
    static let page = SpecPageParser.parse(
        """
        # Reasons

        ```swift correct id=title
        var content = UIListContentConfiguration.cell()
        content.text = "Documents"
        # expect(content.text == "Inbox")
        ```

        ```swift incorrect id=loop expect=violation:cell.update-loop
        let x = 1
        ```
        """, path: "Spec/reasons.md")

    static func failedComparison(line: Int = 6) -> Finding {
        var finding = Finding(
            kind: .assertion, message: "expectation failed", identifier: "example.expectation",
            location: SourceLocation(file: "Spec/reasons.md", line: line, column: 3))
        finding.comparison = ModelComparison(
            expression: "content.text == \"Inbox\"", operation: "==", lhs: "content.text", lhsValue: "\"Documents\"",
            rhs: "\"Inbox\"", rhsValue: "\"Inbox\"")
        return finding
    }

    static func runs(_ releases: [Int], _ findings: [Finding]) -> [ExampleResult.Run] {
        releases.map { ExampleResult.Run(iOSRelease: $0, findings: findings, output: "", seconds: 0) }
    }

    @Test func aFailedComparisonOnEveryReleaseIsOneReasonWithBothValues() throws {
        let result = VerdictJudge.judge(
            Self.page.examples[0], compile: [], runs: Self.runs([17, 18, 26], [Self.failedComparison()]))
        #expect(result.verdict == .failed)
        let reason = try #require(result.reasons.first)
        #expect(result.reasons.count == 1)
        #expect(reason.kind == .unexpected)
        #expect(reason.findingKind == .assertion)
        #expect(reason.identifier == "example.expectation")
        #expect(reason.iOSReleases == [17, 18, 26])
        #expect(reason.location == SourceLocation(file: "Spec/reasons.md", line: 6, column: 3))
        #expect(reason.actual == "\"Documents\"" && reason.expected == "\"Inbox\"")
        #expect(
            reason.description
                == "unexpected failed expectation at line 6 on iOS 17, 18, 26: expectation failed [example.expectation]: content.text → \"Documents\" == \"Inbox\""
        )
    }

    @Test func aFindingOnSomeReleasesNamesOnlyThose() {
        let runs = Self.runs([17], []) + Self.runs([18, 26], [Self.failedComparison()])
        let result = VerdictJudge.judge(Self.page.examples[0], compile: [], runs: runs)
        #expect(result.reasons.map(\.iOSReleases) == [[18, 26]])
    }

    @Test func aMissingExpectationSaysWhatWasExpectedOnceForTheReleasesThatMissedIt() {
        let result = VerdictJudge.judge(Self.page.examples[1], compile: [], runs: Self.runs([17, 18], []))
        #expect(result.verdict == .failed)
        #expect(result.reasons.count == 1)
        #expect(result.reasons.first?.kind == .missing)
        #expect(result.reasons.first?.iOSReleases == [17, 18])
        #expect(result.reasons.first?.expected == "violation:cell.update-loop")
        #expect(result.reasons.first?.expectation == .violation("cell.update-loop"))
    }
}
