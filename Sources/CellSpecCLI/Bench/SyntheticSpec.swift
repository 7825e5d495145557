import Foundation

/// Spec pages of a given size for the benchmark, shaped like `Spec/`: mostly correct examples that
/// configure cells through contexts, and incorrect ones that fail to compile, break a model rule or
/// fail an expectation. The same examples are also written the two ways the benchmark compares
/// cellspec with: hand-merged into one program, and one program per example.
struct SyntheticSpec {
    enum Kind: CaseIterable {
        case handler, content, declaration, compileError, violation, assertion
    }

    struct Example {
        var number: Int
        var kind: Kind
        var context: String
        /// The code lines; hidden ones start with `# `.
        var lines: [String]
        var expectations: [String]

        var compiles: Bool { kind != .compileError }
    }

    static let examplesPerPage = 25

    /// The contexts, as `contexts.md` defines them and as plain Swift for the hand-written programs.
    static let contexts: [String: (definedBy: String?, code: String)] = [
        "listCell": (nil, "let cell = UICollectionViewListCell()"),
        "tableCell": (nil, "let cell = UITableViewCell(style: .subtitle, reuseIdentifier: \"cell\")"),
        "listContent": ("listCell", "var content = cell.defaultContentConfiguration()"),
    ]

    var examples: [Example]

    /// `count` examples; one in six does not compile, one in two is incorrect.
    init(count: Int) {
        examples = (0..<count).map { number in
            let kind = Kind.allCases[number % Kind.allCases.count]
            return Self.example(number, kind)
        }
    }

    private static func example(_ n: Int, _ kind: Kind) -> Example {
        switch kind {
        case .handler:
            return Example(
                number: n, kind: kind, context: "listCell",
                lines: [
                    "cell.configurationUpdateHandler = { cell, state in",
                    "    var content = UIListContentConfiguration.cell().updated(for: state)",
                    "    content.text = \"Item \(n)\"",
                    "    content.secondaryText = state.isSelected ? \"Selected\" : nil",
                    "    cell.contentConfiguration = content",
                    "}",
                    "# cell.isSelected = true",
                    "# expect(cell.displayed.texts == [\"Item \(n)\", \"Selected\"])",
                ], expectations: [])
        case .content:
            return Example(
                number: n, kind: kind, context: "listContent",
                lines: [
                    "content.text = \"Row \(n)\"",
                    "content.secondaryText = \"\(n) items\"",
                    "content.textProperties.color = .secondaryLabel",
                    "cell.contentConfiguration = content",
                    "# expect(cell.displayed.texts == [\"Row \(n)\", \"\(n) items\"])",
                ], expectations: [])
        case .declaration:
            return Example(
                number: n, kind: kind, context: "listCell",
                lines: [
                    "struct Contact\(n): Hashable {",
                    "    var name: String",
                    "    var isFavorite: Bool",
                    "}",
                    "let contact = Contact\(n)(name: \"Contact \(n)\", isFavorite: true)",
                    "var content = cell.defaultContentConfiguration()",
                    "content.text = contact.name",
                    "content.secondaryText = contact.isFavorite ? \"Favorite\" : nil",
                    "cell.contentConfiguration = content",
                    "# expect(cell.displayed.texts == [\"Contact \(n)\", \"Favorite\"])",
                ], expectations: [])
        case .compileError:
            return Example(
                number: n, kind: kind, context: "listCell",
                lines: [
                    "cell.configurationUpdateHandler = { cell, state in",
                    "    cell.alpha = state.isDragging ? 0.5 : \(n % 10).0 / 10",
                    "}",
                ], expectations: ["expect=error:\"has no member 'isDragging'\""])
        case .violation:
            return Example(
                number: n, kind: kind, context: "tableCell",
                lines: [
                    "var content = cell.defaultContentConfiguration()",
                    "content.text = \"Document \(n)\"",
                    "cell.contentConfiguration = content",
                    "cell.textLabel?.textColor = .systemRed",
                ],
                expectations: ["expect=warning:\"deprecated\"", "expect=violation:cell.legacy-and-configuration-mixed"])
        case .assertion:
            return Example(
                number: n, kind: kind, context: "listCell",
                lines: [
                    "var content = UIListContentConfiguration.cell()",
                    "content.text = \"Night \(n)\"",
                    "let isDark = cell.traitCollection.userInterfaceStyle == .dark",
                    "content.textProperties.color = isDark ? .systemYellow : .systemIndigo",
                    "cell.contentConfiguration = content",
                    "# cell.modelOverrideTraits { $0.userInterfaceStyle = .dark }",
                    "# expect(cell.displayed.textColor == .systemYellow, \"dark mode was read once\")",
                ], expectations: ["expect=assertion:\"dark\""])
        }
    }

