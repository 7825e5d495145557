import ExampleRunner
import SpecPages

/// The conformance dashboard: every page with its counts, every failing example linked.
struct IndexRenderer {
    let report: SuiteReport
    let layout: SiteLayout

    func render() -> String {
        let total = PageSummary(results: report.results, diagnostics: report.markupDiagnostics)
        var html = "<h1>cellspec conformance</h1>\n"
        html +=
            "<p>Every example on these pages was compiled by the Swift compiler and run against UIKitModel, the project's reference model of UIKit.</p>\n"
        html += total.bannerHTML
        html +=
            "<div class=\"table-scroll\" role=\"region\" aria-label=\"Pages\" tabindex=\"0\">\n<table class=\"dashboard\">\n<thead><tr><th>Page</th><th>Examples</th><th>Passed</th><th>Failed</th><th>Not checked</th></tr></thead>\n<tbody>\n"
        for page in layout.pages {
            let summary = PageSummary(results: report.results(forPage: page.path), diagnostics: page.diagnostics)
            let path = escapeHTML(layout.outputPath(for: page))
            html +=
                "<tr class=\"\(summary.isGreen ? "green" : "red")\"><td><a href=\"\(path)\">\(escapeHTML(page.title))</a></td>"
            html += "<td>\(summary.passed + summary.failed + summary.skipped + summary.notCheckable)</td>"
            html +=
                "<td>\(summary.passed)</td><td>\(summary.failed + summary.markupProblems)</td><td>\(summary.skipped + summary.notCheckable)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        let failures = report.results.filter { $0.verdict == .failed }
        if !failures.isEmpty || !report.markupDiagnostics.isEmpty {
            html += "<h2 id=\"failures\">Failures</h2>\n<ul class=\"failures\">\n"
            for result in failures {
                guard let page = layout.pages.first(where: { $0.path == result.example.location.file }) else {
                    continue
                }
                let href = escapeHTML(layout.outputPath(for: page)) + "#" + escapeHTML(result.example.anchor)
                html +=
                    "<li><a href=\"\(href)\">\(escapeHTML(page.title)) — \(escapeHTML(result.example.id))</a>: \(escapeHTML(result.reasons.first?.description ?? ""))</li>\n"
            }
            for diagnostic in report.markupDiagnostics {
                html += "<li>\(escapeHTML(diagnostic.description))</li>\n"
            }
            html += "</ul>\n"
        }
        html += buildInfo()
        return PageTemplate(title: "Conformance", outputPath: "index.html", layout: layout, current: nil).wrap(html)
    }

    /// The simulated releases and where the rest of the build's provenance is. No clock time, and
    /// neither the toolchain nor the model's hash (they are in ``SiteProvenance``): the page changes
    /// only when what it says does, so `cellspec build --check` fails only then.
    private func buildInfo() -> String {
        let releases = Set(report.results.flatMap { $0.runs.map(\.iOSRelease) }).sorted()
        var html = "<h2 id=\"build\">Build</h2>\n<dl class=\"build-info\">\n"
        html +=
            "<dt>Simulated iOS releases</dt><dd>\(escapeHTML(releases.isEmpty ? "none" : releases.map { "iOS \($0)" }.joined(separator: ", ")))</dd>\n"
        html +=
            "<dt>Toolchain and model</dt><dd><a href=\"\(escapeHTML(SiteProvenance.fileName))\">\(escapeHTML(SiteProvenance.fileName))</a></dd>\n"
        if layout.hasAPIReference {
            html +=
                "<dt>API reference</dt><dd><a href=\"\(escapeHTML(Site.apiReferenceName))\">the modelled UIKit API</a></dd>\n"
        }
        return html + "</dl>\n"
    }
}
