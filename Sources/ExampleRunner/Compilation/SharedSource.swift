import Foundation

/// The examples of one merged pass that need no file of their own, in one generated file.
///
/// Swift's whole-module compile pays for every file it is given (its own imports to resolve and
/// scopes to look names up in); an example whose code lies wholly in its entry function
/// (``ExampleSourceGenerator/Output/needsOwnFile`` is false) can share a file with others without
/// seeing any of their names. An example that declares types or functions at file scope keeps its
/// own file, where `fileprivate` keeps its declarations from every other example's.
///
/// Each example keeps its `#sourceLocation` lines, so a diagnostic in its code names its page line
/// and column as before; a diagnostic in the code generated around it names this file and a line
/// in the example's range (``owner(ofLine:)``).
struct SharedSource {
    var fileName: String
    var text: String
    /// Each unit's generated lines in the file (1-based, inclusive).
    private(set) var ranges: [(index: Int, lines: ClosedRange<Int>)] = []

    /// The units that share the file: those that need no file of their own, when there are at least two.
    static func sharing(_ units: [CompileUnit]) -> [CompileUnit] {
        let sharing = units.filter { !$0.generated.needsOwnFile && !$0.generated.hasSyntaxErrors }
        return sharing.count > 1 ? sharing : []
    }

    init(units: [CompileUnit], fileName: String) {
        self.fileName = fileName
        let header = ExampleSourceGenerator.implicitImportLines
        var text = header
        var line = header.utf8.count { $0 == UInt8(ascii: "\n") }
        for unit in units {
            let source = unit.generated.source
            precondition(source.hasPrefix(header), "a shared example's file starts with the implicit imports alone")
            let body = source.dropFirst(header.count)
            let count = body.utf8.count { $0 == UInt8(ascii: "\n") }
            ranges.append((unit.index, (line + 1)...(line + count)))
            text += body
            line += count
        }
        self.text = text
    }

    /// The unit whose generated lines hold `line`.
    func owner(ofLine line: Int) -> Int? {
        ranges.first { $0.lines.contains(line) }?.index
    }
}
