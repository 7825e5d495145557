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
        func bare(_ type: Substring) -> String { String(type.hasSuffix("?") ? type.dropLast() : type) }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        let converts =
            message.hasPrefix("cannot assign value of type 'UUID' to type '")
            || message.hasPrefix("cannot convert value of type 'UUID' to expected argument type '")
        if converts, quoted.count >= 2, supported.contains(bare(quoted[1])) { return bare(quoted[1]) }
        if message.hasPrefix("binary operator '"), message.contains("cannot be applied to operands of type '"),
            quoted.count >= 3
        {
            let operands = [quoted[1], quoted[2]]
            guard operands.contains(where: { bare($0) == "UUID" }),
                let other = operands.first(where: { bare($0) != "UUID" }), supported.contains(bare(other))
            else { return nil }
            return bare(other)
        }
        return nil
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
