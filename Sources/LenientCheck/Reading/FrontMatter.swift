import Foundation

/// YAML front matter (`---` on a document's first line, up to the next `---` or `...` line), as
/// Jekyll, Hugo and most static site generators write it: metadata, never prose, headings or code.
///
/// Read as Markdown, it would be a thematic break and a setext heading, and the keys under it
/// (`description: …`) would become block ids. It is blanked before the document is parsed, line for
/// line, so every block keeps its page line.
enum FrontMatter {
    /// The source with its front matter's lines emptied; the source itself when it has none.
    static func blanked(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first, opening: true) else { return source }
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0], opening: false) }),
            lines[1..<closing].allSatisfy(isMetadataLine)
        else { return source }
        for index in 0...closing { lines[index] = lines[index].hasSuffix("\r") ? "\r" : "" }
        return lines.joined(separator: "\n")
    }

    private static func isFence(_ line: Substring, opening: Bool) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "---" || (!opening && trimmed == "...")
    }

    /// A YAML line: blank, a comment, `key: value`, a list item, or an indented continuation. A line of
    /// prose (no colon, not indented) means the dashes were a thematic break, not front matter.
    private static func isMetadataLine(_ line: Substring) -> Bool {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("#") || text.hasPrefix("- ") || text == "-" { return true }
        if line.first == " " || line.first == "\t" { return true }
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        return !key.isEmpty && !key.contains(" ") || key.hasPrefix("\"") || key.hasPrefix("'")
    }
}
