import SwiftSyntax

/// Reads the declarations of one Swift source, UIKit's printed interface or one of the model's
/// files, into signatures (``Signature``) spelt canonically (``TypeSpelling``).
///
/// A printed interface (`publicOnly: false`) declares everything it shows; in the model's sources
/// (`publicOnly: true`) only what a client can use counts: `public`/`open` declarations, members of
/// public protocols, cases of public enums, members of `public extension`s; never `@_spi`.
/// Declarations unavailable on iOS, or obsoleted for Swift (old spellings kept for migration), and
/// names starting with `__` (Objective-C forms Swift hides) are left out.
public final class DeclarationReader: SyntaxVisitor {
    public struct Declaration: Sendable {
        /// The enclosing type's full name, `""` for a global.
        public var type: String
        public var signature: Signature
        /// The declaration without attributes and comments, on one line.
        public var text: String
        public var availability: InventoryEntry.Availability
        public var line: Int
    }

    public private(set) var declarations: [Declaration] = []
    private let publicOnly: Bool
    private let catalog: TypeCatalog
    private let converter: SourceLocationConverter
    private struct Scope {
        var name: String
        var isVisible: Bool
        var membersPublicByDefault: Bool
        var isolation: String?
        var availability: InventoryEntry.Availability
        var genericNames: [String: String]
    }
    private var scopes: [Scope] = []

