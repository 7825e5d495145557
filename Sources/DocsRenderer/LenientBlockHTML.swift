import ExampleRunner
import SpecPages

/// The HTML of one block of a lenient check (`check --lenient --site`): what the guide says of it
/// (Do, Don’t or unclassified), its code with the guide's line numbers and the places findings point
/// at, and its ``LenientJudgement``: outcome and diagnosis, why, the evidence, what inference
/// supplied, the guide's reasons and what classified it. Reuses the strict example's frame and styles
/// (``ExampleHTML``); shows the runs' output but no cell previews, since what a block's cells showed
/// is mostly what inference supplied.
struct LenientBlockHTML {
    let result: ExampleResult
    let judgement: LenientJudgement
    /// The block's place among the guide's blocks, counted from 1, shown as "Block 3".
    var number: Int
    /// Lines of the guide's code block that belong to no checked part (the comment before a split
    /// block's first marker): shown above the block's own lines, unjudged.
    var leadingLines: [SpecExample.Line] = []

    func render() -> String {
        let block = result.example
        let anchor = escapeHTML(block.anchor)
        var html =
            "<figure class=\"example lenient \(escapeHTML(judgement.classification)) \(result.verdict.rawValue)\" id=\"\(anchor)\">\n"
        html += "<figcaption>"
        html += kindLabel + " "
        html +=
            "<a class=\"example-id\" href=\"#\(anchor)\" title=\"\(escapeHTML(block.id))\">Block \(number)</a>"
        html += " <span class=\"platform\">\(escapeHTML(lineRange))</span>"
        html += " " + badge
        html += ExampleHTML.copyButton
        html += "</figcaption>\n"
        let marks = ExampleHTML(result: result).evidence.flatMap(\.marks).map { mark in
            var shifted = mark
            shifted.lineIndex += leadingLines.count
            return shifted
        }
        // A part of a split block ends with the blank lines before the next marker: not shown.
        var lines = leadingLines + block.lines
        while lines.count > 1, lines.last?.text.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let code = HighlightedCode(lines: lines, marks: marks.filter { $0.lineIndex < lines.count }, lineNumbers: true)
            .html()
        html += "<pre tabindex=\"0\"><code class=\"language-swift\">\(code)</code></pre>\n"
        html += verdict
        for run in result.runs where !run.output.isEmpty {
            html +=
                "<details class=\"output\"><summary>Output on iOS \(run.iOSRelease)</summary><pre>\(escapeHTML(run.output))</pre></details>\n"
        }
        // No cell previews: what a block's cells showed is mostly what inference made up for it.
        return html + "</figure>\n"
    }

    /// `line 12` or `lines 12–20`: the guide's lines of the block's code.
    var lineRange: String {
        let range = result.example.codeLineRange
        return range.count == 1 ? "line \(range.lowerBound)" : "lines \(range.lowerBound)–\(range.upperBound)"
    }

    /// What the guide says of the block: Do (✅ and the like), Don’t (❌), or nothing.
    private var kindLabel: String {
        switch judgement.classification {
        case "correct": ExampleHTML.kindLabel(.correct)
        case "incorrect": ExampleHTML.kindLabel(.incorrect)
        default: "<span class=\"kind illustration\">Unclassified</span>"
        }
    }

    /// The outcome, loud only for a finding; its diagnosis beside it.
    var badge: String {
        let diagnosis = judgement.diagnosis.map { ": \($0.rawValue)" } ?? ""
        switch judgement.outcome {
        case .passed:
            return
                "<span class=\"badge passed\" title=\"Compiled after inference and ran without a fault or violation.\">✓ passed</span>"
        case .confirmed:
            return
                "<span class=\"badge passed\" title=\"Something points into the block, as the guide says it should.\">✓ confirmed</span>"
        case .advice:
            return
                "<span class=\"badge skipped\" title=\"The guide's reason is a preference: UIKit accepts the code.\">advice</span>"
        case .finding:
            return "<span class=\"badge failed\">✗ finding\(escapeHTML(diagnosis))</span>"
        case .uncheckable:
            return "<span class=\"badge skipped\">not checkable\(escapeHTML(diagnosis))</span>"
        case .unclassified:
            let fared =
                judgement.diagnosis == nil
                ? "compiles and runs cleanly" : judgement.isUncheckable ? "could not be checked" : "fails as written"
            return "<span class=\"badge skipped\">unclassified: \(fared)</span>"
        }
    }

    /// The judgement as a description list: each part the report has, in the order a reader asks.
    private var verdict: String {
        var rows: [(String, String)] = []
        // An unclassified block is not judged, so it has no diagnosis to show (as in the human report):
        // whose problem a failure is depends on what the guide meant.
        let outcome =
            judgement.outcome == .unclassified
            ? "unclassified, not judged"
            : judgement.outcome.phrase + (judgement.diagnosis.map { " — \($0.rawValue)" } ?? "")
        rows.append(("Outcome", escapeHTML(outcome)))
        if let explanation = judgement.explanation, !explanation.isEmpty {
            rows.append(("Why", escapeHTML(explanation)))
        }
        // A clean unclassified block's one piece of evidence says only that it ran cleanly: the badge says it.
        let saidAlready = judgement.outcome == .unclassified && judgement.diagnosis == nil
        if !judgement.evidence.isEmpty && !saidAlready {
            rows.append(("Evidence", Self.list(judgement.evidence)))
        }
        var inferred = judgement.inferred
        if let host = judgement.host {
            inferred.append(host == "enum" ? "placed in an enum" : "placed in a \(host) subclass")
        }
        if !inferred.isEmpty { rows.append(("Inferred", Self.list(inferred))) }
        if !judgement.guideReasons.isEmpty { rows.append(("The guide says", Self.list(judgement.guideReasons))) }
        rows.append(("Classified by", escapeHTML(judgement.classificationEvidence)))
        var html = "<dl class=\"lenient-verdict\">\n"
        for (term, description) in rows { html += "<dt>\(term)</dt><dd>\(description)</dd>\n" }
        return html + "</dl>\n"
    }

    /// One item: as text; several: a list.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first.map(escapeHTML) ?? "" }
        return "<ul>" + items.map { "<li>\(escapeHTML($0))</li>" }.joined() + "</ul>"
    }
}
