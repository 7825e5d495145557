import SwiftSyntax

/// The placeholder's identifier takes the type the block reads it as.
///
/// A placeholder is `Identifiable` with a `UUID` (``PlaceholderSource/placeholder``), so diffable
/// identifiers made of it never collide. A guide's model may be identified by a string instead (an
/// identifier from a server, `representedID = item.id` with `representedID: String?`): the compiler
/// then reports a `UUID` where a `String` is needed, on a line that reads an `id`, and the
/// placeholder is made with a `String` identifier, still fresh for each value.
enum PlaceholderIdentifier {
    /// The identifier type `message` asks for in place of `UUID`: `String` (optional or not), from
    /// `cannot assign value of type 'UUID' to type 'String?'`, `cannot convert value of type 'UUID'
    /// to expected argument type 'String'` or `binary operator '==' cannot be applied to operands of
    /// type 'String?' and 'UUID'`.
    static func wanted(in message: String) -> String? {
        let supported = PlaceholderSource.identifierValues.keys.filter { $0 != "UUID" }
        func bare(_ type: String) -> String { type.hasSuffix("?") ? String(type.dropLast()) : type }
        for prefix in [
            "cannot assign value of type 'UUID' to type '",
            "cannot convert value of type 'UUID' to expected argument type '",
        ] where message.hasPrefix(prefix) {
            guard let wanted = Retyping.quoted(message, after: prefix).map(bare), supported.contains(wanted) else {
                return nil
            }
            return wanted
        }
        guard message.hasPrefix("binary operator '"),
            let first = Retyping.quoted(message, after: "cannot be applied to operands of type '"),
            let second = Retyping.quoted(message, after: "' and '")
        else { return nil }
        let operands = [bare(first), bare(second)]
        guard operands.contains("UUID"), let other = operands.first(where: { $0 != "UUID" }), supported.contains(other)
        else { return nil }
        return other
    }

    /// Whether the block's line `line` reads a member named `id` (`item.id`, `$0.id`).
    static func readsIdentifier(onLine line: Int, tree: SourceFileSyntax, converter: SourceLocationConverter) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier("id")
                && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
                && converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line
        }
    }
}