    public init(file: SourceFileSyntax, fileName: String, catalog: TypeCatalog, publicOnly: Bool) {
        self.publicOnly = publicOnly
        self.catalog = catalog
        self.converter = SourceLocationConverter(fileName: fileName, tree: file)
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    // MARK: Types

    private func enterType(
        _ node: some DeclSyntaxProtocol, kind: String, name: String, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax, generics: GenericParameterClauseSyntax?,
        inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let enclosing = scopes.last
        let (availability, unusable) = DeclarationFacts.availability(attributes)
        let visible =
            (enclosing?.isVisible ?? true) && !unusable && !name.hasPrefix("__")
            && (!publicOnly || DeclarationFacts.isPublic(modifiers) || enclosing?.membersPublicByDefault == true)
            && !DeclarationFacts.isSPI(attributes)
        let fullName = enclosing.map { $0.name.isEmpty ? name : "\($0.name).\(name)" } ?? name
        var genericNames: [String: String] = [:]
        for (index, parameter) in (generics?.parameters ?? []).enumerated() {
            genericNames[parameter.name.text] = "G\(index)"
        }
        let isolation = DeclarationFacts.isolation(attributes, modifiers) ?? enclosing?.isolation
        let inherited = availability.introduced == nil ? enclosing?.availability : nil
        let scope = Scope(
            name: fullName, isVisible: visible, membersPublicByDefault: kind == "protocol" || kind == "enum",
            isolation: isolation, availability: merged(availability, inherited), genericNames: genericNames)
        if visible {
            let spelling = spelling(context: enclosing?.name, generics: enclosing?.genericNames ?? [:])
            var signature = Signature(kind: kind, name: name)
            if kind == "class", let first = inheritance?.inheritedTypes.first {
                let superclass = TypeSpelling(catalog: catalog, context: []).spell(first.type)
                // A class's first inherited type is its superclass when it is a class we know of or NSObject.
                if catalog.names.contains(superclass) || superclass.hasPrefix("NS") || superclass.hasPrefix("UI")
                    || superclass.hasPrefix("CA")
                {
                    signature.result = superclass
                }
            }
            let inner = TypeSpelling(
                catalog: catalog, context: fullName.split(separator: ".").map(String.init), genericNames: genericNames)
            signature.genericRequirements = requirements(generics, whereClause, spelling: inner, names: genericNames)
            signature.isolation = isolation
            _ = spelling
            declarations.append(
                Declaration(
                    type: enclosing?.name ?? "", signature: signature, text: oneLine(node),
                    availability: scope.availability,
                    line: line(of: node)))
        }
        scopes.append(scope)
        return .visitChildren
    }

    public override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node, kind: "class", name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
            generics: node.genericParameterClause, inheritance: node.inheritanceClause,
            whereClause: node.genericWhereClause)
    }
    public override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    public override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node, kind: "struct", name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
            generics: node.genericParameterClause, inheritance: node.inheritanceClause,
            whereClause: node.genericWhereClause)
    }
    public override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    public override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node, kind: "enum", name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
            generics: node.genericParameterClause, inheritance: node.inheritanceClause,
            whereClause: node.genericWhereClause)
    }
    public override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    public override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node, kind: "protocol", name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
            generics: nil, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause)
    }
    public override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    public override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(
            node, kind: "actor", name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
            generics: node.genericParameterClause, inheritance: node.inheritanceClause,
            whereClause: node.genericWhereClause)
    }
    public override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    public override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = DeclarationFacts.extendedName(node.extendedType)
        let (availability, unusable) = DeclarationFacts.availability(node.attributes)
        var genericNames: [String: String] = [:]
        for (index, parameter) in (catalog.genericParameters[name] ?? []).enumerated() {
            genericNames[parameter] = "G\(index)"
        }
        scopes.append(
            Scope(
                name: name, isVisible: !unusable && !DeclarationFacts.isSPI(node.attributes),
                membersPublicByDefault: !publicOnly || DeclarationFacts.isPublic(node.modifiers),
                isolation: DeclarationFacts.isolation(node.attributes, node.modifiers) ?? catalog.isolation[name],
                availability: availability, genericNames: genericNames))
        return .visitChildren
    }
    public override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // MARK: Members

    public override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        var signature = Signature(kind: "func", name: name)
        let generics = memberGenerics(node.genericParameterClause)
        let spelling = memberSpelling(generics)
        fill(&signature, parameters: node.signature.parameterClause, spelling: spelling)
        signature.name = "\(name)(\(signature.parameters.map { $0.label + ":" }.joined()))"
        signature.result = node.signature.returnClause.map { spelling.spell($0.type) } ?? "()"
        signature.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
        signature.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        signature.isMutating = DeclarationFacts.has(node.modifiers, "mutating")
        signature.genericRequirements = requirements(
            node.genericParameterClause, node.genericWhereClause, spelling: spelling, names: generics)
        addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes)
        return .skipChildren
    }

    public override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var signature = Signature(kind: "init", name: "init")
        let generics = memberGenerics(node.genericParameterClause)
        let spelling = memberSpelling(generics)
        fill(&signature, parameters: node.signature.parameterClause, spelling: spelling)
        signature.name = "init(\(signature.parameters.map { $0.label + ":" }.joined()))"
        signature.failability = node.optionalMark?.text ?? ""
        signature.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
        signature.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        signature.isRequired = DeclarationFacts.has(node.modifiers, "required")
        signature.genericRequirements = requirements(
            node.genericParameterClause, node.genericWhereClause, spelling: spelling, names: generics)
        addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes)
        return .skipChildren
    }

    public override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        var signature = Signature(kind: "subscript", name: "subscript")
        let generics = memberGenerics(node.genericParameterClause)
        let spelling = memberSpelling(generics)
        fill(&signature, parameters: node.parameterClause, spelling: spelling, subscriptLabels: true)
        signature.name = "subscript(\(signature.parameters.map { $0.label + ":" }.joined()))"
        signature.result = spelling.spell(node.returnClause.type)
        signature.isSettable = Self.isSettable(node.accessorBlock, modifiers: node.modifiers, isLet: false)
        addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes)
        return .skipChildren
    }

    public override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let spelling = memberSpelling([:])
        let isLet = node.bindingSpecifier.text == "let"
        var lastType: String?
        for binding in node.bindings.reversed() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var signature = Signature(kind: "var", name: identifier.identifier.text.replacingBackticks())
            if let annotation = binding.typeAnnotation {
                lastType = spelling.spell(annotation.type)
            } else if let inferred = Self.inferredType(binding.initializer?.value, spelling: spelling) {
                lastType = inferred
            }
            signature.result = lastType
            signature.isSettable = Self.isSettable(binding.accessorBlock, modifiers: node.modifiers, isLet: isLet)
            addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes)
        }
        return .skipChildren
    }

    public override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let spelling = memberSpelling([:])
        for element in node.elements {
            var signature = Signature(kind: "case", name: element.name.text.replacingBackticks())
            if let clause = element.parameterClause {
                signature.parameters = clause.parameters.map { parameter in
                    Signature.Parameter(
                        label: parameter.firstName?.text ?? "_", type: spelling.spell(parameter.type),
                        hasDefault: parameter.defaultValue != nil)
                }
                signature.name += "(\(signature.parameters.map { $0.label + ":" }.joined()))"
            }
            addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes, publicByEnum: true)
        }
        return .skipChildren
    }

    public override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        var signature = Signature(kind: "typealias", name: node.name.text)
        let generics = memberGenerics(node.genericParameterClause)
        signature.result = memberSpelling(generics).spell(node.initializer.value)
        signature.genericRequirements = requirements(
            node.genericParameterClause, node.genericWhereClause, spelling: memberSpelling(generics), names: generics)
        addMember(signature, node: node, modifiers: node.modifiers, attributes: node.attributes)
        return .skipChildren
    }

    public override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(
            Signature(kind: "associatedtype", name: node.name.text), node: node, modifiers: node.modifiers,
            attributes: node.attributes)
        return .skipChildren
    }

    public override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Helpers

    private func addMember(
        _ signature: Signature, node: some SyntaxProtocol, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax,
        publicByEnum: Bool = false
    ) {
        let enclosing = scopes.last
        guard enclosing?.isVisible ?? true else { return }
        let (availability, unusable) = DeclarationFacts.availability(attributes)
        guard !unusable, !DeclarationFacts.isSPI(attributes), !signature.name.hasPrefix("__") else { return }
        if publicOnly {
            let isPublic = DeclarationFacts.isPublic(modifiers) || enclosing?.membersPublicByDefault == true
            guard isPublic else { return }
            // A member of a public extension that says `internal`/`private` is not public.
            if modifiers.contains(where: {
                ["internal", "private", "fileprivate"].contains($0.name.text) && $0.detail == nil
            }) {
                return
            }
        }
        var signature = signature
        signature.isStatic = DeclarationFacts.has(modifiers, "static") || DeclarationFacts.has(modifiers, "class")
        signature.isolation = DeclarationFacts.isolation(attributes, modifiers) ?? enclosing?.isolation
        declarations.append(
            Declaration(
                type: enclosing?.name ?? "", signature: signature, text: oneLine(node),
                availability: merged(availability, availability.introduced == nil ? enclosing?.availability : nil),
                line: line(of: node)))
    }

    private func merged(_ own: InventoryEntry.Availability, _ inherited: InventoryEntry.Availability?)
        -> InventoryEntry.Availability
    {
        guard let inherited else { return own }
        var result = own
        result.introduced = own.introduced ?? inherited.introduced
        result.deprecated = own.deprecated ?? inherited.deprecated
        result.obsoleted = own.obsoleted ?? inherited.obsoleted
        return result
    }

    private func memberGenerics(_ clause: GenericParameterClauseSyntax?) -> [String: String] {
        var names: [String: String] = [:]
        for (index, parameter) in (clause?.parameters ?? []).enumerated() { names[parameter.name.text] = "τ\(index)" }
        return names
    }

    private func memberSpelling(_ generics: [String: String]) -> TypeSpelling {
        let enclosing = scopes.last
        return spelling(
            context: enclosing?.name,
            generics: (enclosing?.genericNames ?? [:]).merging(generics) { _, member in member })
    }

    private func spelling(context: String?, generics: [String: String]) -> TypeSpelling {
        let components = (context ?? "").split(separator: ".").map(String.init)
        return TypeSpelling(catalog: catalog, context: components, genericNames: generics)
    }

    private func fill(
        _ signature: inout Signature, parameters clause: FunctionParameterClauseSyntax, spelling: TypeSpelling,
        subscriptLabels: Bool = false
    ) {
        signature.parameters = clause.parameters.map { parameter in
            let label: String
            if subscriptLabels {
                label = parameter.secondName != nil ? parameter.firstName.text : "_"
            } else {
                label = parameter.firstName.text
            }
            let type = spelling.spell(parameter.type) + (parameter.ellipsis != nil ? "..." : "")
            return Signature.Parameter(
                label: label.replacingBackticks(), type: type, hasDefault: parameter.defaultValue != nil)
        }
    }

    private func requirements(
        _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, spelling: TypeSpelling,
        names: [String: String]
    ) -> [String] {
        var result: [String] = []
        for parameter in clause?.parameters ?? [] {
            let name = names[parameter.name.text] ?? parameter.name.text
            if let inherited = parameter.inheritedType {
                result.append("\(name): \(spelling.spell(inherited))")
            } else {
                result.append(name)
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                result.append("\(spelling.spell(conformance.leftType)): \(spelling.spell(conformance.rightType))")
            case .sameTypeRequirement(let same):
                result.append(same.trimmedDescription)
            default:
                result.append(requirement.requirement.trimmedDescription)
            }
        }
        // `<C: P>` and `<C> where C: P` say the same.
        var merged: [String: [String]] = [:]
        var order: [String] = []
        for item in result {
            let parts = item.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
            if merged[parts[0]] == nil { order.append(parts[0]) }
            merged[parts[0], default: []] += parts.count > 1 ? [parts[1]] : []
        }
        return order.map { key in
            merged[key]!.isEmpty ? key : "\(key): \(merged[key]!.sorted().joined(separator: " & "))"
        }
    }

    private static func isSettable(_ accessors: AccessorBlockSyntax?, modifiers: DeclModifierListSyntax, isLet: Bool)
        -> Bool
    {
        if isLet { return false }
        if modifiers.contains(where: {
            ["private", "fileprivate", "internal"].contains($0.name.text) && $0.detail?.detail.text == "set"
        }) {
            return false
        }
        guard let accessors else { return true }
        switch accessors.accessors {
        case .getter: return false
        case .accessors(let list):
            return list.contains {
                ["set", "_modify", "unsafeMutableAddress", "willSet", "didSet"].contains($0.accessorSpecifier.text)
            }
        }
    }

    /// The type of `var x = false` or `var y = Kind(rawValue: 1)` without an annotation.
    private static func inferredType(_ value: ExprSyntax?, spelling: TypeSpelling) -> String? {
        guard let value else { return nil }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return inferredType(prefix.expression, spelling: spelling)
        }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = value.as(FunctionCallExprSyntax.self),
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            return spelling.qualifiedName(reference.baseName.text)
        }
        if let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return spelling.qualifiedName(base.baseName.text)
        }
        return nil
    }

    private func oneLine(_ node: some SyntaxProtocol) -> String {
        var copy = Syntax(node)
        if let withAttributes = Syntax(node).asProtocol(WithAttributesSyntax.self) {
            copy = Syntax(fromProtocol: withAttributes.with(\.attributes, []))
        }
        var text = copy.trimmedDescription
        if let brace = text.firstIndex(of: "{"),
            !(node.is(VariableDeclSyntax.self) || node.is(SubscriptDeclSyntax.self))
        {
            text = String(text[..<brace])
        } else if let body = Self.bodyStart(text), node.is(VariableDeclSyntax.self) || node.is(SubscriptDeclSyntax.self)
        {
            text = String(text[..<body])
        }
        return text.split(whereSeparator: { $0.isNewline || $0 == " " }).joined(separator: " ")
    }

    /// A property's or subscript's accessor block kept only when it is `{ get }` or `{ get set }`.
    private static func bodyStart(_ text: String) -> String.Index? {
        guard let brace = text.firstIndex(of: "{") else { return nil }
        let rest = text[brace...].filter { !$0.isWhitespace }
        return ["{get}", "{getset}", "{setget}"].contains(rest) ? nil : brace
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    func replacingBackticks() -> String { String(filter { $0 != "`" }) }
}
