import SwiftParser
import SwiftSyntax

/// Attributes no documentation example needs that let example code name, place or replace symbols
/// of the binary it is compiled into, refused before anything compiles them.
///
/// All examples of a language mode are compiled into one module and one binary, with the harness
/// that runs them. These attributes reach past the example: `@_silgen_name` and `@_cdecl`/`@c` give
/// a function any symbol name (the harness's entry points, or a C library function the whole
/// process calls); `@section` and `@used` (and their experimental spellings `@_section`, `@_used`)
/// put data in any section, `.init_array` included, so code runs when the binary loads, before the
/// sandbox; `@_extern` declares any symbol of the process and calls it (the channel's writer,
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

    /// The refused attributes in `code`, in order. Code that spells none of the names is not parsed.
    public static func occurrences(in code: String) -> [Occurrence] {
        guard names.contains(where: { $0 == "c" ? code.contains("@c") || code.contains("@`c`") : code.contains($0) })
        else { return [] }
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
