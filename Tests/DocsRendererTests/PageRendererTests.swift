import SpecPages
import TestSupport
import Testing

@testable import DocsRenderer
@testable import ExampleRunner

/// Renders a page with verdicts made by hand, so the HTML is checked without compiling anything.
@Suite struct PageRendererTests {
    static let source = """
        # Rendering

        Text with <b>raw HTML</b> and a [link](other.md#part).

        <!-- cellspec: ios=17,18 -->

        ## Passing

        ```swift correct
        # let hidden = 1
        let shown = hidden < 2
        ```

        ## Failing

        ❌ Declared to fail.

        ```swift expect=error:"cannot find"
        let value = missing
        ```

        ```swift illustration
        cell.contentConfiguration = <#configuration#>
        ```

        ```swift corect
        let typo = 1
        ```
        """

    static func site(toolchainVersion: String = "Swift version 6.x (test)", modelKey: String = "key") -> Site {
        let page = SpecPageParser.parse(source, path: "Spec/rendering.md")
        let suite = SpecSuite(pages: [page])
        let passing = page.examples[0]
        let failing = page.examples[1]
        let results = [
            ExampleResult(
                example: passing, verdict: .passed, reasons: [], compileFindings: [],
                runs: [
                    ExampleResult.Run(iOSRelease: 17, findings: [], output: "", seconds: 0.1),
                    ExampleResult.Run(iOSRelease: 18, findings: [], output: "printed <this>", seconds: 0.1),
                ]),
            ExampleResult(
                example: failing, verdict: .failed,
                reasons: [VerdictReason(kind: .missing, message: "compile error containing “cannot find”")],
                compileFindings: [], runs: []),
            ExampleResult(
                example: page.examples[2], verdict: .skipped,
                reasons: [VerdictReason(kind: .skipped, message: "illustration only: not checked")],
                compileFindings: [], runs: []),
        ]
        let report = SuiteReport(
            results: results, markupDiagnostics: suite.diagnostics, toolchainVersion: toolchainVersion,
            modelKey: modelKey, modelBuildSeconds: 0, compileSeconds: 0, runSeconds: 0, mergedCompiles: 1,
            soloTypechecks: 0)
        return Site.render(suite: suite, report: report)
    }

    @Test func thePageMatchesItsGolden() throws {
        let html = try #require(Self.site().files["rendering.html"])
        expectMatchesGolden(html, named: "rendering.html")
    }

    @Test func theIndexMatchesItsGolden() throws {
        let html = try #require(Self.site().files["index.html"])
        expectMatchesGolden(html, named: "index.html")
    }

    @Test func pageTextAndCodeAreEscapedAndRawHTMLIsNotPassedThrough() throws {
        let html = try #require(Self.site().files["rendering.html"])
        #expect(html.contains("&lt;b&gt;raw HTML&lt;/b&gt;"))
        #expect(!html.contains("<b>raw HTML</b>"))
        #expect(html.contains("<span class=\"k\">let</span> shown = hidden &lt; <span class=\"n\">2</span>"))
        #expect(html.contains("printed &lt;this&gt;"))
        #expect(!html.contains("cellspec: ios"), "the settings comment is not shown")
    }

