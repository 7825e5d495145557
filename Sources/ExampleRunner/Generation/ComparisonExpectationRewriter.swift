import SwiftSyntax

/// Rewrites `expect(lhs OP rhs)` in an example's code into
/// `__cellspecExpectComparison(__cellspecComparisonBegins(), __cellspecLeft(lhs) OP __cellspecRight(rhs), …)`,
/// so that a failed comparison reports both values and the source text, as Swift Testing's
/// `#expect` shows `cell.displayed.text → "Documents" == "Inbox"`.
///
/// The comparison itself stays as written: each operand is evaluated once, in order, by the same
/// operator. An operand made only of literals and implicit members (`8 + 40 + 8`, `"Inbox"`,
/// `.selected`) is left unwrapped, since a generic wrapper would take its type from the literal
/// (`Int`) instead of from the other side (`CGFloat`) and could pick another `==`; its value is its
/// text. Only a lone comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`, `===`, `!==`) at the top of the
/// first argument is rewritten, only when its operands hold no `try`, `await` or `nil` literal and are
/// not both literals. Operators of lower precedence (`&&`, `||`, `?:`, assignment) leave the call as
/// written. The rewritten call keeps the original's lines, so `#line` and later code keep their page lines.
///
/// The rewrite is textual: swift-syntax finds the calls and their operands, and the new text
/// replaces each call's bytes in the code's text. The generator only needs text, and building a
/// tree for each new call (parsing it again, then rebuilding its ancestors) was most of the source
/// generation's time in a debug build. Code without the word `expect` is not even walked.
struct ComparisonExpectationRewriter {
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!=="]
    /// Operators below comparison precedence: with one of them the sequence is not a lone comparison.
    private static let lowerPrecedence: Set<String> = [
        "&&", "||", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    private let converter: SourceLocationConverter
    /// The text of the tree the nodes come from, which their positions index.
    private let source: [UInt8]

    /// `tree` is the whole tree whose nodes ``rewrite(_:includingTrivia:)`` is given.
    init(tree: some SyntaxProtocol, converter: SourceLocationConverter) {
        self.converter = converter
        source = tree.syntaxTextBytes
    }

    /// The text of `node` (without its leading and trailing trivia unless `includingTrivia`) with
    /// its `expect` comparisons rewritten; nil when there is none to rewrite.
    func rewrite(_ node: some SyntaxProtocol, includingTrivia: Bool = false) -> String? {
        let start = (includingTrivia ? node.position : node.positionAfterSkippingLeadingTrivia).utf8Offset
        let end = (includingTrivia ? node.endPosition : node.endPositionBeforeTrailingTrivia).utf8Offset
        guard Self.mentionsExpect(source[start..<end]) else { return nil }
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        var text: [UInt8] = []
        var copied = start
        for call in finder.calls {
            let callStart = call.positionAfterSkippingLeadingTrivia.utf8Offset
            // Inside a call already rewritten as a whole.
            guard callStart >= copied, let replacement = replacement(for: call) else { continue }
            text += source[copied..<callStart]
            text += Array(replacement.utf8)
            copied = call.endPositionBeforeTrailingTrivia.utf8Offset
        }
        guard copied != start else { return nil }
        text += source[copied..<end]
        return String(decoding: text, as: UTF8.self)
    }

    /// The text of `node` without its leading and trailing trivia, as `trimmedDescription` gives it,
    /// taken from the tree's text instead of from a walk over its tokens.
    func text(of node: some SyntaxProtocol) -> String {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return String(decoding: source[range], as: UTF8.self)
    }

    private static let word = Array("expect".utf8)

    /// Whether the bytes contain `expect`: a cheap test before walking any syntax.
    private static func mentionsExpect(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.firstRange(of: word) != nil
    }

    /// The calls named `expect` in source order, an outer call before those in its arguments
    /// (which are left as written when the outer one is rewritten).
    private final class CallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "expect" { calls.append(node) }
            return .visitChildren
        }
    }

    /// The text that replaces `node` (its trivia aside), or nil when it is left as written.
    private func replacement(for node: FunctionCallExprSyntax) -> String? {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "expect",
            callee.argumentNames == nil, node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty,
            let open = node.leftParen, node.rightParen != nil,
            (1...2).contains(node.arguments.count), node.arguments.allSatisfy({ $0.label == nil }),
            let condition = node.arguments.first?.expression.as(SequenceExprSyntax.self)
        else { return nil }
        // A comment inside the call could swallow what the rewrite puts after it on its line.
        let hasComment = node.tokens(viewMode: .sourceAccurate).contains { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
                switch piece {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
                default: false
                }
            }
        }
        guard !hasComment else { return nil }
        let elements = Array(condition.elements)
        let operators = elements.enumerated().compactMap { index, element -> (Int, String)? in
            guard let op = element.as(BinaryOperatorExprSyntax.self) else { return nil }
            return (index, op.operator.text)
        }
        guard
            !elements.contains(where: {
                $0.is(TernaryExprSyntax.self) || $0.is(UnresolvedTernaryExprSyntax.self)
                    || $0.is(AssignmentExprSyntax.self)
            }),
            !operators.contains(where: { Self.lowerPrecedence.contains($0.1) })
        else { return nil }
        let comparisons = operators.filter { Self.comparisons.contains($0.1) }
        guard comparisons.count == 1, let (index, operation) = comparisons.first, index > 0, index < elements.count - 1
        else { return nil }
        let lhs = elements[..<index], rhs = elements[(index + 1)...]
        guard usable(lhs), usable(rhs), !bothLiteral(lhs, rhs) else { return nil }

        let lhsText = lhs.map(\.description).joined(), rhsText = rhs.map(\.description).joined()
        let lhsSource = Self.sourceText(lhs.map(\.trimmedDescription).joined(separator: " "))
        let rhsSource = Self.sourceText(rhs.map(\.trimmedDescription).joined(separator: " "))
        let operatorToken = elements[index].as(BinaryOperatorExprSyntax.self)!.operator
        let operatorBreaks = (operatorToken.leadingTrivia.description + operatorToken.trailingTrivia.description).count
        { $0 == "\n" }
        func wrapped(_ text: String, _ operand: ArraySlice<ExprSyntax>, _ function: String) -> String {
            isLiteral(operand) ? text : "\(function)(\(text))"
        }
        var text =
            "__cellspecExpectComparison\(open.trimmedDescription)__cellspecComparisonBegins(), \(open.trailingTrivia.description)"
        text += wrapped(lhsText.trimmingTrailingSpaces(), lhs, "__cellspecLeft") + " \(operation)"
        text += (operatorBreaks > 0 ? String(repeating: "\n", count: operatorBreaks) : " ")
        text += wrapped(rhsText.trimmingLeadingSpaces().trimmingTrailingSpaces(), rhs, "__cellspecRight")
        if node.arguments.count == 2, let message = node.arguments.last {
            text += ", \(message.expression.description)"
        }
        let column = converter.location(for: node.positionAfterSkippingLeadingTrivia).column
        text +=
            ", expression: \(SwiftStringLiteral.make("\(lhsSource) \(operation) \(rhsSource)")), operation: \(SwiftStringLiteral.make(operation))"
        text +=
            ", lhs: \(SwiftStringLiteral.make(lhsSource)), rhs: \(SwiftStringLiteral.make(rhsSource)), column: \(column)"
        // The call keeps as many lines as it had, so the code after it keeps its page lines.
        let missingBreaks = node.trimmedDescription.count { $0 == "\n" } - text.count { $0 == "\n" }
        return text + String(repeating: "\n", count: max(0, missingBreaks)) + ")"
    }

    /// No `try`, `await` or `nil` literal among an operand's own tokens.
    private func usable(_ operand: ArraySlice<ExprSyntax>) -> Bool {
        operand.allSatisfy { element in
            !element.is(NilLiteralExprSyntax.self)
                && !element.tokens(viewMode: .sourceAccurate).contains { token in
                    [.keyword(.try), .keyword(.await)].contains(token.tokenKind)
                }
        }
    }

    /// Whether an operand is made only of literals, operators and implicit members (`8 + 40 + 8`,
    /// `"Inbox"`, `.selected`, `[.x]`): its type comes from the other side, and its value is its text.
    private func isLiteral(_ operand: ArraySlice<ExprSyntax>) -> Bool {
        operand.allSatisfy { element in
            !element.is(ClosureExprSyntax.self)
                && element.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                    switch token.tokenKind {
                    case .identifier:
                        // Only the name of an implicit member: `.selected`, `.init`.
                        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
                        return member.base == nil
                    case .keyword(.`init`):
                        return true
                    case .dollarIdentifier, .keyword, .regexLiteralPattern:
                        return token.tokenKind == .keyword(.true) || token.tokenKind == .keyword(.false)
                    default:
                        return true
                    }
                }
        }
    }

    /// Both operands of `1 == 1`: nothing to report but the text.
    private func bothLiteral(_ lhs: ArraySlice<ExprSyntax>, _ rhs: ArraySlice<ExprSyntax>) -> Bool {
        isLiteral(lhs) && isLiteral(rhs)
    }

    /// An operand's text on one line, runs of white space made one space.
    private static func sourceText(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }

    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
