import ExampleRunner
import SpecPages

/// The HTML of one example: a badge with its verdict, its code with hidden lines behind a toggle,
/// what it was declared to do, and what actually happened.
struct ExampleHTML {
    let result: ExampleResult

    func render() -> String {
        let example = result.example
        let verdict = result.verdict.rawValue
        let anchor = escapeHTML(example.anchor)
        var html = "<figure class=\"example \(example.classification.rawValue) \(verdict)\" id=\"\(anchor)\">\n"
        html += "<figcaption>"
        html += Self.kindLabel(example.classification) + " "
        html += "<a class=\"example-id\" href=\"#\(anchor)\">\(escapeHTML(example.id))</a>"
        if example.iOSReleases != PageSettings().iOSReleases || example.swiftVersion != 5 {
            let releases = example.iOSReleases.map { "iOS \($0)" }.joined(separator: ", ")
            html += " <span class=\"platform\">\(escapeHTML(releases)) · Swift \(example.swiftVersion)</span>"
        }
        html += " " + verdictMark
        html += Self.copyButton
        html += "</figcaption>\n"
        let evidence = self.evidence
        html += Self.code(example.lines, toggleID: "hidden-\(example.id)", marks: evidence.compactMap(\.mark))
        html += findings(evidence)
        html += PreviewHTML(runs: result.runs).render()
        html += "</figure>\n"
        return html
    }

    /// A context definition: shown with its name, never judged itself.
    static func context(_ definition: ContextDefinition) -> String {
        let anchor = escapeHTML("context-\(definition.name)")
        var html = "<figure class=\"example context\" id=\"\(anchor)\">\n"
        html += "<figcaption><span class=\"badge context\">context</span> <a class=\"example-id\" href=\"#\(anchor)\">\(escapeHTML(definition.name))</a>"
        if !definition.contexts.isEmpty {
            html += " <span class=\"platform\">builds on \(escapeHTML(definition.contexts.joined(separator: ", ")))</span>"
        }
        html += copyButton + "</figcaption>\n"
        html += code(definition.lines, toggleID: "hidden-context-\(definition.name)")
        return html + "</figure>\n"
    }

    /// A Swift block whose markup could not be read: shown with its problems, unchecked.
    static func unchecked(code text: String, problems: [MarkupDiagnostic]) -> String {
        var html = "<figure class=\"example unreadable failed\">\n"
        html += "<figcaption><span class=\"badge failed\">✗ not checked</span> <span class=\"classification\">markup problem</span></figcaption>\n"
        html += "<pre><code class=\"language-swift\">\(escapeHTML(text))</code></pre>\n"
        html += "<ul class=\"findings\">\n"
        for problem in problems {
            html += "<li class=\"problem\">\(escapeHTML(problem.description))</li>\n"
        }
        return html + "</ul>\n</figure>\n"
    }

    private static func code(_ lines: [SpecExample.Line], toggleID: String, marks: [HighlightedCode.Mark] = []) -> String {
        var html = ""
        let hiddenCount = lines.count(where: \.isHidden)
        if hiddenCount > 0 {
            // The label says what clicking does: "Show" while they are hidden, "Hide" once shown (CSS picks).
            let id = escapeHTML(toggleID)
            let what = hiddenCount == 1 ? "1 hidden line" : "\(hiddenCount) hidden lines"
            html += "<input type=\"checkbox\" class=\"hidden-toggle\" id=\"\(id)\"><label class=\"hidden-toggle-label\" for=\"\(id)\">"
            html += "<span class=\"show\">Show</span><span class=\"hide\">Hide</span> \(what) (setup and checks)</label>\n"
        }
        // A hidden line's span holds its line break, so that hiding it leaves no blank line.
        let code = HighlightedCode(lines: lines, marks: marks).html()
        // Focusable, so that a keyboard can scroll a long line into view.
        return html + "<pre tabindex=\"0\"><code class=\"language-swift\">\(code)</code></pre>\n"
    }