    @Test func everyExampleHasAnAnchorABadgeAndLinksBetweenPagesPointAtHTML() throws {
        let html = try #require(Self.site().files["rendering.html"])
        #expect(html.contains("id=\"example-passing\""))
        #expect(html.contains("id=\"example-failing\""))
        #expect(
            html.contains(
                "<span class=\"badge passed\" title=\"Checked by cellspec on iOS 17 and 18: compiles without warnings and runs cleanly.\">✓ verified</span>"
            ))
        #expect(html.contains("<span class=\"badge failed\">✗ check failed"))
        #expect(html.contains("<span class=\"badge skipped\" title=\"illustration only: not checked\">"))
        #expect(html.contains("href=\"other.html#part\""))
        #expect(
            html.contains(
                "<span class=\"hidden-line\"><span class=\"k\">let</span> hidden = <span class=\"n\">1</span>\n</span>")
        )
    }

    /// What the page says (Do / Don't) is shown apart from whether it holds (verified / check failed):
    /// an incorrect example is framed as "Don't" even when its check passes, and only a failed check is red.
    @Test func classificationIsFramedApartFromTheVerdict() throws {
        let html = try #require(Self.site().files["rendering.html"])
        #expect(
            html.contains(
                "<figure class=\"example correct passed\" id=\"example-passing\">\n<figcaption><span class=\"kind do\">"
            ))
        #expect(
            html.contains(
                "<figure class=\"example incorrect failed\" id=\"example-failing\">\n<figcaption><span class=\"kind dont\">"
            ))
        #expect(html.contains("<span class=\"kind illustration\">Illustration</span>"))
        let css = try #require(Self.site().files["style.css"])
        #expect(css.contains("figure.example.incorrect { border-left-color: var(--dont); }"))
        #expect(css.contains("figure.example.failed { border: 2px solid var(--fail);"))
        #expect(!css.contains("figure.example.passed"), "a passing check adds no colour to the frame")
    }

    /// The toggle says what a click does, and Copy takes hidden lines only while they are shown
    /// (checked in Chromium by Scripts/browser-test).
    @Test func theToggleLabelFollowsItsStateAndCopyLeavesHiddenLinesOut() throws {
        let html = try #require(Self.site().files["rendering.html"])
        #expect(
            html.contains(
                "<span class=\"show\">Show</span><span class=\"hide\">Hide</span> 1 hidden line (setup and checks)</label>"
            ))
        #expect(
            html.contains(
                "if (!toggle || !toggle.checked) code.querySelectorAll(\".hidden-line:not(.evidence-line)\")"))
        let css = try #require(Self.site().files["style.css"])
        #expect(
            css.contains(
                ".hidden-toggle-label .hide, .hidden-toggle:checked + .hidden-toggle-label .show { display: none; }"))
    }

    /// Contents after the title, examples numbered in page order (the id in the tooltip), a failing
    /// page flagged in the navigation, and the navigation folded behind a Menu button on a phone.
    @Test func thePageCanBeFoundAround() throws {
        let html = try #require(Self.site().files["rendering.html"])
        #expect(
            html.contains(
                "<nav class=\"toc\" aria-label=\"On this page\">\n<p class=\"toc-title\">On this page</p>\n<ol>\n<li class=\"toc-level-2\"><a href=\"#passing\">Passing</a></li>\n<li class=\"toc-level-2\"><a href=\"#failing\">Failing</a></li>"
            ))
        #expect(html.contains("<a class=\"example-id\" href=\"#example-passing\" title=\"passing\">Example 1</a>"))
        #expect(html.contains("<a class=\"example-id\" href=\"#example-failing\" title=\"failing\">Example 2</a>"))
        #expect(
            html.contains(
                "<li><a href=\"rendering.html\" aria-current=\"page\">Rendering <span class=\"nav-failing\" title=\"This page has a failed check\">"
            ))
        #expect(
            html.contains(
                "<input type=\"checkbox\" class=\"menu-toggle\" id=\"menu-toggle\"><label class=\"menu-button\" for=\"menu-toggle\">Menu</label>"
            ))
        #expect(
            html.contains("<p class=\"claim\">Declared to fail.</p></figcaption>"),
            "the ❌ sentence moves into its example")
        #expect(!html.contains("<p>❌ Declared to fail.</p>"))
        let index = try #require(Self.site().files["search-index.js"])
        #expect(index.contains("\"title\":\"Example 2 (Don’t) · Declared to fail.\""))
    }

    /// The search index, written at build time, holds pages, sections and examples with links from the root.
    @Test func theSearchIndexHoldsPagesSectionsAndExamples() throws {
        let index = try #require(Self.site().files["search-index.js"])
        #expect(index.hasPrefix("window.cellspecSearchIndex = ["))
        #expect(
            index.contains(
                "{\"context\":\"\",\"href\":\"rendering.html\",\"kind\":\"page\",\"title\":\"Rendering\"}"
            ))
        #expect(
            index.contains(
                "{\"context\":\"Rendering\",\"href\":\"rendering.html#failing\",\"kind\":\"section\",\"title\":\"Failing\"}"
            ))
        #expect(
            index.contains(
                "\"href\":\"rendering.html#example-passing\",\"identifiers\":[\"hidden\",\"shown\"],\"kind\":\"example\",\"terms\":\"passing Passing\",\"title\":\"Example 1 (Do) · Passing\"}"
            ), "an example is found by its code's identifiers, hidden lines included, and its heading")
    }

    /// Identifiers are what swift-syntax calls identifiers, each once in order of appearance: not
    /// keywords, literals, operators, or words inside strings and comments.
    @Test func searchIdentifiersAreTheCodesIdentifiers() {
        let code = """
            let `default` = UIListContentConfiguration.valueCell()
            // indentationLevel in a comment
            cell.indentationLevel = "text".count + 1
            let copy = `default`
            """
        #expect(
            SearchIndex.identifiers(in: code) == [
                "default", "UIListContentConfiguration", "valueCell", "cell", "indentationLevel", "count", "copy",
            ])
    }

    /// A cell's text keeps its line breaks, as a label with `numberOfLines = 0` shows them; a keyboard
    /// user can skip the navigation.
    @Test func cellTextKeepsItsLineBreaksAndTheNavigationCanBeSkipped() throws {
        let css = try #require(Self.site().files["style.css"])
        #expect(css.contains(".cell-text, .cell-secondary { white-space: pre-line;"))
        let html = try #require(Self.site().files["rendering.html"])
        #expect(html.contains("<body>\n<a class=\"skip-link\" href=\"#main-content\">Skip to content</a>"))
        #expect(html.contains("<main id=\"main-content\">"))
    }

    @Test func theIndexLinksEveryFailingExample() throws {
        let html = try #require(Self.site().files["index.html"])
        #expect(html.contains("href=\"rendering.html#example-failing\""))
        #expect(html.contains("unknown word &#39;corect&#39;"))
    }
}
