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
        html += "<span class=\"badge \(verdict)\">\(Self.badgeText(result.verdict))</span> "
        html += "<span class=\"classification\">\(Self.classificationText(example.classification))</span> "
        html += "<a class=\"example-id\" href=\"#\(anchor)\">\(escapeHTML(example.id))</a>"
        if example.iOSReleases != PageSettings().iOSReleases || example.swiftVersion != 5 {
            let releases = example.iOSReleases.map { "iOS \($0)" }.joined(separator: ", ")
            html += " <span class=\"platform\">\(escapeHTML(releases)) · Swift \(example.swiftVersion)</span>"
        }
        html += "</figcaption>\n"
        html += Self.code(example.lines, toggleID: "hidden-\(example.id)")
        html += findings()
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
        html += "</figcaption>\n"
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

    private static func code(_ lines: [SpecExample.Line], toggleID: String) -> String {
        var html = ""
        let hasHidden = lines.contains(where: \.isHidden)
        if hasHidden {
            let id = escapeHTML(toggleID)
            html += "<input type=\"checkbox\" class=\"hidden-toggle\" id=\"\(id)\"><label class=\"hidden-toggle-label\" for=\"\(id)\">Show hidden lines</label>\n"
        }
        html += "<pre><code class=\"language-swift\">"
        // A hidden line's span holds its line break, so that hiding it leaves no blank line.
        for line in lines {
            let text = escapeHTML(line.text)
            html += line.isHidden ? "<span class=\"hidden-line\">\(text)\n</span>" : "\(text)\n"
        }
        return html + "</code></pre>\n"
    }

    private func findings() -> String {
        let example = result.example
        var items: [String] = []
        if example.classification == .incorrect {
            let declared = example.expectations.map(\.summary).joined(separator: "; ")
            items.append("<li class=\"declared\">Declared to fail with: \(escapeHTML(declared))</li>")
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

    static func badgeText(_ verdict: ExampleResult.Verdict) -> String {
        switch verdict {
        case .passed: "✓ passed"
        case .failed: "✗ failed"
        case .skipped: "○ not checked"
        }
    }

    static func classificationText(_ classification: SpecExample.Classification) -> String {
        switch classification {
        case .correct: "✅ correct"
        case .incorrect: "❌ incorrect"
        case .illustration: "illustration"
        }
    }
}
