/// YAML front matter (`---` on a document's first line, up to the next `---` or `...` line), as
/// Jekyll, Hugo and most static site generators write it: metadata, never prose, headings or code.
///
/// Read as Markdown it would be a thematic break and a setext heading. The lenient site shows it
/// apart and renders the rest with its lines blanked, so every block keeps its page line. The rule is
/// the lenient reader's (`LenientCheck`'s `FrontMatter`), which can call this one.
public struct DocumentFrontMatter: Equatable, Sendable {
    /// The front matter's lines, fences included, as written.
    public var text: String
    /// How many lines it takes from the document's start.
    public var lineCount: Int

    /// The front matter `source` opens with; nil when it has none.
    public init?(_ source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, Self.isFence(first, opening: true),
            let closing = lines.indices.dropFirst().first(where: { Self.isFence(lines[$0], opening: false) }),
            lines[1..<closing].allSatisfy(Self.isMetadataLine)
        else { return nil }
        text = lines[0...closing].joined(separator: "\n")
        lineCount = closing + 1
    }

    /// The `title:` it gives, without quotes; nil when it gives none.
    public var title: String? {
        for line in text.split(separator: "\n") where line.hasPrefix("title:") {
            var value = line.dropFirst("title:".count).trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The source with its front matter's lines emptied; the source itself when it has none.
    public static func blanked(_ source: String) -> String {
        guard let frontMatter = DocumentFrontMatter(source) else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<frontMatter.lineCount { lines[index] = lines[index].hasSuffix("\r") ? "\r" : "" }
        return lines.joined(separator: "\n")
    }

    private static func isFence(_ line: Substring, opening: Bool) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed == "---" || (!opening && trimmed == "...")
    }

    /// A YAML line: blank, a comment, `key: value`, a list item, or an indented continuation. A line of
    /// prose (no colon, not indented) means the dashes were a thematic break, not front matter.
    private static func isMetadataLine(_ line: Substring) -> Bool {
        let text = line.trimmingWhitespace()
        if text.isEmpty || text.hasPrefix("#") || text.hasPrefix("- ") || text == "-" { return true }
        if line.first == " " || line.first == "\t" { return true }
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        return !key.isEmpty && !key.contains(" ") || key.hasPrefix("\"") || key.hasPrefix("'")
    }
}
