/// The lines of a Markdown source, to tell fenced code blocks from indented ones (libcmark 0.30 does
/// not say) and to see whether a fence was closed.
struct SourceLines {
    private let lines: [Substring]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A code fence: its character and length.
    struct Fence {
        var character: Character
        var length: Int
    }

    /// The fence that opens a code block on `line` (1-based), if the line starts with one.
    func fence(at line: Int) -> Fence? {
        guard let text = self.text(at: line), let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix(while: { $0 == first }).count
        return length >= 3 ? Fence(character: first, length: length) : nil
    }

    /// Whether `line` closes a block opened by `fence`: at least as many fence characters, then only spaces.
    func closes(_ fence: Fence, at line: Int) -> Bool {
        guard let text = self.text(at: line) else { return false }
        let run = text.prefix(while: { $0 == fence.character }).count
        return run >= fence.length && text.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The line without the container prefixes a fence may sit behind (indentation, block quote markers,
    /// list markers' indentation).
    private func text(at line: Int) -> Substring? {
        guard line >= 1, line <= lines.count else { return nil }
        return lines[line - 1].drop(while: { $0 == " " || $0 == ">" || $0 == "\t" })
    }
}
