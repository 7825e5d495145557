import Foundation
import SwiftParser
import SwiftSyntax

/// The UIKit API the reference model implements, read from the model's own sources with
/// swift-syntax when the site is built, so the reference page cannot drift from the model: every
/// public type and member, with the iOS release it needs (the model's `ModelAvailability.require`
/// call in its body) and its deprecation (`@available(…, deprecated…)`).
public struct APIReference: Equatable, Codable, Sendable {
    public struct Member: Equatable, Codable, Sendable {
        /// The base name, e.g. `contentConfiguration`, `init`, `apply`.
        public var name: String
        /// The declaration without body, attributes or comments, e.g. `var isSelected: Bool`.
        public var declaration: String
        /// The iOS release the member needs, when it needs a later one than the model's oldest.
        public var introduced: Int?
        /// The deprecation message (or `deprecated` when it has none).
        public var deprecation: String?
        /// Whether it is the model's own addition rather than UIKit API (its doc comment says so).
        public var isModelExtension: Bool
        /// The first sentence of its doc comment.
        public var summary: String
    }

    public struct TypeEntry: Equatable, Codable, Sendable {
        /// The type's name, with its enclosing types: `UIFont.Weight`.
        public var name: String
        /// `class`, `struct`, `enum`, `protocol`, or `extension` for a type the model only extends.
        public var kind: String
        public var isModelExtension: Bool
        public var summary: String
        /// The file that declares the type (or its first extension), relative to the model's directory.
        public var file: String
        public var members: [Member]
    }

    /// Types by name, in name order.
    public var types: [TypeEntry]

    /// Reads every `.swift` file below `directory`.
    public static func load(from directory: URL) throws -> APIReference {
        let files = (FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        var sources: [(path: String, text: String)] = []
        for file in files {
            sources.append((file, try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)))
        }
        return APIReference(sources: sources)
    }

    /// The reference of the model whose sources hash to `key` (the runner's model key), read from
    /// `cacheDirectory` when an earlier build saved it there, else read from the sources and saved.
    /// Parsing the whole model is the slow part of rendering; the model changes far less often than pages.
    public static func load(from directory: URL, key: String, cacheDirectory: URL) throws -> APIReference {
        let cached = cacheDirectory.appendingPathComponent("api-reference-\(key).json")
        if let data = FileManager.default.contents(atPath: cached.path),
            let reference = try? JSONDecoder().decode(APIReference.self, from: data)
        {
            return reference
        }
        let reference = try load(from: directory)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let staging = cacheDirectory.appendingPathComponent(".api-reference-\(UUID().uuidString).json")
        try JSONEncoder().encode(reference).write(to: staging)
        // rename(2) replaces atomically: a reader never sees half a file.
        if rename(staging.path, cached.path) != 0 { try? FileManager.default.removeItem(at: staging) }
        return reference
    }

    /// Builds the reference from sources given as (relative path, text).
    public init(sources: [(path: String, text: String)]) {
        var byName: [String: TypeEntry] = [:]
        for (path, text) in sources {
            let collector = DeclarationCollector(file: path)
            collector.walk(Parser.parse(source: text))
            for entry in collector.entries {
                if var existing = byName[entry.name] {
                    existing.members += entry.members
                    if existing.kind == "extension" && entry.kind != "extension" {
                        existing.kind = entry.kind
                        existing.summary = entry.summary
                        existing.isModelExtension = entry.isModelExtension
                        existing.file = entry.file
                    }
                    byName[entry.name] = existing
                } else {
                    byName[entry.name] = entry
                }
            }
        }
        types = byName.values.filter { !$0.members.isEmpty || $0.kind != "extension" }.sorted { $0.name < $1.name }
    }
}

