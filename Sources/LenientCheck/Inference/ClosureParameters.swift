import SwiftSyntax

/// A closure handed to a placeholder's call has parameters of the placeholder's type.
///
/// The placeholder takes any call (``PlaceholderSource/placeholder``, `@dynamicCallable`), so its
/// arguments are `Any`, and a closure the guide passes it (`assetsStore.downloadAsset(id) { _ in
/// self.setNeedsUpdate() }`, a method of the guide's store that inference made a placeholder) gives
/// Swift nothing to type the closure's parameters from: `cannot infer type of closure parameter '_'
/// without a type annotation`. The guide's store declares that type; inference writes the placeholder's
/// (`{ (_: __CellSpecPlaceholder) in …`), so the rest of the closure is checked as the guide wrote it.
/// Only a closure whose parameters have no types, on the line the compiler names, is annotated.
enum ClosureParameters {
    /// Whether `message` is the error this rule answers, and the parameter it names.
    static func parameter(in message: String) -> String? {
        let prefix = "cannot infer type of closure parameter '"
        guard message.hasPrefix(prefix), message.hasSuffix("' without a type annotation") else { return nil }
        return String(message.dropFirst(prefix.count).prefix { $0 != "'" })
    }

    /// The insertions that give each parameter of the closure on `line` of `tree` that has a parameter
    /// named `name` the type `type`, at block positions (line, column): `(` and `)` around a list
    /// written without parentheses (`_ in`, `cell, item in`), `: type` after each name.
    static func insertions(
        forParameter name: String, onLine line: Int, type: String, tree: SourceFileSyntax,
        converter: SourceLocationConverter
    ) -> [(line: Int, column: Int, text: String)] {
        let at = { (position: AbsolutePosition) -> (line: Int, column: Int) in
            let location = converter.location(for: position)
            return (location.line, location.column)
        }
        for signature in tree.descendants(ClosureSignatureSyntax.self)
        where at(signature.positionAfterSkippingLeadingTrivia).line == line {
            switch signature.parameterClause {
            case .simpleInput(let list):
                let names = list.map(\.name)
                guard names.contains(where: { $0.text == name }), let first = names.first, let last = names.last
                else { continue }
                let start = at(first.positionAfterSkippingLeadingTrivia)
                let end = at(last.endPositionBeforeTrailingTrivia)
                return [(start.line, start.column, "(")]
                    + names.dropLast().map {
                        let after = at($0.endPositionBeforeTrailingTrivia)
                        return (after.line, after.column, ": \(type)")
                    } + [(end.line, end.column, ": \(type))")]
            case .parameterClause(let clause):
                let parameters = Array(clause.parameters)
                guard parameters.contains(where: { $0.firstName.text == name }),
                    parameters.allSatisfy({ $0.type == nil })
                else { continue }
                return parameters.map {
                    let after = at(($0.secondName ?? $0.firstName).endPositionBeforeTrailingTrivia)
                    return (after.line, after.column, ": \(type)")
                }
            case nil:
                continue
            }
        }
        return []
    }
}
