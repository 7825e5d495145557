import SpecPages
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift code as HTML: every token classified by swift-syntax's own classifier (the one SourceKit
/// uses), hidden lines wrapped so the toggle can show them, and the ranges findings point at underlined.
struct HighlightedCode {
    /// A place in the code a finding points at.
    struct Mark: Equatable {
        /// Index into the lines.
        var lineIndex: Int
        /// The UTF-8 offset in the line's text, when the finding has a column (compiler diagnostics);
        /// without one, the whole line is underlined (model events know only the line).
        var offset: Int?
        /// What the finding said, shown as the mark's tooltip.
        var title: String
    }

    let lines: [SpecExample.Line]
    var marks: [Mark] = []
    /// Whether each line starts with its page line number (a lenient guide's blocks, whose evidence
    /// names the guide's lines). The number is drawn by CSS from `data-line`, so copying the code
    /// copies none of them.
    var lineNumbers = false

    func html() -> String {
        let text = lines.map { $0.text + "\n" }.joined()
        let bytes = Array(text.utf8)
        var lineStarts: [Int] = []
        var position = 0
        for line in lines {
            lineStarts.append(position)
            position += line.text.utf8.count + 1
        }
        let tree = Parser.parse(source: text)
        let classified = tree.classifications.compactMap { range -> (Range<Int>, String)? in
            let bytesRange = range.range.lowerBound.utf8Offset..<range.range.upperBound.utf8Offset
            // A capitalised name in an expression (`UIListContentConfiguration.cell()`) is a type, as
            // Xcode colours it once it knows; the syntax alone calls it an identifier.
            if range.kind == .identifier, let first = bytes[safe: bytesRange.lowerBound],
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
            {
                return (bytesRange, "t")
            }
            guard let name = Self.cssClass(range.kind) else { return nil }
            return (bytesRange, name)
        }
        let marked = marks.compactMap { markedRange($0, tree: tree, lineStarts: lineStarts, bytes: bytes) }

        var boundaries = Set([0, bytes.count])
        for start in lineStarts { boundaries.insert(start) }
        for (index, start) in lineStarts.enumerated() { boundaries.insert(start + lines[index].text.utf8.count) }
        for (range, _) in classified { boundaries.formUnion([range.lowerBound, range.upperBound]) }
        for (range, _) in marked { boundaries.formUnion([range.lowerBound, range.upperBound]) }
        let sorted = boundaries.filter { $0 <= bytes.count }.sorted()

        let markedLines = Set(marks.map(\.lineIndex))
        var html = ""
        var lineIndex = -1
        var classIndex = 0
        for (start, end) in zip(sorted, sorted.dropFirst()) {
            while lineIndex + 1 < lineStarts.count && lineStarts[lineIndex + 1] <= start {
                if lineIndex >= 0 && lines[lineIndex].isHidden { html += "</span>" }
                lineIndex += 1
                if lines[lineIndex].isHidden {
                    // A hidden line a finding points at (a ❌ example's failing check) is shown by default.
                    let evidence = markedLines.contains(lineIndex)
                    html +=
                        evidence
                        ? "<span class=\"hidden-line evidence-line\" title=\"a hidden line, shown because a finding points at it\">"
                        : "<span class=\"hidden-line\">"
                }
                if lineNumbers {
                    html +=
                        "<span class=\"line-number\" data-line=\"\(lines[lineIndex].number)\" aria-hidden=\"true\"></span>"
                }
            }
            let segment = String(decoding: bytes[start..<end], as: UTF8.self)
            if segment == "\n" {
                html += "\n"
                continue
            }
            while classIndex < classified.count && classified[classIndex].0.upperBound <= start { classIndex += 1 }
            var piece = escapeHTML(segment)
            if classIndex < classified.count && classified[classIndex].0.contains(start) {
                piece = "<span class=\"\(classified[classIndex].1)\">\(piece)</span>"
            }
            if let mark = marked.first(where: { $0.0.contains(start) }) {
                piece = "<mark class=\"finding\" title=\"\(escapeHTML(mark.1))\">\(piece)</mark>"
            }
            html += piece
        }
        if lineIndex >= 0 && lines[lineIndex].isHidden { html += "</span>" }
        return html
    }

    /// The byte range a mark underlines: the token at its column, or the line's text without indentation.
    private func markedRange(_ mark: Mark, tree: SourceFileSyntax, lineStarts: [Int], bytes: [UInt8]) -> (
        Range<Int>, String
    )? {
        guard lines.indices.contains(mark.lineIndex) else { return nil }
        let lineStart = lineStarts[mark.lineIndex]
        let lineEnd = lineStart + lines[mark.lineIndex].text.utf8.count
        if let offset = mark.offset, offset >= 0, lineStart + offset < lineEnd {
            let position = lineStart + offset
            if let token = tree.token(at: AbsolutePosition(utf8Offset: position)) {
                let range = token.trimmedRange.lowerBound.utf8Offset..<token.trimmedRange.upperBound.utf8Offset
                if range.contains(position) && range.upperBound <= lineEnd { return (range, mark.title) }
            }
            // No token starts there: underline the one character, whole even when it takes several bytes.
            var end = position + 1
            while end < lineEnd && bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
            return (position..<end, mark.title)
        }
        var first = lineStart
        while first < lineEnd && (bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t")) {
            first += 1
        }
        return first < lineEnd ? (first..<lineEnd, mark.title) : nil
    }

    /// The CSS class of a classification; plain identifiers and operators stay unstyled.
    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword, .ifConfigDirective: "k"
        case .type: "t"
        case .stringLiteral, .regexLiteral: "s"
        case .integerLiteral, .floatLiteral: "n"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "c"
        case .attribute: "a"
        case .argumentLabel: "l"
        case .editorPlaceholder: "p"
        case .identifier, .dollarIdentifier, .operator, .none: nil
        @unknown default: nil
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