/// Walks one file for public declarations. Internal to ``APIReference``.
private final class DeclarationCollector: SyntaxVisitor {
    let file: String
    var entries: [APIReference.TypeEntry] = []
    /// The enclosing type declarations: name, whether it is public, whether its members are
    /// public without saying so (protocols, and enum cases).
    private var scopes: [(name: String, isPublic: Bool, isProtocol: Bool, entryIndex: Int?)] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "class", modifiers: node.modifiers, node: Syntax(node))
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "struct", modifiers: node.modifiers, node: Syntax(node))
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "enum", modifiers: node.modifiers, node: Syntax(node))
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, kind: "protocol", modifiers: node.modifiers, node: Syntax(node))
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        let isPublic = Self.isPublic(node.modifiers)
        entries.append(
            APIReference.TypeEntry(
                name: name, kind: "extension", isModelExtension: false, summary: "", file: file, members: []))
        // Members of an extension are public when they say so, or when the extension does.
        scopes.append((name, true, isPublic, entries.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(node.name.text, declaration: "\(Self.staticWord(node.modifiers))func \(node.name.text)\(node.genericParameterClause?.trimmedDescription ?? "")\(node.signature.trimmedDescription)", modifiers: node.modifiers, attributes: node.attributes, body: node.body.map(Syntax.init), node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let optional = node.optionalMark?.text ?? ""
        addMember("init", declaration: "init\(optional)\(node.signature.trimmedDescription)", modifiers: node.modifiers, attributes: node.attributes, body: node.body.map(Syntax.init), node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            let name = binding.pattern.trimmedDescription
            // Without a type annotation, a short initial value says the type (`var isSelected = false`).
            var type = binding.typeAnnotation?.trimmedDescription ?? ""
            if type.isEmpty, let initializer = binding.initializer?.trimmedDescription, initializer.count <= 32 {
                type = " " + initializer
            }
            addMember(name, declaration: "\(Self.staticWord(node.modifiers))var \(name)\(type)", modifiers: node.modifiers, attributes: node.attributes, body: binding.accessorBlock.map(Syntax.init), node: Syntax(node))
        }
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember("subscript", declaration: "subscript\(node.parameterClause.trimmedDescription) \(node.returnClause.trimmedDescription)", modifiers: node.modifiers, attributes: node.attributes, body: node.accessorBlock.map(Syntax.init), node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, scope.isPublic else { return .skipChildren }
        for element in node.elements {
            append(
                APIReference.Member(
                    name: element.name.text,
                    declaration: "case \(element.name.text)\(element.parameterClause?.trimmedDescription ?? "")", introduced: nil, deprecation: nil,
                    isModelExtension: false, summary: Self.summary(of: Syntax(node))))
        }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(node.name.text, declaration: "typealias \(node.name.text) \(node.initializer.trimmedDescription)", modifiers: node.modifiers, attributes: node.attributes, body: nil, node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(node.name.text, declaration: "associatedtype \(node.name.text)", modifiers: node.modifiers, attributes: node.attributes, body: nil, node: Syntax(node))
        return .skipChildren
    }

    private func enterType(_ name: String, kind: String, modifiers: DeclModifierListSyntax, node: Syntax) -> SyntaxVisitorContinueKind {
        let enclosing = scopes.last
        let isPublic = (enclosing?.isPublic ?? true) && (Self.isPublic(modifiers) || enclosing?.isProtocol == true)
        let fullName = enclosing.map { "\($0.name).\(name)" } ?? name
        var index: Int?
        if isPublic {
            let summary = Self.summary(of: node)
            entries.append(
                APIReference.TypeEntry(
                    name: fullName, kind: kind, isModelExtension: Self.isModelExtension(node) || fullName.hasPrefix("Model"),
                    summary: summary, file: file,
                    members: []))
            index = entries.count - 1
        }
        scopes.append((fullName, isPublic, kind == "protocol", index))
        return .visitChildren
    }

    private func addMember(
        _ name: String, declaration: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, body: Syntax?,
        node: Syntax
    ) {
        guard let scope = scopes.last, scope.isPublic, scope.isProtocol || Self.isPublic(modifiers) else { return }
        append(
            APIReference.Member(
                name: name, declaration: declaration, introduced: body.flatMap(Self.introducedRelease),
                deprecation: Self.deprecation(in: attributes), isModelExtension: Self.isModelExtension(node) || name.hasPrefix("model"),
                summary: Self.summary(of: node)))
    }

    private func append(_ member: APIReference.Member) {
        guard let index = scopes.last?.entryIndex else { return }
        entries[index].members.append(member)
    }

    /// `static ` or `class ` for a type member, as declared.
    private static func staticWord(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.first { ["static", "class"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    /// The doc comment's text, without the `///` markers.
    private static func docComment(of node: Syntax) -> String {
        node.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            return nil
        }.joined(separator: " ")
    }

    private static func summary(of node: Syntax) -> String {
        let text = docComment(of: node)
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    private static func isModelExtension(_ node: Syntax) -> Bool {
        docComment(of: node).contains("Model extension")
    }

    /// The `introduced:` release of a `ModelAvailability.require(…, introduced: N)` in the body.
    private static func introducedRelease(in body: Syntax) -> Int? {
        final class Finder: SyntaxVisitor {
            var release: Int?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard release == nil, node.calledExpression.trimmedDescription == "ModelAvailability.require" else { return .visitChildren }
                let argument = node.arguments.first { $0.label?.text == "introduced" }
                release = argument.flatMap { Int($0.expression.trimmedDescription) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.release
    }

    /// `deprecated: message` from `@available(*, deprecated, message: "…")` or `@available(iOS, deprecated: 18, …)`.
    private static func deprecation(in attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "available" {
            guard case .availability(let arguments) = attribute.arguments else { continue }
            var deprecated: String?
            var message: String?
            for argument in arguments {
                switch argument.argument {
                case .token(let token) where token.text == "deprecated":
                    deprecated = "deprecated"
                case .availabilityLabeledArgument(let labeled):
                    if labeled.label.text == "deprecated" { deprecated = "deprecated in iOS \(labeled.value.trimmedDescription)" }
                    if labeled.label.text == "message", case .string(let literal) = labeled.value {
                        message = literal.segments.trimmedDescription
                    }
                default:
                    break
                }
            }
            if let deprecated { return message.map { "\(deprecated): \($0)" } ?? deprecated }
        }
        return nil
    }
}
