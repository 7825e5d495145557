import SwiftParser
import SwiftSyntax

/// Reads and rewrites the `import` declarations of a real Swift file, for tools that type-check
/// real UIKit code against the model outside a spec page (`Scripts/measure-sample`).
///
/// - ``importedModules(in:)`` lists the top-level modules a file imports (`import os.log` imports
///   `os`; `import struct Combine.AnyPublisher` imports `Combine`), so a script can ask the compiler
///   which of them this toolchain has.
/// - ``rewrite(source:renaming:commentingOut:)`` maps modules to the ones that stand in for them
///   (`UIKit` → `UIKitModel`, as examples' imports are mapped), and turns each import of a module in
///   `commentingOut` into a line comment, attributes included, so the rest of the file is still
///   type-checked. Lines never move: a commented-out import keeps its line, and only what follows
///   the renamed module's name on its line shifts.
public enum ImportRewriter {
    /// One import the rewrite turned into a comment: the module and the 1-based line it was on.
    public struct CommentedImport: Hashable, Sendable {
        public var module: String
        public var line: Int
    }

    /// The top-level module of every `import` declaration in `source`, in order, each once. Imports
    /// inside `#if` clauses are included (resolve the clauses first to leave inactive ones out).
    public static func importedModules(in source: String) -> [String] {
        var seen = Set<String>()
        return imports(in: Parser.parse(source: source)).compactMap { declaration in
            guard let module = declaration.path.first?.name.text, seen.insert(module).inserted else { return nil }
            return module
        }
    }

    /// `source` with `renaming`'s modules replaced and the imports of `commentingOut`'s modules
    /// commented out; also which imports were commented out.
    public static func rewrite(
        source: String, renaming: [String: String], commentingOut: Set<String>
    ) -> (source: String, commented: [CommentedImport]) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var edits: [(range: Range<AbsolutePosition>, text: String)] = []
        var commented: [CommentedImport] = []
        for declaration in imports(in: tree) {
            guard let first = declaration.path.first else { continue }
            let module = first.name.text
            if commentingOut.contains(module) {
                let start = declaration.positionAfterSkippingLeadingTrivia
                let end = declaration.endPositionBeforeTrailingTrivia
                let text = declaration.trimmedDescription
                // A declaration spread over several lines is commented line by line, so no line moves.
                let commentedText = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "// \($0)" }.joined(separator: "\n")
                edits.append((start..<end, commentedText))
                commented.append(CommentedImport(module: module, line: converter.location(for: start).line))
            } else if let mapped = renaming[module] {
                let start = first.name.positionAfterSkippingLeadingTrivia
                edits.append((start..<first.name.endPositionBeforeTrailingTrivia, mapped))
            }
        }
        var utf8 = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            utf8.replaceSubrange(
                edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, with: Array(edit.text.utf8))
        }
        return (String(decoding: utf8, as: UTF8.self), commented)
    }

    /// Every import declaration in the tree, in source order, also inside `#if` clauses.
    private static func imports(in tree: SourceFileSyntax) -> [ImportDeclSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [ImportDeclSyntax] = []
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }
}
