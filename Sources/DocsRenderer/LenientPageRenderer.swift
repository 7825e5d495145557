import CommonMark
import ExampleRunner
import Foundation
import SpecPages

/// Renders one guide of a lenient check through libcmark, as ``PageRenderer`` renders a spec page:
/// each checked Swift block in place of its code block, with its verdict (``LenientBlockHTML``);
/// headings anchored; raw HTML shown as text and links to scripts dropped (the guide is anyone's
/// text). A block split at ✅/❌ comments is shown as its parts, each judged; code recovered from a
/// paragraph (a guide whose fences were lost) follows the paragraph it was read from.
struct LenientPageRenderer {
    let guide: LenientGuide
    /// The guide as the site lays it out: its title and sections (read from the guide's text).
    let page: SpecPage
    let report: SuiteReport
    let layout: SiteLayout

    func render() -> String {
        let results = report.results(forPage: guide.path).filter { $0.lenient != nil }
        var placed = Set<Int>()
        var blockNumber = 0
        var headingIndex = 0
        let counts = report.summary(forPage: guide.path).lenient ?? SuiteReport.LenientCounts([])
        let path = layout.outputPath(for: page)
        let banner = Self.banner(
            counts, markupProblems: report.markupDiagnostics.count { $0.location.file == guide.path })
        var intro = "<p class=\"guide-path\">\(escapeHTML(guide.path))</p>\n" + banner
        if let problem = guide.unreadable {
            intro +=
                "<p class=\"guide-note\">The guide could not be read when the site was written (\(escapeHTML(problem))): its blocks are shown as the report has them.</p>\n"
        } else if let changed = changedLine(results) {
            intro +=
                "<p class=\"guide-note\">The guide has changed since it was checked (line \(changed) differs): verdicts may sit beside other code than they judged.</p>\n"
        }
        if let frontMatter = guide.frontMatter {
            intro +=
                "<details class=\"front-matter\"><summary>Front matter (lines 1–\(frontMatter.lineCount))</summary><pre>\(escapeHTML(frontMatter.text))</pre></details>\n"
        }
        let hasTitle = page.sections.first?.level == 1
        /// The figures of the results in `lines` not yet shown, in order.
        func figures(in lines: ClosedRange<Int>, blockLines: [SpecExample.Line] = []) -> String {
            let inside = results.indices.filter {
                !placed.contains($0) && lines.contains(results[$0].example.location.line)
            }
            guard !inside.isEmpty else { return "" }
            let covered = Set(inside.flatMap { results[$0].example.lines.map(\.number) })
            var html = ""
            var shownUpTo = Int.min
            for index in inside {
                placed.insert(index)
                blockNumber += 1
                let result = results[index]
                let first = result.example.lines.first?.number ?? result.example.location.line
                // Lines of the guide's block no part holds (a comment before the first marker) go with the part after them.
                let leading = blockLines.filter {
                    !covered.contains($0.number) && $0.number < first && $0.number > shownUpTo
                }
                shownUpTo = max(shownUpTo, result.example.lines.last?.number ?? first)
                html += figure(result, number: blockNumber, leading: leading)
            }
            let trailing = blockLines.filter { !covered.contains($0.number) && $0.number > shownUpTo }
            if !trailing.isEmpty {
                let code = HighlightedCode(lines: trailing, lineNumbers: true).html()
                html += "<pre tabindex=\"0\"><code class=\"language-swift\">\(code)</code></pre>\n"
            }
            return html
        }
        var body = CommonMarkConverter.renderHTML(
            guide.displayedSource, kinds: [.heading, .paragraph, .codeBlock, .link, .image, .htmlBlock]
        ) { request in
            let node = request.node
            let lines = node.startLine...max(node.startLine, node.endLine)
            switch node.kind {
            case .heading:
                defer { headingIndex += 1 }
                guard headingIndex < page.sections.count else { return nil }
                let section = page.sections[headingIndex]
                var heading = PageRenderer.anchored(request.renderedHTML(), anchor: section.anchor)
                if headingIndex == 0 && hasTitle { heading += intro + PageRenderer.tableOfContents(page.sections) }
                return .html(heading + figures(in: lines))
            case .paragraph:
                let shown = figures(in: lines)
                return shown.isEmpty ? nil : .html(request.renderedHTML() + shown)
            case .codeBlock:
                let shown = figures(in: lines, blockLines: CodeBlockLines.lines(of: node, hiddenMarkup: false))
                return .html(shown.isEmpty ? Self.unchecked(node) : shown)
            case .htmlBlock:
                // As on a spec page: comments are for authors, other raw HTML is shown as text.
                let literal = (node.literal ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                return literal.hasPrefix("<!--") && literal.hasSuffix("-->") ? .html("") : nil
            case .link where node.plainText.trimmingCharacters(in: .whitespaces).isEmpty:
                return Self.namedByItsDestination(request)
            case .link, .image:
                return PageRenderer.destination(node.url)
            default:
                return nil
            }
        }
        if !hasTitle { body = "<h1>\(escapeHTML(page.title))</h1>\n" + intro + body }
        let unplaced = results.indices.filter { !placed.contains($0) }
        if !unplaced.isEmpty {
            body +=
                "<h2 id=\"blocks-not-in-the-text\">Blocks not found in the guide’s text</h2>\n<p>The report holds these blocks, but the guide as read now has no code block at their lines.</p>\n"
            for index in unplaced {
                blockNumber += 1
                body += figure(results[index], number: blockNumber)
            }
        }
        return PageTemplate(title: page.title, outputPath: path, layout: layout, current: path).wrap(body)
    }

    /// A code block nothing checked (another language, or a block left out by `--filter`), as the
    /// guide has it; focusable, as every code block of a site is, so a keyboard can scroll it.
    static func unchecked(_ node: MarkdownNode) -> String {
        let language = (node.fenceInfo ?? "").split(whereSeparator: \.isWhitespace).first.map {
            " class=\"language-\(escapeHTML($0))\""
        }
        return "<pre tabindex=\"0\"><code\(language ?? "")>\(escapeHTML(node.literal ?? ""))</code></pre>\n"
    }

    /// A link with no text (`[](url)`, or around an image without a description): its destination
    /// names it, as a screen reader needs a name for every link.
    static func namedByItsDestination(_ request: CommonMarkConverter.NodeReplacement) -> CommonMarkConverter.Edit {
        let url = request.node.url ?? ""
        let destination: String
        switch PageRenderer.destination(url) {
        case .url(let rewritten)?: destination = rewritten
        default: destination = url
        }
        // The link's own content (an image) stays, after the name.
        let html = request.renderedHTML()
        var inner = ""
        if let open = html.firstIndex(of: ">"), let close = html.range(of: "</a>", options: .backwards),
            open < close.lowerBound
        {
            inner = String(html[html.index(after: open)..<close.lowerBound])
        }
        return .html("<a href=\"\(escapeHTML(destination))\">\(escapeHTML(url))\(inner)</a>")
    }

    private func figure(_ result: ExampleResult, number: Int, leading: [SpecExample.Line] = []) -> String {
        guard let judgement = result.lenient else { return "" }
        return LenientBlockHTML(result: result, judgement: judgement, number: number, leadingLines: leading).render()
    }

    /// The first line a block's code has that the guide, as read now, does not have there.
    private func changedLine(_ results: [ExampleResult]) -> Int? {
        let lines = SourceLines.lines(of: guide.source)
        for result in results {
            for line in result.example.lines where !line.text.isEmpty {
                guard lines.indices.contains(line.number - 1), lines[line.number - 1].contains(line.text) else {
                    return line.number
                }
            }
        }
        return nil
    }

    /// The guide's counts, as the human report's line for the document and the JSON report's
    /// `documents[].summary.lenient` give them: red when a block is a finding or the guide could not be read.
    static func banner(_ counts: SuiteReport.LenientCounts, markupProblems: Int) -> String {
        let green = counts.findings == 0 && markupProblems == 0
        var text = "\(counts.blocks) \(counts.blocks == 1 ? "block" : "blocks"): \(counts.passed) passed, "
        text += "\(counts.confirmed) confirmed, \(counts.findings) \(counts.findings == 1 ? "finding" : "findings"), "
        text += "\(counts.advice) advice, \(counts.notCheckable) not checkable, \(counts.unclassified) unclassified"
        text += "; \(counts.compiled) of \(counts.classified) classified compiled"
        if markupProblems > 0 { text += "; not readable" }
        return
            "<p class=\"page-summary \(green ? "green" : "red")\">\(green ? "✓" : "✗") \(escapeHTML(text))</p>\n"
    }
}
