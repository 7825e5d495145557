import ExampleRunner
import Foundation
import SpecPages

extension Site {
    /// The site of a lenient check (`check --lenient --site DIR`, or `merge` of its shards): one page
    /// per guide, rendered from its Markdown with every checked block's verdict in place
    /// (``LenientPageRenderer``), an index with each guide's counts, the report's
    /// (``LenientIndexRenderer``), the stylesheet and search of a spec site, and the provenance file.
    /// `guides`: the report's documents with their text, in the report's order.
    public static func renderLenient(report: SuiteReport, guides: [LenientGuide]) -> Site {
        let pages = guides.map(\.page)
        let failing = guides.filter { guide in
            (report.summary(forPage: guide.path).lenient?.findings ?? 0) > 0
                || report.markupDiagnostics.contains { $0.location.file == guide.path }
        }
        var guideLayout = SiteLayout(pages: pages, failingPages: Set(failing.map(\.path)))
        guideLayout.pageFolder = "guides/"
        let layout = guideLayout
        var files: [String: String] = [stylesheetName: Stylesheet.css]
        let rendered = zip(guides, pages).map { ($0, $1) }.mapSideBySide { pair in
            LenientPageRenderer(guide: pair.0, page: pair.1, report: report, layout: layout).render()
        }
        for (page, html) in zip(pages, rendered) { files[layout.outputPath(for: page)] = html }
        files["index.html"] = LenientIndexRenderer(report: report, layout: layout).render()
        var sources = StableHash()
        for guide in guides {
            sources.combine(guide.path)
            sources.combine(guide.source)
        }
        files[SiteProvenance.fileName] =
            SiteProvenance(toolchain: report.toolchainVersion, model: report.modelKey, specPages: sources.hex).json
        files[SearchIndex.fileName] = SearchIndex(lenientLayout: layout, report: report).script
        return Site(files: files)
    }
}
