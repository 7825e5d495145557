import SwiftSyntax

/// A placeholder bound with `if let`, `guard let` or `while let` is optional.
///
/// The placeholder's members and calls are placeholders, and optional ones only where the code asks
/// for an optional (``PlaceholderSource/placeholder``). A conditional binding asks for one only after
/// Swift has picked the non-optional member (`initializer for conditional binding must have Optional
/// type, not '__CellSpecPlaceholder'` for `if let asset = cache.asset(for: id)`), so the binding's
/// value is read as an optional: `if let asset = (cache.asset(for: id)) as __CellSpecPlaceholder?`.
/// Only a value inference supplied is read so: a guide's own non-optional value bound with `if let`
/// is the guide's error, and the compiler's message then names the guide's type, not the placeholder.
enum OptionalBinding {
    /// The type the compiler names in an error this rule answers, if `message` is one: the placeholder,
    /// or a type inference generated (`types`), which the compiler writes as `Asset` (aka the placeholder).
    static func boundType(in message: String, generatedTypes: Set<String>) -> String? {
        let prefix = "initializer for conditional binding must have Optional type, not '"
        guard message.hasPrefix(prefix) else { return nil }
        let type = String(message.dropFirst(prefix.count).prefix { $0 != "'" })
        return type == PlaceholderSource.placeholderType || generatedTypes.contains(type) ? type : nil
    }

    /// The insertions that make the binding at (`line`, `column`) of `tree` read its value as an
    /// optional `type`: `(` before the value and `) as type?` after it, at block positions (line, column).
    static func insertions(
        forBindingAt line: Int, column: Int, type: String, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> [(line: Int, column: Int, text: String)] {
        guard let value = binding(at: line, column: column, tree: tree, converter: converter)?.initializer?.value
        else { return [] }
        let start = converter.location(for: value.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: value.endPositionBeforeTrailingTrivia)
        return [(start.line, start.column, "("), (end.line, end.column, reading(as: type))]
    }

    /// The name a binding reads, when the compiler's `initializer for conditional binding must have
    /// Optional type, not 'T'` is about a name inference gave the type `T` (`valueTypes`): `guard let id =
    /// currentItemID`, `if let currentItemID`, where `currentItemID` was made a `UUID` by its name. The
    /// guide binds it, so it is an optional `T`.
    static func boundName(
        in message: String, line: Int, column: Int, valueTypes: [String: String], tree: SourceFileSyntax,
        converter: SourceLocationConverter
    ) -> (name: String, type: String)? {
        let prefix = "initializer for conditional binding must have Optional type, not '"
        guard message.hasPrefix(prefix),
            let binding = binding(at: line, column: column, tree: tree, converter: converter)
        else { return nil }
        let type = String(message.dropFirst(prefix.count).prefix { $0 != "'" })
        let name =
            binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text }
            ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        guard let name, valueTypes[name] == type else { return nil }
        return (name, type)
    }

    /// The binding the compiler points at: it names the binding's `let` (or its name); the nearest
    /// binding on that line.
    private static func binding(
        at line: Int, column: Int, tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> OptionalBindingConditionSyntax? {
        let onLine = tree.descendants(OptionalBindingConditionSyntax.self).filter {
            converter.location(for: $0.positionAfterSkippingLeadingTrivia).line == line
        }
        return onLine.min(by: {
            abs(converter.location(for: $0.positionAfterSkippingLeadingTrivia).column - column)
                < abs(converter.location(for: $1.positionAfterSkippingLeadingTrivia).column - column)
        })
    }

    /// What closes a bound value read as an optional `type`: `) as type?`.
    static func reading(as type: String) -> String { ") as \(type)?" }
}
