import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// The block's own locals whose values inference guessed: bound (by `let`, `var`, `if let`, `guard
/// let`, a tuple pattern or `for … in`) to an expression that reads a value inference gave a made-up
/// type — the placeholder, a placeholder type, the section enum — or another such local; and the
/// parameters and locals the guide declares of a made-up type (`func configure(with item: Item)`).
///
/// `let (data, _) = try await session.data(from: url)` with `session` a placeholder (or `URLSession` a
/// placeholder type) makes `data` a
/// guess; what the compiler then says about `UIImage(data: data)` is about the guess, not the guide.
/// A value of a model type inference made (`cell`, a `UICollectionViewListCell`) is no guess: what
/// the guide does with it is the guide's.
enum GuessedValues {
    static func derived(from context: ImplicitContext, in compiled: SpecExample) -> Set<String> {
        let madeUpTypes =
            Set(
                context.supplied.compactMap { entry -> String? in
                    guard let colon = entry.firstIndex(of: ":") else { return nil }
                    let (name, rest) = (String(entry[..<colon]), entry[entry.index(after: colon)...])
                    guard name.first?.isUppercase == true,
                        rest.contains("placeholder") || rest.contains("enum of sections")
                    else { return nil }
                    return name
                }
            ).union([PlaceholderSource.placeholderType, PlaceholderSource.sectionType])
        // The values of made-up types, and the made-up types themselves (`URLSession.shared`, a placeholder type).
        var guessed = Set(
            context.valueTypes.filter { _, type in
                InferenceInvolvement.identifiers(type).contains { madeUpTypes.contains($0) }
            }.keys
        ).union(madeUpTypes)
        let tree = Parser.parse(source: compiled.lines.map(\.text).joined(separator: "\n"))
        let bindings = Bindings(viewMode: .sourceAccurate)
        bindings.walk(tree)
        // In source order: a binding reads the locals bound before it.
        for (names, value) in bindings.found {
            let read = Set(
                value.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    switch token.tokenKind {
                    case .identifier(let name), .dollarIdentifier(let name): return name
                    default: return nil
                    }
                })
            if !read.isDisjoint(with: guessed) { guessed.formUnion(names) }
        }
        return guessed.subtracting(context.valueTypes.keys).subtracting(madeUpTypes)
    }

    private final class Bindings: SyntaxVisitor {
        var found: [(names: [String], value: Syntax)] = []

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.initializer?.value {
                found.append((Self.names(in: Syntax(node.pattern)), Syntax(value)))
            }
            // `let item: Item` with `Item` made up holds a value of a made-up type, whatever it is given.
            if let type = node.typeAnnotation?.type {
                found.append((Self.names(in: Syntax(node.pattern)), Syntax(type)))
            }
            return .visitChildren
        }
        /// A parameter of a made-up type (`func configure(with item: Item)`, `Item` the placeholder):
        /// what the guide reads from it (`item.id`) is what inference made, not what the guide's `Item` has.
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            found.append(([(node.secondName ?? node.firstName).text], Syntax(node.type)))
            return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if let type = node.type { found.append(([(node.secondName ?? node.firstName).text], Syntax(type))) }
            return .visitChildren
        }
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.initializer?.value {
                found.append((Self.names(in: Syntax(node.pattern)), Syntax(value)))
            }
            return .visitChildren
        }
        /// A closure passed to a call on a guessed value (`snapshot.sectionIdentifiers.forEach { … $0 … }`)
        /// gets guessed values as its parameters.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            let call =
                node.parent?.as(FunctionCallExprSyntax.self)
                ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            if let callee = call?.calledExpression {
                var names = ["$0", "$1", "$2"]
                if let parameters = node.signature?.parameterClause {
                    names += Self.names(in: Syntax(parameters))
                    names += parameters.tokens(viewMode: .sourceAccurate).compactMap { token in
                        guard case .identifier(let name) = token.tokenKind,
                            token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                                || token.parent?.is(ClosureParameterSyntax.self) == true
                        else { return nil }
                        return name
                    }
                }
                found.append((names, Syntax(callee)))
            }
            return .visitChildren
        }
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            found.append((Self.names(in: Syntax(node.pattern)), Syntax(node.sequence)))
            return .visitChildren
        }

        static func names(in pattern: Syntax) -> [String] {
            pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind,
                    token.parent?.is(IdentifierPatternSyntax.self) == true
                else { return nil }
                return name
            }
        }
    }
}
