import CommonMark
import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// What the site's search looks through, written at build time as one script file so that it loads
/// from `file://` too: every page, section, example and API type, each with a link from the root.
struct SearchIndex {
    struct Entry: Encodable, Equatable {
        /// `page`, `section`, `example` or `API`.
        var kind: String
        var title: String
        /// Where it is, e.g. the page of a section.
        var context: String
        var href: String
        /// More words it is found by, not shown (an example's id).
        var terms: String = ""
        /// An example's identifiers, each once, in the order its code first uses them: a search for
        /// `valueCell` or `indentationLevel` finds the examples that use them, ranked first.
        var code: String?
        /// The words of the prose around an example: its ✅/❌ sentence and its section's heading.
        var prose: String?
    }

    static let fileName = "search-index.js"

    var entries: [Entry] = []

    init(layout: SiteLayout, report: SuiteReport, apiReference: APIReference?) {
        for page in layout.pages {
            let path = layout.outputPath(for: page)
            let source = SourceLines.lines(of: page.source)
            entries.append(Entry(kind: "page", title: page.title, context: "", href: path))
            for section in page.sections where section.level > 1 {
                entries.append(
                    Entry(kind: "section", title: section.title, context: page.title, href: "\(path)#\(section.anchor)")
                )
            }
            for (index, result) in report.results(forPage: page.path).enumerated() {
                let example = result.example
                let kind =
                    switch example.classification {
                    case .correct: "Do"
                    case .incorrect: "Don’t"
                    case .illustration: "Illustration"
                    }
                let about =
                    (Self.claim(before: example.location.line, in: source) ?? example.heading).map { " · \($0)" } ?? ""
                entries.append(
                    Entry(
                        kind: "example", title: "Example \(index + 1) (\(kind))\(about)",
                        context: page.title, href: "\(path)#\(example.anchor)",
                        terms: example.id.replacingOccurrences(of: "-", with: " "),
                        code: Self.identifiers(in: example.lines.map(\.text).joined(separator: "\n")).joined(
                            separator: " "),
                        prose: [example.heading, Self.claim(before: example.location.line, in: source)].compactMap {
                            $0
                        }
                        .joined(separator: " ")))
            }
        }
        for type in apiReference?.types ?? [] {
            let href = "\(Site.apiReferenceName)#\(APIReferencePage.anchor(type.name))"
            entries.append(Entry(kind: "API", title: type.name, context: type.kind, href: href))
            // Overloads share a name: one entry each name.
            var names: Set<String> = []
            for member in type.members where names.insert(member.name).inserted {
                entries.append(Entry(kind: "API", title: "\(type.name).\(member.name)", context: "", href: href))
            }
        }
    }

    /// The identifiers of a piece of Swift, as swift-syntax reads its tokens: names, members and
    /// labels, each once, in order of first use.
    static func identifiers(in code: String) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for token in Parser.parse(source: code).tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.count > 1, seen.insert(name).inserted else {
                continue
            }
            names.append(name)
        }
        return names
    }

    /// The ✅/❌ sentence right above the line `line` (1-based) of a page, without its marker and
    /// Markdown's emphasis and code marks (`*` and backticks): what the example claims, in the reader's words.
    static func claim(before line: Int, in source: [Substring]) -> String? {
        var index = line - 2
        while index >= 0, source[index].trimmingCharacters(in: .whitespaces).isEmpty { index -= 1 }
        var paragraph: [Substring] = []
        while index >= 0, !source[index].trimmingCharacters(in: .whitespaces).isEmpty {
            paragraph.insert(source[index], at: 0)
            index -= 1
        }
        let text = paragraph.joined(separator: " ")
        guard let marker = text.unicodeScalars.first, marker == "✅" || marker == "❌" else { return nil }
        let words = String(
            String.UnicodeScalarView(text.unicodeScalars.dropFirst().drop { $0 == "\u{FE0F}" || $0 == " " }))
        return words.filter { !"`*".contains($0) }
    }

    /// `window.cellspecSearchIndex = [...];`, the same bytes for the same site.
    var script: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return "window.cellspecSearchIndex = \(json);\n"
    }
}
