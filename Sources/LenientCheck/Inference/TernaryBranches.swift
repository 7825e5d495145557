import SwiftSyntax

/// The branches of `condition ? a : b` have one type: a placeholder branch takes the other branch's
/// type (`kind == headerKind ? headerRegistration : footerRegistration`, one registration the guide
/// declared in another block, the other inferred), from the compiler's `result values in '? :'
/// expression have mismatching types 'A' and 'B'`; and both branches have the type the whole is
/// given as (`favourites ? Book.starred : Book.samples` given to a `[Book]`).
enum TernaryBranches {
    /// The two branches of the `condition ? a : b` that `token` points at, as the compiler does: its
    /// `?`, or its first token. The parser leaves it unfolded: a sequence holding one `? a :` before its
    /// last element. None when `token` points at no such expression.
    static func branches(at token: TokenSyntax) -> [ExprSyntax] {
        guard let sequence = token.ancestorOrSelf(mapping: { $0.as(SequenceExprSyntax.self) }),
            token.parent?.is(UnresolvedTernaryExprSyntax.self) == true
                || sequence.firstToken(viewMode: .sourceAccurate)?.id == token.id
        else { return [] }
        let elements = Array(sequence.elements)
        let marks = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
        guard marks.count == 1, let mark = marks.first, mark + 2 == elements.count,
            let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self)
        else { return [] }
        return [ternary.thenExpression, elements[mark + 1]]
    }

    /// The type a placeholder branch must have, when `message` says one branch is the placeholder.
    static func otherType(in message: String) -> String? {
        let prefix = "result values in '? :' expression have mismatching types '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let first = String(rest[..<end])
        let afterFirst = rest[rest.index(after: end)...]
        guard let open = afterFirst.range(of: " and '") else { return nil }
        let second = String(afterFirst[open.upperBound...].prefix { $0 != "'" })
        let placeholder = PlaceholderSource.placeholderType
        switch (first == placeholder, second == placeholder) {
        case (true, false): return second
        case (false, true): return first
        default: return nil
        }
    }
}
