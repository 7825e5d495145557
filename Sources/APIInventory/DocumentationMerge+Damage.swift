import SwiftParser
import SwiftSyntax

extension DocumentationMerge {
    /// Generic types of Swift's standard library and Foundation that UIKit's declarations use.
    static let standardGenerics: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Result", "Range", "ClosedRange", "CollectionDifference",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        "AutoreleasingUnsafeMutablePointer", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
        "PartialKeyPath", "Measurement", "AsyncStream", "AsyncThrowingStream", "Task", "CheckedContinuation",
        "ArraySlice", "Slice",
    ]

    /// Why a page's declaration cannot be trusted, or nil. The mirror's pages lost every `<…>` of
    /// Apple's (`var connectedScenes: Set { get }`, `struct NSDiffableDataSourceSnapshot where
    /// SectionIdentifierType : Hashable`), so a declaration that names a generic type without its
    /// arguments, or has a `where` clause without the generic parameters it constrains, is not
    /// what Swift imports: its isolation and availability are still read, its signature never.
    static func damage(_ text: String, owner: String, catalog: TypeCatalog) -> String? {
        let tree = Parser.parse(source: text)
        let finder = LostGenerics(catalog: catalog, ownerIsGeneric: catalog.genericParameters[owner] != nil)
        finder.walk(tree)
        return finder.reason
    }

    private final class LostGenerics: SyntaxVisitor {
        let generics: Set<String>
        let ownerIsGeneric: Bool
        var reason: String?

        init(catalog: TypeCatalog, ownerIsGeneric: Bool) {
            var names = DocumentationMerge.standardGenerics
            for (name, parameters) in catalog.genericParameters where !parameters.isEmpty {
                names.insert(name)
                if let last = name.split(separator: ".").last { names.insert(String(last)) }
            }
            generics = names
            self.ownerIsGeneric = ownerIsGeneric
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.genericArgumentClause == nil, generics.contains(node.name.text) {
                reason = reason ?? "`\(node.name.text)` without its generic arguments"
            }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            let written = "\(node.baseType.trimmedDescription).\(node.name.text)"
            if node.genericArgumentClause == nil, generics.contains(written) {
                reason = reason ?? "`\(written)` without its generic arguments"
            }
            return .skipChildren
        }

        override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let parent = node.parent else { return .skipChildren }
            let isType =
                parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                || parent.is(EnumDeclSyntax.self)
            var hasParameters = true
            if let decl = parent.as(FunctionDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(InitializerDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(SubscriptDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(StructDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(ClassDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(EnumDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            } else if let decl = parent.as(TypeAliasDeclSyntax.self) {
                hasParameters = decl.genericParameterClause != nil
            }
            if !hasParameters, isType || !ownerIsGeneric {
                reason = reason ?? "a `where` clause without generic parameters"
            }
            return .skipChildren
        }
    }
}
