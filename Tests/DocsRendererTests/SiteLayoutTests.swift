import DocsRenderer
import Foundation
import SpecPages
import Testing

@testable import ExampleRunner

/// Where pages go in the site when they are named by absolute paths or from different folders: every
/// file and every link is relative to the pages' common folder.
@Suite struct SiteLayoutTests {
    @Test func pagesNamedByAbsolutePathsGetRelativeFilesAndLinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellspec-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["guides/lists", "notes"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let first = root.appendingPathComponent("guides/lists/first.md")
        let second = root.appendingPathComponent("notes/second.md")
        try Data("# First\n\nProse.\n".utf8).write(to: first)
        try Data("# Second\n\nProse.\n".utf8).write(to: second)
        // One page by its absolute path, the other through `..`.
        let suite = SpecSuite.load(paths: [first.path, root.appendingPathComponent("guides/../notes/second.md").path])
        let report = SuiteReport(
            results: [], markupDiagnostics: suite.diagnostics, toolchainVersion: "test", modelKey: "key",
            modelBuildSeconds: 0,
            compileSeconds: 0, runSeconds: 0, mergedCompiles: 0, soloTypechecks: 0)
        let site = Site.render(suite: suite, report: report)

        #expect(
            site.files.keys.sorted() == [
                "guides/lists/first.html", "index.html", "notes/second.html", "provenance.json", "search-index.js",
                "style.css",
            ])
        for (path, html) in site.files where path.hasSuffix(".html") {
            for link in Self.attributeValues(named: ["href", "src"], in: html) {
                #expect(!link.hasPrefix("/") && !link.hasPrefix("file:"), "\(path) links to \(link)")
            }
        }
        let firstPage = try #require(site.files["guides/lists/first.html"])
        #expect(firstPage.contains("href=\"../../style.css\""))
        #expect(firstPage.contains("<script src=\"../../search-index.js\"></script>"))
        #expect(firstPage.contains("data-root=\"../../\""), "search results link from the page's own directory")
    }

    /// The values of `name="…"` attributes in `html`.
    static func attributeValues(named names: [String], in html: String) -> [Substring] {
        names.flatMap { name in
            html.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
                $0.split(separator: "\"", maxSplits: 1).first
            }
        }
    }
}

/// HTML comments in a page are for its authors and for cellspec, as on GitHub: readers never see them.
@Suite struct PageCommentTests {
    @Test func aCommentBlockIsNotShownAndOtherRawHTMLIsShownAsText() throws {
        let page = SpecPageParser.parse(
            "# Page\n\n<!-- generated below; do not edit -->\n\nProse.\n\n<div>raw</div>\n", path: "page.md")
        let report = SuiteReport(
            results: [], markupDiagnostics: [], toolchainVersion: "test", modelKey: "key", modelBuildSeconds: 0,
            compileSeconds: 0, runSeconds: 0, mergedCompiles: 0, soloTypechecks: 0)
        let html = try #require(Site.render(suite: SpecSuite(pages: [page]), report: report).files["page.html"])
        #expect(!html.contains("do not edit"))
        #expect(html.contains("&lt;div&gt;raw&lt;/div&gt;"))
    }
}
