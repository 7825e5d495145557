import CommonMark
import ExampleRunner
import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// What the site's search looks through, written at build time as one script file so that it loads
/// from `file://` too: every page, section, example and API type, each with a link from the root.
///
/// An example is found by the identifiers of its code (hidden lines included: `indentationLevel` in
/// an assertion is what the example is about), by its title (the ✅/❌ sentence or the heading) and
/// by the prose around it; the page's script ranks an identifier above a title above prose.
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
        /// The identifiers of an example's code, each once, in the order they first appear. An API
        /// entry has none written: its title (`Type` or `Type.member`) is its identifiers, which the
        /// page's script reads from it, keeping the index a fifth smaller.
        var identifiers: [String] = []

        private enum CodingKeys: String, CodingKey { case kind, title, context, href, terms, identifiers }

        /// Empty `terms` and `identifiers` are left out: most entries (API members aside) have none.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encode(context, forKey: .context)
            try container.encode(href, forKey: .href)
            if !terms.isEmpty { try container.encode(terms, forKey: .terms) }
            if !identifiers.isEmpty { try container.encode(identifiers, forKey: .identifiers) }
        }
    }

    static let fileName = "search-index.js"

    var entries: [Entry] = []

    /// Each example's identifiers (``identifiers(in:)``) by its link from the root (`page.html#example-ID`).
    static func exampleIdentifiers(layout: SiteLayout, report: SuiteReport) -> [String: [String]] {
        var identifiers: [String: [String]] = [:]
        for page in layout.pages {
            for result in report.results(forPage: page.path) {
                let example = result.example
                identifiers["\(layout.outputPath(for: page))#\(example.anchor)"] = Self.identifiers(
                    in: example.lines.map(\.text).joined(separator: "\n"))
            }
        }
        return identifiers
    }

    init(layout: SiteLayout, report: SuiteReport, apiReference: APIReference?, identifiers: [String: [String]]? = nil) {
        let identifiers = identifiers ?? Self.exampleIdentifiers(layout: layout, report: report)
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
                        terms: ([example.id.replacingOccurrences(of: "-", with: " ")]
                            + [example.heading].compactMap { $0 })
                            .joined(separator: " "),
                        identifiers: identifiers["\(path)#\(example.anchor)"] ?? []))
            }
        }
        for type in apiReference?.types ?? [] {
            let href = APIReferencePage.path(of: type.name)
            entries.append(Entry(kind: "API", title: type.name, context: type.kind, href: href))
            // Overloads share a name and a first anchor: one entry each name.
            var names: Set<String> = []
            for (member, anchor) in zip(type.members, APIReferencePage.memberAnchors(type))
            where names.insert(member.name).inserted {
                entries.append(
                    Entry(kind: "API", title: "\(type.name).\(member.name)", context: "", href: "\(href)#\(anchor)"))
            }
        }
    }

    /// The identifiers of Swift code as swift-syntax reads them — types, members, variables, labels —
    /// each once, in the order they first appear. Keywords, literals and operators are not identifiers.
    static func identifiers(in code: String) -> [String] {
        var seen: Set<String> = []
        return Parser.parse(source: code).tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind else { return nil }
            let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            return seen.insert(bare).inserted ? bare : nil
        }
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
