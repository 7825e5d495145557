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
        // The compiler points at the binding's `let` (or its name); the nearest binding on that line.
        let onLine = tree.descendants(OptionalBindingConditionSyntax.self).filter {
            converter.location(for: $0.positionAfterSkippingLeadingTrivia).line == line
        }
        guard
            let binding = onLine.min(by: {
                abs(converter.location(for: $0.positionAfterSkippingLeadingTrivia).column - column)
                    < abs(converter.location(for: $1.positionAfterSkippingLeadingTrivia).column - column)
            }), let value = binding.initializer?.value
        else { return [] }
        let start = converter.location(for: value.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: value.endPositionBeforeTrailingTrivia)
        return [(start.line, start.column, "("), (end.line, end.column, ") as \(type)?")]
    }
}
