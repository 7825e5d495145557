import ExampleRunner
import Foundation
import SpecPages

/// The HTML of one example: a badge with its verdict, its code with hidden lines behind a toggle,
/// what it was declared to do, and what actually happened.
struct ExampleHTML {
    let result: ExampleResult
    /// The example's place among the page's examples, counted from 1, shown as "Example 3".
    var number: Int?
    /// The page's ✅/❌ sentence about the example, as HTML, without its marker.
    var claim: String?

    func render() -> String {
        let example = result.example
        let verdict = result.verdict.rawValue
        let anchor = escapeHTML(example.anchor)
        var html = "<figure class=\"example \(example.classification.rawValue) \(verdict)\" id=\"\(anchor)\">\n"
        html += "<figcaption>"
        html += Self.kindLabel(example.classification) + " "
        let name = number.map { "Example \($0)" } ?? example.id
        html +=
            "<a class=\"example-id\" href=\"#\(anchor)\" title=\"\(escapeHTML(example.id))\">\(escapeHTML(name))</a>"
        if example.iOSReleases != PageSettings().iOSReleases || example.swiftVersion != 5 {
            let releases = example.iOSReleases.map { "iOS \($0)" }.joined(separator: ", ")
            html += " <span class=\"platform\">\(escapeHTML(releases)) · Swift \(example.swiftVersion)</span>"
        }
        html += " " + verdictMark
        html += Self.copyButton
        if let claim { html += "<p class=\"claim\">\(claim)</p>" }
        html += "</figcaption>\n"
        let evidence = self.evidence
        html += Self.code(example.lines, toggleID: "hidden-\(example.id)", marks: evidence.flatMap(\.marks))
        html += findings(evidence)
        html += PreviewHTML(runs: result.runs).render()
        html += "</figure>\n"
        return html
    }

    /// A context definition: shown with its name, never judged itself.
    static func context(_ definition: ContextDefinition) -> String {
        let anchor = escapeHTML("context-\(definition.name)")
        var html = "<figure class=\"example context\" id=\"\(anchor)\">\n"
        html +=
            "<figcaption><span class=\"badge context\">context</span> <a class=\"example-id\" href=\"#\(anchor)\">\(escapeHTML(definition.name))</a>"
        if !definition.contexts.isEmpty {
            html +=
                " <span class=\"platform\">builds on \(escapeHTML(definition.contexts.joined(separator: ", ")))</span>"
        }
        html += copyButton + "</figcaption>\n"
        html += code(definition.lines, toggleID: "hidden-context-\(definition.name)")
        return html + "</figure>\n"
    }

    /// A Swift block whose markup could not be read: shown with its problems, unchecked.
    static func unchecked(code text: String, problems: [MarkupDiagnostic]) -> String {
        var html = "<figure class=\"example unreadable failed\">\n"
        html +=
            "<figcaption><span class=\"badge failed\">✗ not checked</span> <span class=\"classification\">markup problem</span></figcaption>\n"
        html += "<pre><code class=\"language-swift\">\(escapeHTML(text))</code></pre>\n"
        html += "<ul class=\"findings\">\n"
        for problem in problems {
            html += "<li class=\"problem\">\(escapeHTML(problem.description))</li>\n"
        }
        return html + "</ul>\n</figure>\n"
    }

    private static func code(_ lines: [SpecExample.Line], toggleID: String, marks: [HighlightedCode.Mark] = [])
        -> String
    {
        var html = ""
        let hiddenCount = lines.count(where: \.isHidden)
        if hiddenCount > 0 {
            // The label says what clicking does: "Show" while they are hidden, "Hide" once shown (CSS picks).
            let id = escapeHTML(toggleID)
            let what = hiddenCount == 1 ? "1 hidden line" : "\(hiddenCount) hidden lines"
            html +=
                "<input type=\"checkbox\" class=\"hidden-toggle\" id=\"\(id)\"><label class=\"hidden-toggle-label\" for=\"\(id)\">"
            html +=
                "<span class=\"show\">Show</span><span class=\"hide\">Hide</span> \(what) (setup and checks)</label>\n"
        }
        // A hidden line's span holds its line break, so that hiding it leaves no blank line.
        let code = HighlightedCode(lines: lines, marks: marks).html()
        // Focusable, so that a keyboard can scroll a long line into view.
        return html + "<pre tabindex=\"0\"><code class=\"language-swift\">\(code)</code></pre>\n"
    }

