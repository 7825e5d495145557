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

    public init(types: Set<String>, members: Set<String>) {
        self.types = types
        self.members = members
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
        return ModelVocabulary(types: collector.types, members: collector.members)
    }

    private final class Collector: SyntaxVisitor {
        var types = Set<String>()
        var members = Set<String>()
        private var depth = 0

        private func declareType(_ name: String) -> SyntaxVisitorContinueKind {
            if depth == 0 { types.insert(name) } else { members.insert(name) }
            depth += 1
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declareType(node.name.text) }
        override func visitPost(_ node: ProtocolDeclSyntax) { depth -= 1 }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            depth += 1
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { depth -= 1 }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0 { types.insert(node.name.text) } else { members.insert(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0 { members.insert(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth > 0 {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self) { members.insert(name.identifier.text) }
                }
            }
            return .skipChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.name.text)
            return .skipChildren
        }
    }
}
