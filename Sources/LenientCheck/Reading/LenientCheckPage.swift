import ExampleRunner
import SpecPages

/// The examples of a lenient check as a page the ordinary runner compiles and runs: one example per
/// block, each with its own context holding the code inference supplied for it.
public enum LenientCheckPage {
    /// One block to check: the example as compiled (adapted lines, a classification the runner
    /// accepts) and the inferred code that goes before it.
    public struct Entry: Sendable {
        public var example: SpecExample
        public var prelude: [String]

        public init(example: SpecExample, prelude: [String]) {
            self.example = example
            self.prelude = prelude
        }
    }

    /// The file name inferred code is attributed to: diagnostics there are cellspec's, not the page's.
    public static func inferredFile(for path: String) -> String { "\(path) (inferred context)" }

    /// A suite of the entries of one document. Each example names its own context `lenient-N`.
    public static func suite(path: String, entries: [Entry]) -> SpecSuite {
        var examples: [SpecExample] = []
        var definitions: [ContextDefinition] = []
        // Each context starts a line after a gap: a hoisted declaration's `#sourceLocation` may point
        // one line above its first line.
        var nextLine = 2
        let inferred = inferredFile(for: path)
        for (index, entry) in entries.enumerated() {
            var example = entry.example
            let name = "lenient-\(index + 1)"
            let lines = entry.prelude.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            if !entry.prelude.isEmpty {
                definitions.append(
                    ContextDefinition(
                        name: name, contexts: [], location: SourceLocation(file: inferred, line: nextLine),
                        codeColumn: 1,
                        lines: lines.enumerated().map {
                            SpecExample.Line(text: String($1), isHidden: true, number: nextLine + $0)
                        }))
                nextLine += lines.count + 2
                example.contexts = [name]
            }
            examples.append(example)
        }
        let page = SpecPage(
            path: path, source: "", title: path, sections: [], examples: examples, contextDefinitions: [],
            settings: PageSettings(), diagnostics: [])
        let contexts = SpecPage(
            path: inferred, source: "", title: inferred, sections: [], examples: [], contextDefinitions: definitions,
            settings: PageSettings(), diagnostics: [])
        return SpecSuite(pages: [page], contextPages: [contexts])
    }
}
