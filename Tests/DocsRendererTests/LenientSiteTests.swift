import Foundation
import SpecPages
import TestSupport
import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// The site of a lenient check: a guide written for these tests, with a report built by hand (the
/// pipeline's own run is in `CellSpecCLITests.LenientSiteCommandTests`), rendered page by page.
@Suite struct LenientSiteTests {
    static let guidePath = "Tests/DocsRendererTests/Fixtures/lenient/guide.md"

    static var guideSource: String {
        get throws {
            try String(
                contentsOf: Fixtures.packageRoot.appendingPathComponent(guidePath), encoding: .utf8)
        }
    }

    /// A block of the guide as the lenient reader gives it: its lines from the guide, numbered as there.
    static func block(_ id: String, at line: Int, lines range: ClosedRange<Int>, heading: String?) throws -> SpecExample
    {
        let source = try guideSource.split(separator: "\n", omittingEmptySubsequences: false)
        return SpecExample(
            id: id, classification: .illustration, origin: .markerParagraph, expectations: [], contexts: [],
            swiftVersion: 5, iOSReleases: [18], infoPlistKeys: [],
            location: SpecPages.SourceLocation(file: guidePath, line: line), codeColumn: 1,
            lines: range.map { SpecExample.Line(text: String(source[$0 - 1]), isHidden: false, number: $0) },
            heading: heading)
    }

    static func judgement(
        _ classification: String, _ outcome: LenientJudgement.Outcome, _ diagnosis: LenientJudgement.Diagnosis? = nil,
        explanation: String? = nil, evidence: [String] = [], inferred: [String] = [], reasons: [String] = [],
        marker: String
    ) -> LenientJudgement {
        LenientJudgement(
            classification: classification, classificationEvidence: marker, compiled: outcome != .uncheckable,
            outcome: outcome, diagnosis: diagnosis, isUncheckable: outcome == .uncheckable, explanation: explanation,
            evidence: evidence, inferred: inferred, host: nil, guideReasons: reasons)
    }

    /// The report a lenient check of the guide could give: one block of each outcome the page shows.
    static func report() throws -> SuiteReport {
        let deprecated = Finding(
            kind: .compileWarning, message: "'textLabel' was deprecated in iOS 14.0",
            identifier: "DeprecatedDeclaration",
            location: SpecPages.SourceLocation(file: guidePath, line: 29, column: 6))
        let results = [
            ExampleResult(
                block: try block("configure-the-row", at: 19, lines: 20...23, heading: "Configure the row"),
                judgement: judgement(
                    "correct", .passed, inferred: ["cell: UICollectionViewListCell"],
                    reasons: ["Configure the row's content with a content configuration"],
                    marker: "paragraph before: ✅"),
                compileFindings: [], runs: []),
            ExampleResult(
                block: try block("configure-the-row-2", at: 28, lines: 29...29, heading: "Configure the row"),
                judgement: judgement(
                    "incorrect", .confirmed, evidence: ["line 29: 'textLabel' was deprecated in iOS 14.0"],
                    inferred: ["cell: UITableViewCell"], reasons: ["Don't set the text label: it is deprecated."],
                    marker: "paragraph before: ❌"),
                compileFindings: [deprecated], runs: []),
            ExampleResult(
                block: try block("both-ways-at-once", at: 36, lines: 36...38, heading: "Both ways at once"),
                judgement: judgement(
                    "incorrect", .finding, .documentError,
                    explanation: "nothing flags the block: it compiles and runs cleanly on iOS 18",
                    inferred: ["cell: UICollectionViewListCell"], reasons: ["a label added on every reuse"],
                    marker: "comment: // ❌ BAD"),
                compileFindings: [], runs: []),
            ExampleResult(
                block: try block("both-ways-at-once-2", at: 39, lines: 39...40, heading: "Both ways at once"),
                judgement: judgement(
                    "correct", .uncheckable, .missingContext,
                    explanation: "the block needs code the guide does not show",
                    evidence: ["line 40: cannot infer contextual base in reference to member 'label'"],
                    marker: "comment: // ✅ GOOD"),
                compileFindings: [], runs: []),
            ExampleResult(
                block: try block("both-ways-at-once-3", at: 45, lines: 46...46, heading: "Both ways at once"),
                judgement: judgement(
                    "unclassified", .unclassified, evidence: ["compiles and runs cleanly"],
                    marker: "no ✅/❌ marker or wording near the block"),
                compileFindings: [], runs: []),
        ]
        var report = SuiteReport(
            mode: .lenient, documents: [SuiteReport.Document(path: guidePath, skippedNonSwiftBlocks: 0)],
            results: results, markupDiagnostics: [], toolchainVersion: "Swift version 6 (test)", modelKey: "test")
        report.results[0].runs = [ExampleResult.Run(iOSRelease: 18, findings: [], output: "", seconds: 0)]
        return report
    }

