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

    /// Renders every page of the suite with the report's verdicts, an index and a stylesheet.
    public static func render(suite: SpecSuite, report: SuiteReport) -> Site {
        let layout = SiteLayout(pages: suite.pages)
        var files: [String: String] = [stylesheetName: Stylesheet.css]
        for page in suite.pages where page.diagnostics.allSatisfy({ !$0.identifier.meansUnreadable }) {
            let renderer = PageRenderer(page: page, report: report, layout: layout)
            files[layout.outputPath(for: page)] = renderer.render()
        }
        files["index.html"] = IndexRenderer(suite: suite, report: report, layout: layout).render()
        return Site(files: files)
    }
}