    /// Copies exactly the code a reader sees (hidden lines only when shown); the page's one script drives it.
    static let copyButton = "<button type=\"button\" class=\"copy-button\" aria-label=\"Copy code\">Copy</button>"

    /// A diagnostic of this example, said once however many releases and lines reported it, with the
    /// places in the code it points at.
    struct Evidence {
        var finding: Finding
        /// The page lines it points at inside the example, in order, each once.
        var lines: [Int] = []
        var releases: [Int] = []
        var marks: [HighlightedCode.Mark] = []
    }

    /// The example's findings that point into it, or point nowhere: one per distinct diagnostic (the
    /// same message at several lines or on several releases is one), in the order they were reported.
    var evidence: [Evidence] {
        let example = result.example
        var list: [Evidence] = []
        func add(_ finding: Finding, release: Int?) {
            let inExample = finding.location.map { $0.file == example.location.file } ?? false
            var key = finding
            key.location = nil
            let index =
                list.firstIndex { other in
                    var otherKey = other.finding
                    otherKey.location = nil
                    return otherKey == key && (other.finding.location?.file == example.location.file) == inExample
                }
                ?? {
                    list.append(Evidence(finding: finding))
                    return list.count - 1
                }()
            if let release, !list[index].releases.contains(release) { list[index].releases.append(release) }
            guard inExample, let location = finding.location, !list[index].lines.contains(location.line) else { return }
            list[index].lines.append(location.line)
            if let lineIndex = example.lines.firstIndex(where: { $0.number == location.line }) {
                let hasColumn = finding.kind == .compileError || finding.kind == .compileWarning
                list[index].marks.append(
                    HighlightedCode.Mark(
                        lineIndex: lineIndex, offset: hasColumn ? location.column - example.codeColumn : nil,
                        title: finding.message))
            }
        }
        for finding in result.compileFindings { add(finding, release: nil) }
        for run in result.runs {
            for finding in run.findings { add(finding, release: run.iOSRelease) }
        }
        return list
    }

    private func findings(_ evidence: [Evidence]) -> String {
        let example = result.example
        var items: [String] = []
        if example.classification == .incorrect {
            let declared = example.expectations.map(\.summary).joined(separator: "; ")
            items.append("<li class=\"declared\"><strong>Declared to fail with</strong> \(escapeHTML(declared))</li>")
        }
        for item in evidence {
            items.append(Self.evidenceItem(item, example: example))
        }
        // A passing example's reasons only restate its evidence ("confirmed on iOS 18: …"); the
        // verified mark says it. A failure's or a skip's reasons are what the reader needs.
        if result.verdict != .passed {
            for reason in result.reasons {
                items.append("<li class=\"reason\">\(escapeHTML(reason.description))</li>")
            }
        }
        let outputs = result.runs.filter { !$0.output.isEmpty }
        var html = items.isEmpty ? "" : "<ul class=\"findings\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
        for run in outputs {
            html +=
                "<details class=\"output\"><summary>Output on iOS \(run.iOSRelease)</summary><pre>\(escapeHTML(run.output))</pre></details>\n"
        }
        return html
    }

