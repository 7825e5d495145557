import Foundation
import SwiftParser
import SwiftSyntax

/// The names the reference model declares, read from its sources with swift-syntax: which type names
/// a fragment can use as they are, and which member names a subclass of a model type inherits.
///
/// Inference uses it to tell a name the model supplies (`UICollectionViewListCell`, `contentView`
/// inside a cell subclass) from one the fragment leaves undefined (`Recipe`, `item`).
public struct ModelVocabulary: Sendable {
    /// Types declared at file scope (and typealiases), such as `UICollectionViewListCell`.
    public var types: Set<String>
    /// Every member name declared in a type or extension: methods, properties, enum cases.
    public var members: Set<String>

    /// Members declared in each type and its extensions, by the type's name.
    public var membersByType: [String: Set<String>] = [:]
    /// Each class's superclass (its first inherited type), by the class's name.
    public var superclasses: [String: String] = [:]

    public init(types: Set<String>, members: Set<String>, membersByType: [String: Set<String>] = [:], superclasses: [String: String] = [:]) {
        self.types = types
        self.members = members
        self.membersByType = membersByType
        self.superclasses = superclasses
    }

    /// The members a subclass of `type` inherits: those of the type and of its superclasses.
    /// A type the model does not declare may have any member: the answer is every member name.
    public func inheritedMembers(of type: String) -> Set<String> {
        guard types.contains(type) else { return members }
        var result = Set<String>()
        var current: String? = type
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            result.formUnion(membersByType[name] ?? [])
            current = superclasses[name]
        }
        return result
    }

    /// Reads every `.swift` file below `sources`.
    public static func read(sources: URL) -> ModelVocabulary {
        let collector = Collector(viewMode: .sourceAccurate)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            collector.walk(Parser.parse(source: text))
        }
        return ModelVocabulary(
            types: collector.types, members: collector.members, membersByType: collector.membersByType,
            superclasses: collector.superclasses)
    }

    private final class Collector: SyntaxVisitor {
        var types = Set<String>()
        var members = Set<String>()
        var membersByType: [String: Set<String>] = [:]
        var superclasses: [String: String] = [:]
        /// The enclosing types, innermost last.
        private var stack: [String] = []
        private var depth: Int { stack.count }

        private func declareMember(_ name: String) {
            members.insert(name)
            if let owner = stack.last { membersByType[owner, default: []].insert(name) }
        }

        private func declareType(_ name: String, _ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
            if depth == 0 { types.insert(name) } else { declareMember(name) }
            if depth == 0, let first = inheritance?.inheritedTypes.first { superclasses[name] = first.type.trimmedDescription }
            stack.append(name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text, node.inheritanceClause) }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text, nil) }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text, nil) }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text, nil) }
        override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0 { types.insert(node.name.text) } else { declareMember(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0 { declareMember(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0 {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self) { declareMember(name.identifier.text) }
                }
            }
            return .skipChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            declareMember(node.name.text)
            return .skipChildren
        }
    }
}
