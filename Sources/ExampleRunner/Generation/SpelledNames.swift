import SwiftSyntax

/// What one walk over a code segment's tokens tells: every identifier and operator it spells, and
/// whether it declares a function named `expect` (then its `expect` calls are its own, and
/// ``ComparisonExpectationRewriter`` leaves them as written).
struct SpelledNames {
    var names = Set<String>()
    var declaresExpect = false

    init(_ tree: SourceFileSyntax) {
        var previous: TokenKind?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name),
                .postfixOperator(let name), .dollarIdentifier(let name):
                names.insert(name)
                if name == "expect" && previous == .keyword(.func) { declaresExpect = true }
            default: break
            }
            previous = token.tokenKind
        }
    }
}
