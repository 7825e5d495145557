import CommonMark
import DocsRenderer
import SpecPages
import Testing

@testable import ExampleRunner

/// The site is rendered from pages nested as deeply as cellspec reads, and a page nested deeper is
/// left out (its markup error is on the index), instead of overflowing the stack.
@Suite struct DeepPageTests {
    @Test func aPageNestedTooDeeplyIsLeftOutAndTheRestIsRendered() throws {
        let deep = SpecPageParser.parse(
            "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "x\n", path: "Spec/deep.md")
        let limit = CommonMarkConverter.maximumDepth
        // As deep as a page may go: block quotes, then a heading's emphasis nested to the limit.
        let nested = SpecPageParser.parse(
            "# Nested\n\n" + String(repeating: "> ", count: limit / 2) + "## "
                + String(repeating: "*a ", count: limit / 2 - 5) + "x"
                + String(repeating: "*", count: limit / 2 - 5) + "\n",
            path: "Spec/nested.md")
        #expect(deep.diagnostics.map(\.identifier) == [.pageTooDeep])
        #expect(nested.diagnostics.isEmpty)
        let suite = SpecSuite(pages: [deep, nested])
        let report = SuiteReport(
            results: [], markupDiagnostics: suite.diagnostics, toolchainVersion: "Swift version 6.x (test)",
            modelKey: "key",
            modelBuildSeconds: 0, compileSeconds: 0, runSeconds: 0, mergedCompiles: 0, soloTypechecks: 0)
        let site = Site.render(suite: suite, report: report)
        #expect(site.files["nested.html"]?.contains("<em>a") == true)
        #expect(site.files["deep.html"] == nil)
        #expect(site.files["index.html"]?.contains("page.too-deep") == true)
    }
}
