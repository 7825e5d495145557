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

    private final class Visitor: SyntaxVisitor {
        var names = Set<String>()
        /// How many function or initializer bodies the walk is in: their locals are their own.
        private var bodies = 0

        private func add(_ token: TokenSyntax) { names.insert(token.identifier?.name ?? token.text) }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            bodies += 1
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) { bodies -= 1 }

        override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert("subscript")
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            // An initializer adds no name; types declared in its body still count.
            bodies += 1
            return .visitChildren
        }

        override func visitPost(_ node: InitializerDeclSyntax) { bodies -= 1 }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard bodies == 0 else { return .visitChildren }
            for token in node.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier = token.tokenKind { add(token) }
            }
            // A computed property's accessors are bodies too.
            return .skipChildren
        }
    }
}
