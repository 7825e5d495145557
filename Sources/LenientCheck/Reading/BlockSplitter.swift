import ExampleRunner
import SpecPages
import SwiftSyntax

/// Splits a block that holds several examples — `// ❌ BAD:` code, then `// ✅ GOOD:` code — into
/// one example per marker comment, so each half is classified by its own marker and judged alone.
///
/// A block is split only at marker comments before a top-level statement or declaration — on their
/// own line, or glued onto the end of the line before it, as in text scraped from a page — and only
/// when there are at least two: a single marker classifies the whole block, and a marker inside a
/// function or type body stays part of that body. A block with no such markers that declares a
/// variable, type or function (same name, labels and types) a second time (two alternatives shown one
/// after the other) is split before the second declaration and its comment lines; those parts are
/// classified as the whole block is. Code before the first marker (shared setup) becomes a part of
/// its own, unmarked; what it declares is visible to the halves after it (``DocumentDeclarations``).
enum BlockSplitter {
    /// One example of a split block.
    struct Part {
        var example: SpecExample
        /// The marker comment that opens it (nil for the shared code before the first marker).
        var marker: LenientMarker?
        /// Split where the block declares a name a second time (two alternatives shown one after the
        /// other, with no marker between them): the part is marked as the whole block is.
        var byRedeclaration = false
    }

    /// The parts of `block`, or nil when it is one example.
    static func split(_ block: SpecExample, tree: SourceFileSyntax) -> [Part]? {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var starts: [Start] = []
        for item in tree.statements {
            guard
                let start = ownLineMarker(before: item, converter: converter)
                    ?? trailingMarker(before: item, converter: converter)
            else { continue }
            starts.append(start)
        }
        guard starts.count >= 2 else { return splitAtRedeclarations(block, tree: tree, converter: converter) }
        var parts: [Part] = []
        let leading = lines(of: block, from: nil, to: starts[0])
        if leading.contains(where: { isCode($0.text) }) {
            parts.append(Part(example: part(of: block, lines: leading, number: 0), marker: nil))
        }
        for (number, start) in starts.enumerated() {
            let lines = lines(of: block, from: start, to: number + 1 < starts.count ? starts[number + 1] : nil)
            guard lines.dropFirst().contains(where: { isCode($0.text) }) else { continue }
            parts.append(Part(example: part(of: block, lines: lines, number: number + 1), marker: start.marker))
        }
        return parts.count >= 2 ? parts : nil
    }

    /// Where a part starts: a line of the block, from a column when a marker comment was glued onto
    /// the end of the code before it (`…subitems: [item])// ❌ Incorrect: …`, as text scraped from a page has it).
    struct Start {
        var index: Int
        var column: Int? = nil
        var marker: LenientMarker?
    }

    /// The block's lines from `start` up to `end` (exclusive), cutting a line shared by two parts at the column.
    private static func lines(of block: SpecExample, from start: Start?, to end: Start?) -> [SpecExample.Line] {
        var lines: [SpecExample.Line] = []
        let first = start?.index ?? 0
        let last = end.map { $0.column == nil ? $0.index - 1 : $0.index } ?? block.lines.count - 1
        guard first <= last else { return [] }
        for index in first...last {
            var line = block.lines[index]
            var bytes = Array(line.text.utf8)
            if index == end?.index, let column = end?.column { bytes = Array(bytes.prefix(column - 1)) }
            if index == first, let column = start?.column { bytes = Array(bytes.dropFirst(column - 1)) }
            line.text = String(decoding: bytes, as: UTF8.self)
            lines.append(line)
        }
        return lines
    }

    /// A marker comment glued onto the end of the line before `item` — directly after the code, with
    /// no space, as a page's text loses the line break — in the trailing trivia of the token before it.
    /// A comment after a space (`cell.backgroundColor = .red // ❌ overwritten`) is about its own line.
    private static func trailingMarker(before item: CodeBlockItemSyntax, converter: SourceLocationConverter) -> Start? {
        guard let previous = item.previousToken(viewMode: .sourceAccurate), let first = previous.trailingTrivia.first,
            case .lineComment(let text) = first,
            let marker = LenientMarkerWords.commentMarker(in: String(text.drop { $0 == "/" }))
        else { return nil }
        let location = converter.location(for: previous.endPositionBeforeTrailingTrivia)
        return Start(index: location.line - 1, column: location.column, marker: marker)
    }

    /// Parts at each top-level declaration of a name the block already declared (`let itemSize`
    /// twice: an alternative shown after the first), each starting at the comment lines right above it.
    private static func splitAtRedeclarations(
        _ block: SpecExample, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> [Part]? {
        var declared = Set<String>()
        var starts: [Int] = []
        for item in tree.statements {
            let names = declaredNames(item.item)
            if !names.isDisjoint(with: declared) {
                var index = converter.location(for: item.positionAfterSkippingLeadingTrivia).line - 1
                while index > 0, block.lines.indices.contains(index - 1),
                    block.lines[index - 1].text.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                {
                    index -= 1
                }
                if let last = starts.last, index <= last { continue }
                starts.append(index)
                declared = []
            }
            declared.formUnion(names)
        }
        guard !starts.isEmpty, starts[0] > 0 else { return nil }
        let bounds = [0] + starts + [block.lines.count]
        let parts = zip(bounds, bounds.dropFirst()).enumerated().map { number, range in
            Part(
                example: part(of: block, lines: Array(block.lines[range.0..<range.1]), number: number), marker: nil,
                byRedeclaration: true)
        }
        return parts.count >= 2 ? parts : nil
    }

    private static func declaredNames(_ item: CodeBlockItemSyntax.Item) -> Set<String> {
        if let variable = item.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        // A function by its whole signature: two of one name are overloads (`tableView(_:numberOfRowsInSection:)`,
        // `tableView(_:cellForRowAt:)`) unless labels, parameter types and result are the same too.
        if let function = item.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            let parameters = signature.parameterClause.parameters.map {
                "\($0.firstName.text):\($0.type.trimmedDescription)"
            }
            let result = signature.returnClause?.type.trimmedDescription ?? "()"
            return ["\(function.name.text)(\(parameters.joined(separator: ",")))->\(result)"]
        }
        if let type = item.as(StructDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(ClassDeclSyntax.self) { return [type.name.text] }
        if let type = item.as(EnumDeclSyntax.self) { return [type.name.text] }
        return []
    }

    /// The first marker comment on a line of its own in the trivia before `item`, with the index of
    /// its line in the block.
    private static func ownLineMarker(before item: CodeBlockItemSyntax, converter: SourceLocationConverter) -> Start? {
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
                    return Start(index: converter.location(for: position).line - 1, marker: marker)
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
        example.location = SourceLocation(
            file: block.location.file, line: lines[0].number, column: block.location.column)
        return example
    }
}
