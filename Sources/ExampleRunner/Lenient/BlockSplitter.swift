import SpecPages
import SwiftSyntax

/// Splits a block that holds several examples — `// ❌ BAD:` code, then `// ✅ GOOD:` code — into
/// one example per marker comment, so each half is classified by its own marker and judged alone.
///
/// A block is split only at marker comments standing on their own line before a top-level
/// statement or declaration, and only when there are at least two: a single marker classifies the
/// whole block, and a marker inside a function or type body stays part of that body. Code before
/// the first marker (shared setup) becomes a part of its own, unmarked; what it declares is visible
/// to the halves after it (``DocumentDeclarations``).
enum BlockSplitter {
    /// One example of a split block.
    struct Part {
        var example: SpecExample
        /// The marker comment that opens it (nil for the shared code before the first marker).
        var marker: LenientMarker?
    }

    /// The parts of `block`, or nil when it is one example.
    static func split(_ block: SpecExample, tree: SourceFileSyntax) -> [Part]? {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var starts: [(index: Int, marker: LenientMarker)] = []
        for item in tree.statements {
            guard let marker = ownLineMarker(before: item, converter: converter) else { continue }
            starts.append(marker)
        }
        guard starts.count >= 2 else { return nil }
        var parts: [Part] = []
        let leading = block.lines[..<starts[0].index]
        if leading.contains(where: { isCode($0.text) }) {
            parts.append(Part(example: part(of: block, lines: Array(leading), number: 0), marker: nil))
        }
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].index : block.lines.count
            let lines = Array(block.lines[start.index..<end])
            guard lines.dropFirst().contains(where: { isCode($0.text) }) else { continue }
            parts.append(Part(example: part(of: block, lines: lines, number: number + 1), marker: start.marker))
        }
        return parts.count >= 2 ? parts : nil
    }

    /// The first marker comment on a line of its own in the trivia before `item`, with the index of
    /// its line in the block.
    private static func ownLineMarker(
        before item: CodeBlockItemSyntax, converter: SourceLocationConverter
    ) -> (index: Int, marker: LenientMarker)? {
        var position = item.position
        var lineStart = item.position.utf8Offset == 0
        for piece in item.leadingTrivia {
            defer { position = position.advanced(by: piece.sourceLength.utf8Length) }
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                lineStart = true
            case .spaces, .tabs:
                continue
            case .lineComment(let text), .docLineComment(let text):
                if lineStart, let marker = LenientMarkerWords.commentMarker(in: String(text.drop { $0 == "/" })) {
                    return (converter.location(for: position).line - 1, marker)
                }
                lineStart = false
            default:
                lineStart = false
            }
        }
        return nil
    }

    private static func isCode(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }

    /// Part `number` of `block`: its own lines, located at its first line.
    private static func part(of block: SpecExample, lines: [SpecExample.Line], number: Int) -> SpecExample {
        var example = block
        example.id = "\(block.id)-part-\(number)"
        example.lines = lines
        example.location = SourceLocation(file: block.location.file, line: lines[0].number, column: block.location.column)
        return example
    }
}
