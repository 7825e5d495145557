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

    /// The page line of the segment's `offset`-th line (1-based).
    func pageLine(_ line: Int) -> Int {
        guard let first = lines.first?.number else { return line }
        return first + line - 1
    }

    /// The page lines the segment covers.
    var lineRange: ClosedRange<Int>? {
        guard let first = lines.first?.number, let last = lines.last?.number else { return nil }
        return first...last
    }
}
