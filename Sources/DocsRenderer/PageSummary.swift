import ExampleRunner
import SpecPages

/// The counts of one page's verdicts, shown at the top of the page and in the index.
struct PageSummary {
    var passed = 0
    var failed = 0
    var skipped = 0
    var notCheckable = 0
    var markupProblems = 0

    init(results: [ExampleResult], diagnostics: [MarkupDiagnostic]) {
        for result in results {
            switch result.verdict {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            case .notCheckable: notCheckable += 1
            }
        }
        markupProblems = diagnostics.count
    }

    var isGreen: Bool { failed == 0 && markupProblems == 0 }

    var text: String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if skipped > 0 { parts.append("\(skipped) not checked") }
        if notCheckable > 0 { parts.append("\(notCheckable) not checkable (unmodelled API)") }
        if markupProblems > 0 {
            parts.append("\(markupProblems) markup \(markupProblems == 1 ? "problem" : "problems")")
        }
        return parts.joined(separator: ", ")
    }

    var bannerHTML: String {
        "<p class=\"page-summary \(isGreen ? "green" : "red")\">\(isGreen ? "✓" : "✗") \(escapeHTML(text))</p>\n"
    }
}
