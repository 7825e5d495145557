import SwiftDiagnostics
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Resolves an example's `#if` blocks as an iOS build would (``IOSBuildConfiguration``), before the
/// generator reads it: the `#if`, `#elseif`, `#else` and `#endif` lines and every inactive clause
/// are blanked, the active clause's code stays where it was. Blanking keeps every remaining
/// character at its line and column, so `#sourceLocation` still maps diagnostics to the page; and
/// the active code is then ordinary code at its level, so an `import` under `#if` stays a file-scope
/// import and a declaration is kept at file scope like any other.
///
/// An `#if` whose condition does not evaluate (a syntax error in it) is left as written, for the
/// compiler to report.
public enum InactiveCode {
    /// `text` with its inactive `#if` clauses and the directives themselves replaced by spaces
    /// (line breaks kept).
    public static func blanked(_ text: String, in configuration: some BuildConfiguration) -> String {
        guard text.utf8.firstRange(of: "#if".utf8) != nil else { return text }
        let finder = Finder(configuration: configuration)
        finder.walk(Parser.parse(source: text))
        guard !finder.blanked.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in finder.blanked {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Collects the byte ranges to blank: the directives of every `#if` it resolves, and the clauses
    /// that are not active. Nested `#if`s are visited only inside active clauses.
    private final class Finder<Configuration: BuildConfiguration>: SyntaxVisitor {
        let configuration: Configuration
        var blanked: [Range<Int>] = []
        /// The active clause of each `#if` resolved, nil when none is.
        var activeClauses: [SyntaxIdentifier: SyntaxIdentifier?] = [:]

        init(configuration: Configuration) {
            self.configuration = configuration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let (active, diagnostics) = node.activeClause(in: configuration)
            guard !diagnostics.contains(where: { $0.diagMessage.severity == .error }) else { return .visitChildren }
            // `.some`: an `#if` with no active clause (`#if targetEnvironment(macCatalyst)` without an
            // `#else`) is resolved too; assigning a plain nil would remove the key instead.
            activeClauses[node.id] = .some(active?.id)
            blank(node.poundEndif)
            return .visitChildren
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let declaration = node.parent?.parent?.as(IfConfigDeclSyntax.self),
                let active = activeClauses[declaration.id]
            else { return .visitChildren }
            let end =
                node.condition?.endPositionBeforeTrailingTrivia ?? node.poundKeyword.endPositionBeforeTrailingTrivia
            blanked.append(node.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
            if active == node.id { return .visitChildren }
            if let elements = node.elements {
                blanked.append(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
            }
            return .skipChildren
        }

        private func blank(_ token: TokenSyntax) {
            blanked.append(
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }
}
