import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// Whether a clean run checked nothing: every name the block's code starts from is a placeholder
/// inference made up, so every call and member it makes was answered by the placeholder, never by
/// the model.
///
/// `let child = sectionSnapshot.snapshot(for: parent, includingParent: false)`, with `sectionSnapshot`
/// and `parent` placeholders, compiles and runs whatever the guide calls: the placeholder
/// (`@dynamicMemberLookup`, `@dynamicCallable`) accepts any member with any labels. A pass then says
/// nothing about the guide, and the block is *not checkable*. A block that names anything else — a
/// model type, a value of a model type inference made (`collectionView`), a function of the
/// toolchain, a declaration of its own — reaches real code and is judged as usual.
enum VacuousRun {
    /// The placeholders the block's code starts from, when it starts from nothing else; nil when some
    /// name it uses is not a placeholder, or it declares a type or function of its own.
    static func placeholderRoots(in block: SpecExample, context: ImplicitContext) -> [String]? {
        var derived = InferenceInvolvement.placeholderNames(context)
        guard !derived.isEmpty else { return nil }
        let tree = Parser.parse(source: block.lines.filter { !$0.isHidden }.map(\.text).joined(separator: "\n"))
        var roots: [String] = []
        for statement in tree.statements {
            let variable = statement.item.as(VariableDeclSyntax.self)
            if statement.item.is(DeclSyntax.self) && variable == nil { return nil }
            let names = references(in: Syntax(statement)).filter { !outputFunctions.contains($0) }
            guard names.allSatisfy(derived.contains) else { return nil }
            roots += names.filter { !roots.contains($0) }
            // A local bound to what placeholders give is one too (`let child = snapshot.child(…)`).
            for binding in variable?.bindings ?? [] {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { derived.insert(name) }
                }
            }
        }
        return roots.isEmpty ? nil : roots
    }

    /// The standard library's functions that only write what they are given: printing a placeholder
    /// checks nothing either.
    static let outputFunctions: Set<String> = ["print", "debugPrint", "dump"]

    /// The names `node` refers to by themselves: every name reference except a member's name after
    /// a `.` (`snapshot` in `sectionSnapshot.snapshot(…)`). `self`, `$0` and type names count.
    private static func references(in node: Syntax) -> [String] {
        final class Collector: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    return .skipChildren
                }
                names.append(node.baseName.text)
                return .skipChildren
            }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.name.text)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }
}