    /// `line 3 · warning: 'textLabel' is deprecated … [DeprecatedDeclaration]` with the releases a
    /// run-time finding happened on. Lines count from the snippet's first visible line, as a reader
    /// counts them; the page's line is in the tooltip.
    private static func evidenceItem(_ item: Evidence, example: SpecExample) -> String {
        let finding = item.finding
        let visible = example.lines.filter { !$0.isHidden }.map(\.number)
        let hidden = example.lines.filter(\.isHidden).map(\.number)
        let shown = item.lines.compactMap { line in visible.firstIndex(of: line).map { $0 + 1 } }
        // A hidden line is named by its text: it has no number a reader sees, and it is shown
        // highlighted in the code above.
        let hiddenTexts = item.lines.filter { hidden.contains($0) }.compactMap { line in
            example.lines.first { $0.number == line }?.text.trimmingCharacters(in: .whitespaces)
        }
        var places: [String] = []
        if !shown.isEmpty {
            places.append((shown.count == 1 ? "line " : "lines ") + Self.list(shown.map(String.init)))
        }
        if !hiddenTexts.isEmpty {
            places.append(
                (hiddenTexts.count == 1 ? "hidden line " : "hidden lines ") + Self.list(hiddenTexts.map { "“\($0)”" }))
        }
        let releases = item.releases.isEmpty ? "" : " on " + Self.releaseList(item.releases)
        var html = "<li class=\"evidence \(finding.kind.rawValue)\">"
        if !places.isEmpty {
            let pageLines = item.lines.map(String.init)
            let title = (pageLines.count == 1 ? "page line " : "page lines ") + Self.list(pageLines)
            html +=
                "<span class=\"place\" title=\"\(escapeHTML(title))\">\(escapeHTML(places.joined(separator: " and ")))</span> "
        }
        html += "<code>\(escapeHTML(finding.description))</code>\(escapeHTML(releases))"
        if !finding.notes.isEmpty {
            html += "<ul class=\"notes\">" + finding.notes.map { "<li>\(escapeHTML($0))</li>" }.joined() + "</ul>"
        }
        return html + "</li>"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// What the page says about the example, as a box heading: "Do" for correct code, "Don't" for
    /// incorrect code (ESLint's ✓/✗ boxes), apart from whether cellspec could confirm it.
    static func kindLabel(_ classification: SpecExample.Classification) -> String {
        switch classification {
        case .correct: "<span class=\"kind do\"><span aria-hidden=\"true\">✓ </span>Do</span>"
        case .incorrect: "<span class=\"kind dont\"><span aria-hidden=\"true\">✗ </span>Don’t</span>"
        case .illustration: "<span class=\"kind illustration\">Illustration</span>"
        }
    }

    /// Whether the page's claim holds: a small neutral mark when it does, loud only when it does not.
    private var verdictMark: String {
        let releases = Self.releaseList(result.runs.map(\.iOSRelease))
        switch result.verdict {
        case .passed:
            let how =
                result.example.classification == .incorrect
                ? "fails as the page says" : "compiles without warnings and runs cleanly"
            let title =
                releases.isEmpty ? "Checked by cellspec: \(how)." : "Checked by cellspec on \(releases): \(how)."
            return "<span class=\"badge passed\" title=\"\(escapeHTML(title))\">✓ verified</span>"
        case .failed:
            return "<span class=\"badge failed\">✗ check failed: the page’s claim does not hold</span>"
        case .skipped:
            let reason = result.reasons.first.map { " title=\"\(escapeHTML($0.description))\"" } ?? ""
            return "<span class=\"badge skipped\"\(reason)>not checked</span>"
        case .notCheckable:
            let apis = result.unmodelledAPIs.map { "`\($0)`" }.joined(separator: ", ")
            return "<span class=\"badge skipped\">not checkable: unmodelled \(escapeHTML(apis))</span>"
        }
    }

    /// `iOS 17, 18 and 26`.
    static func releaseList(_ releases: [Int]) -> String {
        guard let last = releases.last else { return "" }
        guard releases.count > 1 else { return "iOS \(last)" }
        return "iOS " + list(releases.map(String.init))
    }
}
