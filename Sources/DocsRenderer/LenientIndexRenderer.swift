import ExampleRunner
import SpecPages

/// The lenient site's index: every guide with its counts — the human report's line for the document
/// and the JSON report's `documents[].summary.lenient`, the same numbers — the run's total, each
/// finding linked, and the guides that could not be read.
struct LenientIndexRenderer {
    let report: SuiteReport
    let layout: SiteLayout

    /// The table's columns: heading, and the count each cell shows.
    static var columns: [(heading: String, key: String, count: (SuiteReport.LenientCounts) -> Int)] {
        [
            ("Blocks", "blocks", \.blocks), ("Classified", "classified", \.classified),
            ("Compiled", "compiled", \.compiled), ("Passed", "passed", \.passed),
            ("Confirmed", "confirmed", \.confirmed), ("Findings", "findings", \.findings),
            ("Advice", "advice", \.advice), ("Not checkable", "not-checkable", \.notCheckable),
            ("Unclassified", "unclassified", \.unclassified),
        ]
    }

    func render() -> String {
        let total = report.summary.lenient ?? SuiteReport.LenientCounts([])
        var html = "<h1>cellspec lenient check</h1>\n"
        html +=
            "<p>These guides were written without cellspec’s markup. Each Swift block was classified from the guide’s own marks and words (✅ and ❌, Good and Bad, Do and Don’t), completed by inference where the guide leaves code out, compiled by the Swift compiler and run against UIKitModel, the project’s reference model of UIKit. “Compiled” counts classified blocks.</p>\n"
        html += LenientPageRenderer.banner(total, markupProblems: report.markupDiagnostics.count)
        html +=
            "<div class=\"table-scroll\" role=\"region\" aria-label=\"Guides\" tabindex=\"0\">\n<table class=\"dashboard lenient\">\n<thead><tr><th>Guide</th>"
        html += Self.columns.map { "<th>\($0.heading)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for page in layout.pages {
            let counts = report.summary(forPage: page.path).lenient ?? SuiteReport.LenientCounts([])
            let green = counts.findings == 0 && !report.markupDiagnostics.contains { $0.location.file == page.path }
            html +=
                "<tr class=\"\(green ? "green" : "red")\" data-guide=\"\(escapeHTML(page.path))\"><td><a href=\"\(escapeHTML(layout.outputPath(for: page)))\">\(escapeHTML(page.title))</a></td>"
            html += cells(counts) + "</tr>\n"
        }
        html += "</tbody>\n<tfoot><tr data-guide=\"\"><th scope=\"row\">All guides</th>\(cells(total))</tr></tfoot>\n"
        html += "</table>\n</div>\n"
        html += findings()
        html += buildInfo()
        return PageTemplate(title: "Lenient check", outputPath: "index.html", layout: layout, current: nil).wrap(html)
    }

    private func cells(_ counts: SuiteReport.LenientCounts) -> String {
        Self.columns.map { "<td data-count=\"\($0.key)\" data-label=\"\($0.heading)\">\($0.count(counts))</td>" }
            .joined()
    }

    /// Every finding, linked to its block, with why; then the guides that could not be read.
    private func findings() -> String {
        let findings = report.results.filter { $0.lenient?.outcome == .finding }
        guard !findings.isEmpty || !report.markupDiagnostics.isEmpty else { return "" }
        var html = "<h2 id=\"findings\">Findings</h2>\n<ul class=\"failures\">\n"
        for result in findings {
            guard let judgement = result.lenient,
                let page = layout.pages.first(where: { $0.path == result.example.location.file })
            else { continue }
            let href = escapeHTML(layout.outputPath(for: page)) + "#" + escapeHTML(result.example.anchor)
            let diagnosis = judgement.diagnosis.map { " (\($0.rawValue))" } ?? ""
            html +=
                "<li><a href=\"\(href)\">\(escapeHTML(page.title)), line \(result.example.codeLineRange.lowerBound)</a>\(escapeHTML(diagnosis)): \(escapeHTML(judgement.explanation ?? ""))</li>\n"
        }
        for diagnostic in report.markupDiagnostics {
            html += "<li>\(escapeHTML(diagnostic.description))</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The simulated releases and the provenance file, as the spec site's index gives them.
    private func buildInfo() -> String {
        let releases = Set(report.results.flatMap { $0.runs.map(\.iOSRelease) }).sorted()
        var html = "<h2 id=\"build\">Build</h2>\n<dl class=\"build-info\">\n"
        html +=
            "<dt>Simulated iOS releases</dt><dd>\(escapeHTML(releases.isEmpty ? "none" : releases.map { "iOS \($0)" }.joined(separator: ", ")))</dd>\n"
        html +=
            "<dt>Toolchain and model</dt><dd><a href=\"\(escapeHTML(SiteProvenance.fileName))\">\(escapeHTML(SiteProvenance.fileName))</a></dd>\n"
        return html + "</dl>\n"
    }
}
