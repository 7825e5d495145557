import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Which examples use which modelled types, both ways: highlighted example code links each type
/// name to its entry on the API reference page, and each entry lists the examples that use it.
struct APIUsage {
    /// An example that uses a type: where it is and what a reader calls it.
    struct Use: Equatable {
        var href: String
        var label: String
    }

    /// Type name → the examples whose code (hidden lines included) names it, in page order.
    private(set) var uses: [String: [Use]] = [:]

    /// Reads every example's code with swift-syntax: its identifier tokens name the types it uses.
    init(layout: SiteLayout, report: SuiteReport) {
        for page in layout.pages {
            let results = report.results(forPage: page.path).sorted { $0.example.location.line < $1.example.location.line }
            for (index, result) in results.enumerated() {
                let text = result.example.lines.map(\.text).joined(separator: "\n")
                var names = Set<String>()
                for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind, layout.apiTypes.contains(name) { names.insert(name) }
                }
                let use = Use(
                    href: layout.outputPath(for: page) + "#" + result.example.anchor, label: "\(page.title), Example \(index + 1)")
                for name in names.sorted() { uses[name, default: []].append(use) }
            }
        }
    }

    /// Highlighted code with each type token (`<span class="t">UIListContentConfiguration</span>`,
    /// as ``HighlightedCode`` writes it) that names a type on the API reference page made a link to
    /// its entry. Only type tokens, only whole names.
    static func linkTypes(in html: String, types: Set<String>, reference: String) -> String {
        guard !types.isEmpty else { return html }
        let open = "<span class=\"t\">"
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let end = afterOpen.range(of: "</span>") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(afterOpen[..<end.lowerBound])
            let token = open + name + "</span>"
            if types.contains(name) {
                result += "<a class=\"api-link\" href=\"\(escapeHTML(reference))#\(escapeHTML(APIReferencePage.anchor(name)))\">\(token)</a>"
            } else {
                result += token
            }
            rest = afterOpen[end.upperBound...]
        }
        return result + rest
    }
}
