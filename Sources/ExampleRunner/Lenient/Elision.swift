import Foundation
import SpecPages
import SwiftParser
import SwiftSyntax

/// Where a guide leaves code out: `{ ... }`, `= ...`, `foo(...)`, `// ...`, `/* ... */`, `…`, and
/// interface listings (`func apply(_:animatingDifferences:)` with no body).
///
/// A `...` with an operand beside it on its line is a range (`0...5`, `items[1...]`, `...end`);
/// one standing alone is an elision, and is blanked (same width, so columns keep) before the block
/// is compiled: `func configure() { ... }` then compiles as an empty body. What still cannot compile
/// (`let layout = ...`, a body that must return) is "not checkable: elided", never the guide's error.
enum Elision {
    /// The block's lines with every standalone `...` blanked, and the page lines that elide code.
    static func find(in lines: [SpecExample.Line]) -> (lines: [SpecExample.Line], elided: [Int]) {
        let tree = Parser.parse(source: lines.map(\.text).joined(separator: "\n"))
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var adapted = lines
        var elided: [Int] = []
        let line = { (position: AbsolutePosition) in converter.location(for: position).line }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia + token.trailingTrivia where isElidingComment(piece) {
                // The comment's own line is not known from the token alone; the token's is close enough.
                elided.append(line(token.positionAfterSkippingLeadingTrivia))
            }
            if token.text.contains("…") {
                elided.append(line(token.positionAfterSkippingLeadingTrivia))
                continue
            }
            guard token.text == "..." else { continue }
            let here = line(token.positionAfterSkippingLeadingTrivia)
            let previous = token.previousToken(viewMode: .sourceAccurate).flatMap { line($0.endPositionBeforeTrailingTrivia) == here ? $0 : nil }
            let next = token.nextToken(viewMode: .sourceAccurate).flatMap { line($0.positionAfterSkippingLeadingTrivia) == here ? $0 : nil }
            if previous.map(endsOperand) == true || next.map(startsOperand) == true { continue }
            elided.append(here)
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let index = location.line - 1
            guard adapted.indices.contains(index) else { continue }
            var bytes = Array(adapted[index].text.utf8)
            let start = location.column - 1
            guard start + 3 <= bytes.count else { continue }
            bytes.replaceSubrange(start..<(start + 3), with: Array("   ".utf8))
            adapted[index].text = String(decoding: bytes, as: UTF8.self)
        }
        // An interface listing, as Apple's pages print one: a function or initializer with no body
        // outside a protocol.
        for node in tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent }) {
            let bodiless =
                (node.as(FunctionDeclSyntax.self).map { $0.body == nil } ?? false)
                || (node.as(InitializerDeclSyntax.self).map { $0.body == nil } ?? false)
            guard bodiless, !isInProtocol(node) else { continue }
            elided.append(line(node.positionAfterSkippingLeadingTrivia))
        }
        let pageLines = Set(elided).sorted().compactMap { lines.indices.contains($0 - 1) ? lines[$0 - 1].number : nil }
        return (adapted, pageLines)
    }

    private static func isInProtocol(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ProtocolDeclSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    private static func isElidingComment(_ piece: TriviaPiece) -> Bool {
        let text: Substring
        switch piece {
        case .lineComment(let comment): text = comment.dropFirst(2)
        case .blockComment(let comment): text = comment.dropFirst(2).dropLast(2)
        default: return false
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("...") || trimmed.hasPrefix("…") || trimmed.hasSuffix("...") || trimmed.hasSuffix("…")
    }

    private static func endsOperand(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare, .stringQuote, .dollarIdentifier,
            .exclamationMark, .postfixQuestionMark, .keyword(.self), .keyword(.Self), .keyword(.true), .keyword(.false):
            return true
        default:
            return false
        }
    }

    private static func startsOperand(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .identifier, .integerLiteral, .floatLiteral, .leftParen, .leftSquare, .stringQuote, .dollarIdentifier,
            .keyword(.self), .keyword(.Self), .keyword(.true), .keyword(.false):
            return true
        default:
            return false
        }
    }
}
