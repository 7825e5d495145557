import DocsRenderer
import ExampleRunner
import Foundation
import SpecPages
import TestSupport
import Testing

/// The whole pipeline on a fixture page that fails on purpose: compiled, run against the model,
/// rendered. The page shows the failure in place with its diagnostic underlined, the cell previews
/// and the apply table drawn from the model's records, and the index links to the failure.
@Suite(.serialized) struct ShowcaseSiteTests {
    static let site: Task<Site, Error> = Task {
        var (suite, report) = try await Fixtures.check(
            [Fixtures.path("DocsRendererTests", "site")], timeout: .seconds(5))
        // What varies between machines is fixed, so the goldens hold anywhere.
        report.toolchainVersion = "Swift version 6.x (test)"
        report.modelKey = "model-key"
        suite.pages = suite.pages.map { page in
            var page = page
            page.path = Fixtures.relativized(page.path)
            return page
        }
        report.results = report.results.map { result in
            var result = result
            result.example.location.file = Fixtures.relativized(result.example.location.file)
            result.compileFindings = result.compileFindings.map(relativized)
            result.runs = result.runs.map { run in
                var run = run
                run.findings = run.findings.map(relativized)
                run.seconds = 0
                return run
            }
            return result
        }
        return Site.render(suite: suite, report: report)
    }

    static func relativized(_ finding: Finding) -> Finding {
        var finding = finding
        if var location = finding.location {
            location.file = Fixtures.relativized(location.file)
            finding.location = location
        }
        finding.message = Fixtures.relativized(finding.message)
        return finding
    }

    @Test func thePageMatchesItsGolden() async throws {
        let html = try #require(try await Self.site.value.files["showcase.html"])
        expectMatchesGolden(html, named: "showcase.html")
    }

    @Test func theIndexMatchesItsGoldenAndLinksTheFailure() async throws {
        let html = try #require(try await Self.site.value.files["index.html"])
        #expect(html.contains("href=\"showcase.html#example-deliberate-failure\""))
        expectMatchesGolden(html, named: "showcase-index.html")
    }

    @Test func theFailureIsShownInPlaceWithItsDiagnosticUnderlined() async throws {
        let html = try #require(try await Self.site.value.files["showcase.html"])
        let start = try #require(html.range(of: "id=\"example-deliberate-failure\""))
        let figure = String(html[start.lowerBound...]).components(separatedBy: "</figure>")[0]
        #expect(figure.contains("<span class=\"badge failed\">"))
        #expect(figure.contains("<mark class=\"finding\""))
        #expect(figure.contains(">txt</mark>"))
        #expect(figure.contains("has no member &#39;txt&#39;"))
    }

    @Test func cellPreviewsShowEveryStateAndTheApplyShowsTheLostSelection() async throws {
        let html = try #require(try await Self.site.value.files["showcase.html"])
        #expect(html.contains("<figcaption>1. normal</figcaption>"))
        #expect(html.contains("<figcaption>2. selected</figcaption>"))
        #expect(html.contains(">Inbox</span>"))
        #expect(
            html.contains("<p class=\"preview-view\">UICollectionViewListCell 1 <span>update by update</span></p>"),
            "one cell's records read as a sequence, each step numbered with its state")
        #expect(html.contains("<span class=\"preview-arrow\" aria-hidden=\"true\">→</span>"))
        #expect(html.contains("<tr class=\"change-deleted\">"))
        #expect(html.contains("<tr class=\"change-inserted\">"))
        #expect(html.contains("<td class=\"selection-lost\">lost</td>"))
    }
}
