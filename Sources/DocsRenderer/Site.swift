import ExampleRunner
import SpecPages

/// The generated documentation site as files in memory: relative path → contents.
public struct Site: Equatable, Sendable {
    public var files: [String: String]

    public init(files: [String: String]) {
        self.files = files
    }

    /// The site's stylesheet file name.
    static let stylesheetName = "style.css"

    /// The API reference page's file name.
    static let apiReferenceName = "api-reference.html"

    /// Renders every page of the suite with the report's verdicts, an index, a stylesheet, and the
    /// API reference page when the model's API was read.
    public static func render(suite: SpecSuite, report: SuiteReport, apiReference: APIReference? = nil) -> Site {
        let layout = SiteLayout(pages: suite.pages, hasAPIReference: apiReference != nil)
        var files: [String: String] = [stylesheetName: Stylesheet.css]
        for page in suite.pages where page.diagnostics.allSatisfy({ $0.identifier != .unreadablePage }) {
            let renderer = PageRenderer(page: page, report: report, layout: layout)
            files[layout.outputPath(for: page)] = renderer.render()
        }
        files["index.html"] = IndexRenderer(suite: suite, report: report, layout: layout).render()
        if let apiReference {
            files[apiReferenceName] = APIReferencePage(reference: apiReference, layout: layout).render()
        }
        return Site(files: files)
    }
}