    /// Copies exactly the code a reader sees (hidden lines only when shown); the page's one script drives it.
    static let copyButton = "<button type=\"button\" class=\"copy-button\" aria-label=\"Copy code\">Copy</button>"

    /// A finding of this example, said once however many releases reported it, with the place in the code it points at.
    struct Evidence {
        var finding: Finding
        var releases: [Int]
        var mark: HighlightedCode.Mark?
    }

    /// The example's findings that point into it, or point nowhere, without repeats across releases.
    var evidence: [Evidence] {
        let example = result.example
        var list: [Evidence] = []
        func add(_ finding: Finding, release: Int?) {
            if let index = list.firstIndex(where: { $0.finding == finding }) {
                if let release { list[index].releases.append(release) }
                return
            }
            var mark: HighlightedCode.Mark?
            if let location = finding.location, location.file == example.location.file,
                let lineIndex = example.lines.firstIndex(where: { $0.number == location.line })
            {
                let hasColumn = finding.kind == .compileError || finding.kind == .compileWarning
                mark = HighlightedCode.Mark(
                    lineIndex: lineIndex, offset: hasColumn ? location.column - example.codeColumn : nil,
                    title: finding.message)
            }
            list.append(Evidence(finding: finding, releases: release.map { [$0] } ?? [], mark: mark))
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
        for reason in result.reasons {
            items.append("<li class=\"reason\">\(escapeHTML(reason))</li>")
        }
        if example.classification == .correct && result.verdict == .passed {
            let releases = result.runs.map { "iOS \($0.iOSRelease)" }.joined(separator: ", ")
            items.append("<li class=\"reason\">Compiled without warnings and ran cleanly on \(escapeHTML(releases)).</li>")
        }
        let outputs = result.runs.filter { !$0.output.isEmpty }
        var html = items.isEmpty ? "" : "<ul class=\"findings\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
        for run in outputs {
            html += "<details class=\"output\"><summary>Output on iOS \(run.iOSRelease)</summary><pre>\(escapeHTML(run.output))</pre></details>\n"
        }
        return html
    }

    /// `line 23:6 · error: value of type … [Group]`, with the releases a run-time finding happened on.
    private static func evidenceItem(_ item: Evidence, example: SpecExample) -> String {
        let finding = item.finding
        var place = ""
        if let location = finding.location, location.file == example.location.file {
            let hasColumn = finding.kind == .compileError || finding.kind == .compileWarning
            place = "line \(location.line)" + (hasColumn ? ":\(location.column)" : "")
        }
        let releases = item.releases.isEmpty ? "" : " on " + item.releases.map { "iOS \($0)" }.joined(separator: ", ")
        var html = "<li class=\"evidence \(finding.kind.rawValue)\">"
        if !place.isEmpty { html += "<span class=\"place\">\(escapeHTML(place))</span> " }
        html += "<code>\(escapeHTML(finding.description))</code>\(escapeHTML(releases))"
        if !finding.notes.isEmpty {
            html += "<ul class=\"notes\">" + finding.notes.map { "<li>\(escapeHTML($0))</li>" }.joined() + "</ul>"
        }
        return html + "</li>"
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
            let how = result.example.classification == .incorrect
                ? "fails as the page says" : "compiles without warnings and runs cleanly"
            let title = releases.isEmpty ? "Checked by cellspec: \(how)." : "Checked by cellspec on \(releases): \(how)."
            return "<span class=\"badge passed\" title=\"\(escapeHTML(title))\">✓ verified</span>"
        case .failed:
            return "<span class=\"badge failed\">✗ check failed: the page’s claim does not hold</span>"
        case .skipped:
            let reason = result.reasons.first.map { " title=\"\(escapeHTML($0))\"" } ?? ""
            return "<span class=\"badge skipped\"\(reason)>not checked</span>"
        }
    }

    /// `iOS 17, 18 and 26`.
    static func releaseList(_ releases: [Int]) -> String {
        guard let last = releases.last else { return "" }
        let numbers = releases.map(String.init)
        guard releases.count > 1 else { return "iOS \(last)" }
        return "iOS " + numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
    }
}
