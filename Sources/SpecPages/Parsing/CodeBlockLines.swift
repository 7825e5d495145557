import CommonMark

/// The lines of a code block, numbered as in the page.
package enum CodeBlockLines {
    /// `hiddenMarkup`: in a spec page, `# ` (or a lone `#`) marks a hidden line; a foreign document
    /// has no such markup, so its lines are all shown as written.
    package static func lines(of node: MarkdownNode, hiddenMarkup: Bool) -> [SpecExample.Line] {
        var lines = SourceLines.lines(of: node.literal ?? "")
        // The literal ends with its last line's ending: no line follows it.
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.enumerated().map { offset, line in
            let number = node.contentStartLine + offset
            if hiddenMarkup && line == "#" { return SpecExample.Line(text: "", isHidden: true, number: number) }
            if hiddenMarkup && line.hasPrefix("# ") {
                return SpecExample.Line(text: String(line.dropFirst(2)), isHidden: true, number: number)
            }
            return SpecExample.Line(text: String(line), isHidden: false, number: number)
        }
    }
}
