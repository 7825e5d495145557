import SwiftSyntax

/// The names a file-scope declaration of an example brings into its file: its own name and, inside
/// it, every member's (a type's properties, methods, cases, nested types; an extension's members),
/// and every operator it declares. What ``SharedSource`` compares to let two examples that declare
/// things share a file only when neither can see, or clash with, the other's declarations.
enum DeclaredNames {
    static func `in`(_ declaration: DeclSyntax) -> Set<String> {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(declaration)
        return visitor.names
    }

    /// Every declaration with a name (``NamedDeclSyntax``: types, protocols, type aliases, associated
    /// types, functions, macros, operators, precedence groups) adds it; so do enum cases, subscripts
    /// and the bindings of stored or computed properties. Locals in function and initializer bodies
    /// are the body's own; types declared there still count.
    private final class Visitor: SyntaxAnyVisitor {
        var names = Set<String>()
        /// How many function or initializer bodies the walk is in: their locals are their own.
        private var bodies = 0

        private func add(_ token: TokenSyntax) { names.insert(token.identifier?.name ?? token.text) }

        private static func hasBody(_ node: Syntax) -> Bool {
            node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let named = node.asProtocol(NamedDeclSyntax.self) { add(named.name) }
            if let element = node.as(EnumCaseElementSyntax.self) {
                add(element.name)
                return .skipChildren
            }
            if node.is(SubscriptDeclSyntax.self) {
                names.insert("subscript")
                return .skipChildren
            }
            if let binding = node.as(PatternBindingSyntax.self), bodies == 0 {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier = token.tokenKind { add(token) }
                }
                // A computed property's accessors are bodies too.
                return .skipChildren
            }
            if node.is(MacroDeclSyntax.self) || node.is(OperatorDeclSyntax.self)
                || node.is(PrecedenceGroupDeclSyntax.self)
            {
                return .skipChildren
            }
            if Self.hasBody(node) { bodies += 1 }
            return .visitChildren
        }

        override func visitAnyPost(_ node: Syntax) {
            if Self.hasBody(node) { bodies -= 1 }
        }
    }
}
