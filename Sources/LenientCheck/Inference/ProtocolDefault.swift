import SwiftSyntax

/// A placeholder where Swift asks for a standard library protocol is a value of the type the
/// protocol's literals default to.
///
/// `let columns = layoutKind.columnCount` binds the placeholder itself (its unmarked member lookup
/// wins), so `columns == 1` fails: `referencing operator function '==' on 'BinaryInteger' requires that
/// '__CellSpecPlaceholder' conform to 'BinaryInteger'`. The guide's `columns` is a number; the type an
/// integer literal gets where nothing else decides is `Int` (The Swift Programming Language, Lexical
/// Structure, Literals: "the default inferred type of an integer literal is `Int`", a floating-point
/// literal's `Double`, a string literal's `String`). The operands the error stands between are the
/// block's locals to annotate with that type (``Retyping/annotations``); the placeholder's members and
/// calls already give `Int`, `Double` and `String`.
enum ProtocolDefault {
    /// The standard type for each protocol Swift may ask a placeholder to conform to.
    static let defaults: [String: String] = [
        "BinaryInteger": "Int", "FixedWidthInteger": "Int", "SignedInteger": "Int", "SignedNumeric": "Int",
        "Numeric": "Int", "AdditiveArithmetic": "Int", "Strideable": "Int",
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double",
        "StringProtocol": "String",
    ]

    /// The standard type `message` asks the placeholder to be: `requires that '__CellSpecPlaceholder'
    /// conform to 'BinaryInteger'` gives `Int`; nil for any other message or protocol.
    static func type(in message: String) -> String? {
        let prefix = "requires that '\(PlaceholderSource.placeholderType)' conform to '"
        guard let range = message.range(of: prefix) else { return nil }
        let name = message[range.upperBound...].prefix { $0 != "'" }
        return defaults[String(name)]
    }

    /// The names beside `token`, the operator the error points at (`columns` in `columns == 1`), or
    /// `token` itself when the error points at a name: positions (line, column) to annotate.
    static func operands(of token: TokenSyntax, converter: SourceLocationConverter) -> [(line: Int, column: Int)] {
        let position = { (node: Syntax) -> (line: Int, column: Int) in
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return (location.line, location.column)
        }
        if token.parent?.is(DeclReferenceExprSyntax.self) == true { return [position(Syntax(token))] }
        guard let operation = token.parent?.as(BinaryOperatorExprSyntax.self),
            let list = operation.parent?.as(ExprListSyntax.self)
        else { return [] }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == operation.id }) else { return [] }
        return [index - 1, index + 1].filter(elements.indices.contains).compactMap { neighbour in
            elements[neighbour].as(DeclReferenceExprSyntax.self).map { position(Syntax($0.baseName)) }
        }
    }
}
