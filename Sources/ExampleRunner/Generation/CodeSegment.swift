import SpecPages

/// Lines of Swift taken from a page: a context's setup or an example's code, with where they came from.
struct CodeSegment: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        case context(String)
        case example
    }

    var role: Role
    var file: String
    /// What tells these lines apart from another example's at the same lines of the same file in
    /// one build (``PageSourceName``); nil when the file and line alone say whose they are.
    var tag: String?
    /// The column the code starts at in the page; lines are indented to it so compiler columns match.
    var column: Int
    var lines: [SpecExample.Line]

    init(role: Role, code: CompileRunRequest.Code, tag: String?) {
        self.role = role
        file = code.file
        self.tag = tag
        column = code.column
        lines = code.lines
    }

    /// A spec page example's own code.
    init(example: SpecExample) {
        self = Self.segments(of: CompileRunRequest(example: example, contexts: [])).last!
    }

    /// A request's segments, in the order the compiler sees them: its prelude, then its code. A
    /// context several requests share is untagged (a diagnostic in it is each of theirs); the
    /// request's own prelude and a variant's code are tagged with the request.
    static func segments(of request: CompileRunRequest) -> [CodeSegment] {
        request.prelude.map { prelude in
            CodeSegment(
                role: .context(prelude.context ?? ""), code: prelude.code,
                tag: prelude.context == nil ? request.ownPreludeTag : nil)
        } + [CodeSegment(role: .example, code: request.code, tag: request.variantTag)]
    }

    /// The file name the compiler and the runtime see for these lines.
    var sourceName: String { PageSourceName.encode(file, tag: tag) }

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
