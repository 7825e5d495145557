import APIInventory
import ExampleRunner
import Foundation
import SpecPages

/// The generated documentation site as files in memory: relative path → contents.
public struct Site: Equatable, Sendable {
    public var files: [String: String]

    public init(files: [String: String]) {
        self.files = files
    }

    /// The site's stylesheet file name.
    static let stylesheetName = "style.css"

    /// The API reference's index page; each type's page is in ``APIReferencePage/directory``.
    static let apiReferenceName = "api-reference.html"

    /// Renders every page of the suite with the report's verdicts, an index, a stylesheet, the
    /// build's provenance (``SiteProvenance``), and the API reference page when the model's API was read.
    /// `inventory`: UIKit's declarations compared with the model's, shown per type on the API reference.
    public static func render(
        suite: SpecSuite, report: SuiteReport, apiReference: APIReference? = nil, inventory: InventorySummary? = nil
    ) -> Site {
        let failing = suite.pages.filter { page in
            !PageSummary(results: report.results(forPage: page.path), diagnostics: page.diagnostics).isGreen
        }
        var pageLayout = SiteLayout(
            pages: suite.pages, hasAPIReference: apiReference != nil, failingPages: Set(failing.map(\.path)))
        pageLayout.apiTypes = Set(apiReference?.types.map(\.name) ?? [])
        let layout = pageLayout
        var files: [String: String] = [stylesheetName: Stylesheet.css]
        // Pages are independent, and highlighting (a swift-syntax parse per example) is most of the
        // work: they are rendered on all processors at once.
        let pages = layout.pages
        let rendered = pages.mapSideBySide { PageRenderer(page: $0, report: report, layout: layout).render() }
        for (page, html) in zip(pages, rendered) {
            files[layout.outputPath(for: page)] = html
        }
        files["index.html"] = IndexRenderer(report: report, layout: layout).render()
        files[SiteProvenance.fileName] = SiteProvenance(suite: suite, report: report).json
        let identifiers = SearchIndex.exampleIdentifiers(layout: layout, report: report)
        files[SearchIndex.fileName] =
            SearchIndex(layout: layout, report: report, apiReference: apiReference, identifiers: identifiers).script
        if let apiReference {
            let usage = APIUsage(
                pages: zip(pages, rendered).map { (layout.outputPath(for: $0), $0.title, $1) },
                references: MemberReferences.byExample(layout: layout, report: report), reference: apiReference)
            let reference = APIReferencePage(
                reference: apiReference, layout: layout, usage: usage, inventory: inventory)
            files.merge(reference.files()) { $1 }
        }
        return Site(files: files)
    }
}
