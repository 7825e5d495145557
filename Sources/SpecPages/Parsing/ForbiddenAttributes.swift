import SwiftParser
import SwiftSyntax

/// Attributes no documentation example needs that let example code name, place or replace symbols
/// of the binary it is compiled into, refused before anything compiles them.
///
/// Examples are compiled into shared libraries with the harness that runs them, the examples of
/// many pages into one (the runner's `BuildPart`). These attributes reach past the example:
/// `@_silgen_name` and `@_cdecl`/`@c` give a function any symbol name (the harness's entry points,
/// or a C library function the whole process calls); `@section` and `@used` (and their
/// experimental spellings `@_section`, `@_used`) put data in any section, `.init_array` included,
/// so code runs when the library loads, before the example (in its sandbox: the host loads the
/// library only once it has confined itself); `@_extern` declares any symbol of the process and calls it (the channel's writer,
/// which `@_spi` keeps from example code); `@_dynamicReplacement` replaces another page's `dynamic`
/// declaration; `@_expose` exports a declaration under a C++ or WebAssembly name; and
/// `@_exported import` changes what every other example of the build sees. None appears in
/// UIKit's documentation or in guides about it.
///
/// `@_implementationOnly import` is allowed: it narrows what one file exports and places nothing.
public enum ForbiddenAttributes {
    /// The refused attribute names, as written after `@`.
    public static let names: Set<String> = [
        "_silgen_name", "_cdecl", "c", "section", "_section", "used", "_used", "_extern", "_dynamicReplacement",
        "_expose", "_exported",
    ]

    /// One refused attribute: its name and where it is, in the code's own 1-based lines and columns.
    public struct Occurrence: Hashable, Sendable {
        public var name: String
        public var line: Int
        public var column: Int
    }

    /// The refused attributes in `code`, in order. Code with no `@` before one of the names is not
    /// parsed: pages are read on every run, and most examples have no attribute at all.
    public static func occurrences(in code: String) -> [Occurrence] {
        guard mayHaveForbiddenAttribute(code) else { return [] }
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found.map { attribute in
            let location = converter.location(for: attribute.positionAfterSkippingLeadingTrivia)
            return Occurrence(name: name(of: attribute), line: location.line, column: location.column)
        }
    }

    /// A block's refused attributes as markup diagnostics at their page lines and columns. `lines`
    /// are the block's lines and `codeColumn` the column it starts at: a hidden line's `# ` prefix
    /// is two columns, as in the generated source.
    public static func diagnostics(
        lines: [SpecExample.Line], codeColumn: Int, file: String, blockLine: Int
    ) -> [MarkupDiagnostic] {
        let indent = String(repeating: " ", count: max(0, codeColumn - 1))
        let code = lines.map { $0.text.isEmpty ? "" : indent + ($0.isHidden ? "  " : "") + $0.text }
            .joined(separator: "\n")
        return occurrences(in: code).map { occurrence in
            let line = lines.indices.contains(occurrence.line - 1) ? lines[occurrence.line - 1].number : blockLine
            return MarkupDiagnostic(
                .forbiddenAttribute, at: SourceLocation(file: file, line: line, column: occurrence.column),
                message(for: occurrence.name))
        }
    }

    /// Whether an `@`, then perhaps spaces and a backtick, is followed by one of the ``names``: a
    /// byte scan, so comments and strings that do may still be parsed, but nothing else is.
    public static func mayHaveForbiddenAttribute(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "@") else { continue }
            var start = index + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "`") {
                start += 1
            }
            var end = start
            while end < bytes.count,
                bytes[end] == UInt8(ascii: "_")
                    || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z"))
                    || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
            {
                end += 1
            }
            if end > start, names.contains(String(decoding: bytes[start..<end], as: UTF8.self)) { return true }
        }
        return false
    }

    /// Why the attribute is refused, in one sentence.
    public static func message(for name: String) -> String {
        "'@\(name)' is not allowed in examples: it lets code name, place or replace symbols of the binary every example and the harness share; no documentation example needs it"
    }

    static func name(of attribute: AttributeSyntax) -> String {
        String(attribute.attributeName.trimmedDescription.filter { $0 != "`" })
    }

    private final class Finder: SyntaxVisitor {
        var found: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if ForbiddenAttributes.names.contains(ForbiddenAttributes.name(of: node)) { found.append(node) }
            return .visitChildren
        }
    }
}
