import SwiftSyntax

/// The types a set of Swift sources declares, read before their members so a member's types can be
/// spelt by their full names (``TypeSpelling``): full names (typealiases and associated types
/// included), generic parameter names, superclasses and isolation attributes.
public struct TypeCatalog: Sendable {
    public var names: Set<String> = []
    public var genericParameters: [String: [String]] = [:]
    public var isolation: [String: String] = [:]
    /// A class's first inherited type, by full name: nested names are looked up there too.
    public var superclasses: [String: String] = [:]
    /// Each type's kind (`class`, `struct`, `enum`, `protocol`), by full name.
    public var kinds: [String: String] = [:]
    /// Typealiases by full name, to their targets spelt canonically: a name that is an alias is
    /// spelt as what it names, so `UIActionHandler` and `UIAction.Handler` compare by their function types.
    public var aliases: [String: String] = [:]
    /// Names to spell another way: the model's `UIImageConfiguration` is UIKit's `UIImage.Configuration`
    /// when the model declares the one as an alias of the other.
    public var preferredNames: [String: String] = [:]

    public init() {}

    /// The non-generic typealiases `trees` declare, by full name, to their targets spelt with this
    /// catalog; for ``aliases``.
    public func aliasTargets(of trees: [(path: String, tree: SourceFileSyntax)], publicOnly: Bool) -> [String: String] {
        var result: [String: String] = [:]
        for (path, tree) in trees {
            let reader = DeclarationReader(file: tree, fileName: path, catalog: self, publicOnly: publicOnly)
            for declaration in reader.declarations
            where declaration.signature.kind == "typealias" && declaration.signature.genericRequirements.isEmpty {
                let name =
                    declaration.type.isEmpty
                    ? declaration.signature.name : "\(declaration.type).\(declaration.signature.name)"
                if let target = declaration.signature.result { result[name] = target }
            }
        }
        return result
    }

    /// Adds the types `file` declares; `publicOnly` keeps those a client of the module can name.
    public mutating func add(_ file: SourceFileSyntax, publicOnly: Bool) {
        let collector = Collector(publicOnly: publicOnly)
        collector.walk(file)
        names.formUnion(collector.names)
        genericParameters.merge(collector.genericParameters) { first, _ in first }
        isolation.merge(collector.isolation) { first, _ in first }
        superclasses.merge(collector.superclasses) { first, _ in first }
        kinds.merge(collector.kinds) { first, _ in first }
    }

    private final class Collector: SyntaxVisitor {
        let publicOnly: Bool
        var names: Set<String> = []
        var genericParameters: [String: [String]] = [:]
        var isolation: [String: String] = [:]
        var superclasses: [String: String] = [:]
        var kinds: [String: String] = [:]
        private var scopes: [(name: String, isVisible: Bool, isProtocol: Bool)] = []

        init(publicOnly: Bool) {
            self.publicOnly = publicOnly
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(
            _ name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
            generics: GenericParameterClauseSyntax?, isProtocol: Bool = false, kind: String = "typealias"
        ) -> SyntaxVisitorContinueKind {
            let enclosing = scopes.last
            let visible =
                (enclosing?.isVisible ?? true)
                && (!publicOnly || DeclarationFacts.isPublic(modifiers) || enclosing?.isProtocol == true)
                && !DeclarationFacts.isSPI(attributes)
            let fullName = enclosing.map { $0.name.isEmpty ? name : "\($0.name).\(name)" } ?? name
            if visible {
                names.insert(fullName)
                kinds[fullName] = kinds[fullName] ?? kind
                if let generics { genericParameters[fullName] = generics.parameters.map { $0.name.text } }
                if let isolated = DeclarationFacts.isolation(attributes, modifiers) { isolation[fullName] = isolated }
            }
            scopes.append((fullName, visible, isProtocol))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first {
                let enclosing = scopes.last.map { $0.name.isEmpty ? "" : $0.name + "." } ?? ""
                superclasses[enclosing + node.name.text] = DeclarationFacts.extendedName(first.type)
            }
            return enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes,
                generics: node.genericParameterClause,
                kind: "class")
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes,
                generics: node.genericParameterClause,
                kind: "struct")
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes,
                generics: node.genericParameterClause,
                kind: "enum")
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes,
                generics: node.genericParameterClause,
                kind: "actor")
        }
        override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes, generics: nil, isProtocol: true,
                kind: "protocol")
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((DeclarationFacts.extendedName(node.extendedType), true, false))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = enter(
                node.name.text, modifiers: node.modifiers, attributes: node.attributes,
                generics: node.genericParameterClause)
            scopes.removeLast()
            return .skipChildren
        }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = enter(node.name.text, modifiers: node.modifiers, attributes: node.attributes, generics: nil)
            scopes.removeLast()
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