    /// Writes `contexts.md` and pages of ``examplesPerPage`` examples into `directory`.
    func writePages(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var contextsPage = "# Contexts\n"
        for name in Self.contexts.keys.sorted() {
            let context = Self.contexts[name]!
            let uses = context.definedBy.map { " context=\($0)" } ?? ""
            contextsPage += "\n```swift defines=\(name)\(uses)\n\(context.code)\n```\n"
        }
        try contextsPage.write(to: directory.appendingPathComponent("contexts.md"), atomically: true, encoding: .utf8)
        for (page, start) in stride(from: 0, to: examples.count, by: Self.examplesPerPage).enumerated() {
            var text = "# Synthetic page \(page + 1)\n\nGenerated by `cellspec bench`.\n"
            for example in examples[start..<min(start + Self.examplesPerPage, examples.count)] {
                let classification = example.kind.isIncorrect ? "incorrect" : "correct"
                let info =
                    (["swift", classification, "id=example-\(example.number)", "context=\(example.context)"]
                    + example.expectations).joined(separator: " ")
                text += "\n## Example \(example.number)\n\n```\(info)\n\(example.lines.joined(separator: "\n"))\n```\n"
            }
            try text.write(
                to: directory.appendingPathComponent(String(format: "page-%03d.md", page + 1)), atomically: true,
                encoding: .utf8)
        }
    }

    /// Changes the text of one correct example, keeping its line count (`revision` makes each edit new).
    func editOneExample(in directory: URL, revision: Int) throws {
        guard let target = examples.first(where: { $0.kind == .content }) else { return }
        let page = directory.appendingPathComponent(
            String(format: "page-%03d.md", target.number / Self.examplesPerPage + 1))
        let text = try String(contentsOf: page, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "\"Row \(target.number)\"", with: "\"Edited row \(target.number) \(revision)\"")
        try edited.write(to: page, atomically: true, encoding: .utf8)
    }

    /// The body of an example as plain Swift, its context first and hidden lines shown.
    func body(of example: Example) -> [String] {
        var contextLines: [String] = []
        var name: String? = example.context
        while let current = name, let context = Self.contexts[current] {
            contextLines.insert(context.code, at: 0)
            name = context.definedBy
        }
        let code = example.lines.map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : $0 }
        return (contextLines + code + ["_ = cell"]).map { "    " + $0 }
    }

    static let preamble = """
        import Foundation
        import UIKitModel

        func expect(_ condition: Bool, _ message: String = "") {
            if !condition { print("expectation failed: \\(message)") }
        }

        """

    /// The hand-merged program: every example that compiles as one function, all called in turn.
    func mergedProgram() -> String {
        var text = Self.preamble
        let compiling = examples.filter(\.compiles)
        for example in compiling {
            text += "\n@MainActor func example\(example.number)() {\n\(body(of: example).joined(separator: "\n"))\n}\n"
        }
        text +=
            "\nMainActor.assumeIsolated {\n" + compiling.map { "    example\($0.number)()" }.joined(separator: "\n")
            + "\n}\n"
        return text
    }

    /// One example alone as a program.
    func program(for example: Example) -> String {
        Self.preamble
            + "\n@MainActor func example() {\n\(body(of: example).joined(separator: "\n"))\n}\n\nMainActor.assumeIsolated { example() }\n"
    }
}

extension SyntheticSpec.Kind {
    var isIncorrect: Bool { self == .compileError || self == .violation || self == .assertion }
}
