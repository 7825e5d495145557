import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Finds Swift code in the paragraphs of a document whose code fences were lost (a web page saved
/// as text), using swift-syntax only.
///
/// A line is code when it parses as Swift without errors once its unbalanced brackets are closed
/// (`struct Item {` parses as `struct Item { }`, a lone `}` as `{ }`) and it has some syntax prose
/// lacks: an assignment, a call, a member access, a bracket, a declaration keyword or a `//`
/// comment. A line where prose was glued to code (`}apply vs …`, `cell.contentConfiguration = content❌ Incorrect`)
/// is split at the longest code prefix; a line holding several statements without separators (a
/// transcript that flattened its code) gets its `;` back. Consecutive code lines form a run; a run also takes any line
/// while a bracket it opened is still open. A run is split where a line starts with a marked comment
/// (`// ❌ …`, or `}// ✅ …` after closing brackets), so each part is classified on its own.
enum ProseCodeDetector {
    /// One piece of code found in prose, with the prose line right before it.
    struct Run {
        var lines: [(text: String, number: Int)]
        var proseBefore: String?
        var heading: String?
    }

    private struct Piece {
        var text: String
        var number: Int
        var isCode: Bool
        var depth: Int
        var heading: String?
    }

    static func runs(in lines: [LenientDocument.ProseLine]) -> [Run] {
        var pieces: [Piece] = []
        for line in lines {
            let (code, rest) = split(line.text)
            if !code.isEmpty {
                pieces.append(
                    Piece(text: code, number: line.number, isCode: true, depth: depth(of: code), heading: line.heading))
            }
            if !rest.isEmpty {
                pieces.append(Piece(text: rest, number: line.number, isCode: false, depth: 0, heading: line.heading))
            }
        }
        var runs: [Run] = []
        var current: Run?
        var openBrackets = 0
        var lastProse: String?
        for piece in pieces {
            if piece.isCode || (current != nil && openBrackets > 0 && (current?.lines.count ?? 0) < 80) {
                if current == nil {
                    current = Run(lines: [], proseBefore: lastProse, heading: piece.heading)
                    openBrackets = 0
                }
                current?.lines.append((piece.text, piece.number))
                openBrackets += piece.isCode ? piece.depth : depth(of: piece.text)
            } else {
                if let run = current { runs += splitAtMarkers(run) }
                current = nil
                lastProse = piece.text
            }
        }
        if let run = current { runs += splitAtMarkers(run) }
        return runs.map(trimmed).filter(isSubstantial)
    }

    /// A run that does not parse loses the prose glued onto its last line (`])Other mistakes…`,
    /// `as! PhotoCellApple's documentation…`: cut at the longest prefix after which the whole run
    /// parses), or else its last line or two, when the rest then parses.
    private static func trimmed(_ run: Run) -> Run {
        let parses = { (lines: ArraySlice<(text: String, number: Int)>) in
            !Parser.parse(source: lines.map(\.text).joined(separator: "\n")).hasError
        }
        guard !parses(run.lines[...]) else { return run }
        if let last = run.lines.last {
            let bytes = Array(last.text.utf8)
            for end in cutPositions(last.text).reversed() where end > 0 && end < bytes.count {
                let rest = String(decoding: bytes[end...], as: UTF8.self)
                guard rest.first?.isLetter == true else { continue }
                var shorter = run
                shorter.lines[shorter.lines.count - 1].text = String(decoding: bytes[..<end], as: UTF8.self)
                if parses(shorter.lines[...]) { return shorter }
            }
        }
        for drop in 1...2 where run.lines.count > drop && parses(run.lines.dropLast(drop)) {
            var shorter = run
            shorter.lines.removeLast(drop)
            return shorter
        }
        return run
    }

    /// Where prose may have been glued onto a line: after each token, and inside an identifier
    /// where a capital follows a small letter (`PhotoCell|Apple`, a word glued onto a type name).
    private static func cutPositions(_ text: String) -> [Int] {
        var positions: [Int] = []
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            if case .identifier(let name) = token.tokenKind {
                var offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                var previous: Character?
                for character in name {
                    if character.isUppercase, previous?.isLowercase == true { positions.append(offset) }
                    offset += character.utf8.count
                    previous = character
                }
            }
            positions.append(token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return positions
    }

    /// A run counts only when it does something: an assignment, a declaration or statement keyword, a
    /// brace, or a call with an argument. Names of APIs written in prose — `.listCell()` in a table row,
    /// `makeContentView()`, `updated(for:)`, `SimpleCell.View` on lines of their own, as a page's text
    /// breaks them out of their sentences — do not.
    private static func isSubstantial(_ run: Run) -> Bool {
        let code = run.lines.filter { !$0.text.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        guard !code.isEmpty else { return false }
        let tree = Parser.parse(source: code.map(\.text).joined(separator: "\n"))
        let signals: Set<TokenKind> = [
            .equal, .leftBrace, .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.struct), .keyword(.class),
            .keyword(.enum), .keyword(.extension), .keyword(.return), .keyword(.import), .keyword(.override),
            .keyword(.case),
            .keyword(.if), .keyword(.guard), .keyword(.switch), .keyword(.for), .keyword(.protocol), .keyword(.`init`),
        ]
        // A keyword followed by a colon is an argument label (`updated(for:)`), not a statement.
        let signalled = tree.tokens(viewMode: .sourceAccurate).contains {
            signals.contains($0.tokenKind) && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon
        }
        if signalled { return true }
        return CallsWithArguments(viewMode: .sourceAccurate).found(in: tree)
    }

    private final class CallsWithArguments: SyntaxVisitor {
        var found = false
        func found(in tree: SourceFileSyntax) -> Bool {
            walk(tree)
            return found
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // (`updated(for:)` reads as a call whose argument is missing: a name, not a call.)
            if node.arguments.contains(where: { !$0.expression.is(MissingExprSyntax.self) })
                || node.trailingClosure != nil
            {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// The code prefix of a line and the prose glued after it.
    static func split(_ text: String) -> (code: String, rest: String) {
        if isCode(text) { return (text, "") }
        let tree = Parser.parse(source: text)
        // A transcript that flattened a block onto one line: its statements, separated again.
        if tree.statements.count > 1 {
            let separated = tree.statements.map(\.trimmedDescription).joined(separator: "; ")
            if isCode(separated) { return (separated, "") }
        }
        // Prose is glued on where code ends, never after a token that leaves an expression open
        // (`.delete(` followed by its arguments is one line of code, not code and prose).
        let ends = tree.tokens(viewMode: .sourceAccurate).filter {
            $0.tokenKind != .endOfFile && canEndCode($0.tokenKind)
        }.map {
            $0.endPositionBeforeTrailingTrivia.utf8Offset
        }
        let bytes = Array(text.utf8)
        for end in ends.reversed() where end > 0 && end < bytes.count {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            let rest = String(decoding: bytes[end...], as: UTF8.self)
            guard let first = rest.first, first.isLetter || "✅❌⚠|".contains(first) else { continue }
            if isCode(prefix) { return (prefix, rest) }
        }
        return ("", text)
    }

    /// Whether code can stop after a token of this kind: not after an opening bracket, a comma,
    /// a colon, a dot, an arrow, `=` or an operator.
    private static func canEndCode(_ kind: TokenKind) -> Bool {
        switch kind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .period, .arrow, .equal, .binaryOperator,
            .prefixOperator,
            .infixQuestionMark:
            false
        default:
            true
        }
    }

    /// Whether a line parses as Swift, brackets closed, and looks like code rather than a word or two.
    static func isCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        if trimmed.hasPrefix("//") { return true }
        let tree = Parser.parse(source: text)
        let kinds = tree.tokens(viewMode: .sourceAccurate).map(\.tokenKind)
        let (opens, closes) = brackets(kinds)
        let balanced = String(repeating: "{ ", count: closes.count) + text + opens.reversed().map(closer).joined()
        guard !Parser.parse(source: balanced).hasError else { return false }
        let signals: [TokenKind] = [
            .equal, .leftParen, .leftBrace, .rightBrace, .leftSquare, .period, .arrow,
            .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.struct), .keyword(.class), .keyword(.enum),
            .keyword(.case), .keyword(.return), .keyword(.import), .keyword(.extension), .keyword(.override),
        ]
        return kinds.contains { signals.contains($0) }
    }

    /// Opening brackets not closed on the line, and closing ones not opened on it.
    private static func brackets(_ kinds: [TokenKind]) -> (opens: [TokenKind], closes: [TokenKind]) {
        var opens: [TokenKind] = []
        var closes: [TokenKind] = []
        for kind in kinds {
            switch kind {
            case .leftBrace, .leftParen, .leftSquare: opens.append(kind)
            case .rightBrace, .rightParen, .rightSquare:
                if opens.isEmpty { closes.append(kind) } else { opens.removeLast() }
            default: break
            }
        }
        return (opens, closes)
    }

    private static func closer(_ kind: TokenKind) -> String {
        switch kind {
        case .leftParen: " )"
        case .leftSquare: " ]"
        default: " }"
        }
    }

    private static func depth(of text: String) -> Int {
        let (opens, closes) = brackets(Parser.parse(source: text).tokens(viewMode: .sourceAccurate).map(\.tokenKind))
        return opens.count - closes.count
    }

    /// Splits a run before each top-level line that starts, after closing brackets only, with a marked comment.
    private static func splitAtMarkers(_ run: Run) -> [Run] {
        var parts: [Run] = []
        var current = Run(lines: [], proseBefore: run.proseBefore, heading: run.heading)
        var openBrackets = 0
        for line in run.lines {
            defer { openBrackets += depth(of: line.text) }
            let tree = Parser.parse(source: line.text)
            let tokens = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
            let onlyClosers = tokens.allSatisfy { [.rightBrace, .rightParen, .rightSquare].contains($0.tokenKind) }
            let commentTrivia =
                tokens.isEmpty ? tree.endOfFileToken.leadingTrivia : onlyClosers ? tokens.last!.trailingTrivia : []
            let comment = commentTrivia.pieces.lazy.compactMap { piece -> String? in
                if case .lineComment(let text) = piece { return text }
                return nil
            }.first
            let marker = comment.flatMap { LenientMarkerWords.commentMarker(in: String($0.drop { $0 == "/" })) }
            // Only between top-level statements: a marked comment inside a closure annotates a line.
            let depthAfterClosers = openBrackets - (onlyClosers ? tokens.count : 0)
            if marker != nil && !current.lines.isEmpty && depthAfterClosers <= 0 {
                if !tokens.isEmpty, let end = tokens.last?.endPositionBeforeTrailingTrivia.utf8Offset {
                    let bytes = Array(line.text.utf8)
                    current.lines.append((String(decoding: bytes[..<end], as: UTF8.self), line.number))
                    parts.append(current)
                    current = Run(
                        lines: [
                            (
                                String(decoding: bytes[end...], as: UTF8.self).trimmingCharacters(in: .whitespaces),
                                line.number
                            )
                        ], proseBefore: nil, heading: run.heading)
                } else {
                    parts.append(current)
                    current = Run(lines: [line], proseBefore: nil, heading: run.heading)
                }
            } else {
                current.lines.append(line)
            }
        }
        if !current.lines.isEmpty { parts.append(current) }
        return parts
    }
}
