import SpecPages

/// Lines of Swift taken from a page: a context's setup or an example's code, with where they came from.
struct CodeSegment: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        case context(String)
        case example
    }

    var role: Role
    var file: String
    /// The column the code starts at in the page; lines are indented to it so compiler columns match.
    var column: Int
    var lines: [SpecExample.Line]

    init(example: SpecExample) {
        role = .example
        file = example.location.file
        column = example.codeColumn
        lines = example.lines
    }

    init(context: ContextDefinition) {
        role = .context(context.name)
        file = context.location.file
        column = context.codeColumn
        lines = context.lines
    }

    /// The segment's text as the compiler sees it: hidden lines included, each indented to its page column.
    var text: String {
        let indent = String(repeating: " ", count: max(0, column - 1))
        return lines.map { $0.text.isEmpty ? "" : indent + ($0.isHidden ? "  " : "") + $0.text }.joined(separator: "\n")
    }

    /// The page line of the segment's `line`-th line (1-based): the number that line carries, so
    /// lines that are not consecutive in the page (code found in prose) keep their own numbers.
    func pageLine(_ line: Int) -> Int {
        if lines.indices.contains(line - 1) { return lines[line - 1].number }
        guard let last = lines.last?.number else { return line }
        return last + line - lines.count
    }

    /// The page lines the segment covers.
    var lineRange: ClosedRange<Int>? {
        guard let first = lines.first?.number, let last = lines.last?.number else { return nil }
        return first...last
    }
}