    static func site() throws -> Site {
        Site.renderLenient(report: try report(), guides: [LenientGuide(path: guidePath, source: try guideSource)])
    }

    @Test func guidePageMatchesItsGolden() throws {
        let site = try Self.site()
        let page = try #require(site.files["guides/guide.html"])
        expectMatchesGolden(page, named: "lenient-guide.html")
        expectMatchesGolden(try #require(site.files["index.html"]), named: "lenient-index.html")
    }

    /// Every block is shown once, in place, with its verdict; the split block's leading comment goes with
    /// its first part, and lines carry the guide's numbers.
    @Test func everyBlockIsInPlaceWithItsVerdict() throws {
        let page = try #require(try Self.site().files["guides/guide.html"])
        let report = try Self.report()
        var previous = page.startIndex
        for result in report.results {
            let anchor = "id=\"\(result.example.anchor)\""
            let found = try #require(page.range(of: anchor), "\(result.example.id) is on the page")
            #expect(found.lowerBound > previous, "\(result.example.id) is in document order")
            previous = found.lowerBound
            #expect(page.components(separatedBy: anchor).count == 2, "\(result.example.id) is shown once")
        }
        #expect(page.contains("data-line=\"35\""), "the leading comment of the split block is shown")
        #expect(page.components(separatedBy: "data-line=\"35\"").count == 2, "once")
        #expect(page.contains("<dt>Evidence</dt><dd>line 29: &#39;textLabel&#39; was deprecated in iOS 14.0</dd>"))
        #expect(page.contains("<dt>Inferred</dt><dd>cell: UICollectionViewListCell</dd>"))
        #expect(page.contains("<dt>The guide says</dt><dd>a label added on every reuse</dd>"))
        #expect(page.contains("✗ finding: document error"))
        #expect(page.contains("<mark class=\"finding\""), "the deprecation is underlined in the code")
        #expect(page.contains("{ &quot;rows&quot;: 2 }"), "a block that is not Swift is shown as the guide has it")
        #expect(page.contains("<summary>Front matter (lines 1–4)</summary>"))
        #expect(!page.contains("<hr />"), "the front matter is no thematic break")
    }

    /// The guide is anyone's text: its raw HTML is shown as text and a script link goes nowhere.
    @Test func rawHTMLInTheGuideDoesNotRun() throws {
        let site = try Self.site()
        for (path, html) in site.files where path.hasSuffix(".html") {
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.contains("<b onclick"), "\(path)")
            #expect(!html.lowercased().contains("href=\"javascript:"), "\(path)")
        }
        let page = try #require(site.files["guides/guide.html"])
        #expect(page.contains("&lt;script&gt;alert(&quot;a guide's raw HTML must not run&quot;)&lt;/script&gt;"))
        #expect(page.contains("<a href=\"rows.html#setup\">the rows guide</a>"), "a link to a guide goes to its page")
    }

    /// The index gives each guide the counts the report's summary has, and the run's total.
    @Test func indexCountsAgreeWithTheReportSummary() throws {
        let report = try Self.report()
        let index = try #require(try Self.site().files["index.html"])
        let rows = LenientSiteIndex.counts(in: index)
        let guide = try #require(rows[Self.guidePath])
        let total = try #require(rows[""])
        let counts = try #require(report.summary(forPage: Self.guidePath).lenient)
        let all = try #require(report.summary.lenient)
        for column in LenientIndexRenderer.columns {
            #expect(guide[column.key] == column.count(counts), "\(column.key)")
            #expect(total[column.key] == column.count(all), "\(column.key)")
        }
        #expect(guide["findings"] == 1 && guide["blocks"] == 5 && guide["unclassified"] == 1)
        #expect(index.contains("href=\"guides/guide.html#example-both-ways-at-once\""), "the finding is linked")
    }

    /// A guide that cannot be read when the site is written still has its page, from the report.
    @Test func anUnreadableGuideShowsTheReportsBlocks() throws {
        let site = Site.renderLenient(
            report: try Self.report(),
            guides: [LenientGuide(path: Self.guidePath, source: "", unreadable: "no such file or directory")])
        let page = try #require(site.files["guides/guide.html"])
        #expect(page.contains("could not be read when the site was written (no such file or directory)"))
        #expect(page.components(separatedBy: "<figure class=\"example lenient").count - 1 == 5)
    }
}
