import APIInventory
import Foundation
import SwiftSyntax

/// Walks one model source file for its public declarations, for ``APIReference``.
final class APIDeclarationCollector: SyntaxVisitor {
    let file: String
    var entries: [APIReference.TypeEntry] = []
    /// The enclosing type declarations: name, whether it is public, whether its members are
    /// public without saying so (protocols, and enum cases).
    private var scopes: [(name: String, isPublic: Bool, isProtocol: Bool, entryIndex: Int?, documentation: String)] = []

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
        scopes.append((name, true, isPublic, entries.count - 1, ""))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(
            node.name.text,
            declaration:
                "\(Self.staticWord(node.modifiers))func \(node.name.text)\(node.genericParameterClause?.trimmedDescription ?? "")\(node.signature.trimmedDescription)",
            modifiers: node.modifiers, attributes: node.attributes, body: node.body.map(Syntax.init), node: Syntax(node)
        )
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let optional = node.optionalMark?.text ?? ""
        addMember(
            "init", declaration: "init\(optional)\(node.signature.trimmedDescription)", modifiers: node.modifiers,
            attributes: node.attributes, body: node.body.map(Syntax.init), node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            let name = binding.pattern.trimmedDescription
            let keyword = node.bindingSpecifier.text
            addMember(
                name,
                declaration: "\(Self.staticWord(node.modifiers))\(keyword) \(name)\(Self.typeText(of: binding))",
                modifiers: node.modifiers, attributes: node.attributes, body: binding.accessorBlock.map(Syntax.init),
                node: Syntax(node))
        }
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(
            "subscript",
            declaration: "subscript\(node.parameterClause.trimmedDescription) \(node.returnClause.trimmedDescription)",
            modifiers: node.modifiers, attributes: node.attributes, body: node.accessorBlock.map(Syntax.init),
            node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, scope.isPublic else { return .skipChildren }
        for element in node.elements {
            append(
                APIReference.Member(
                    name: element.name.text,
                    declaration: "case \(element.name.text)\(element.parameterClause?.trimmedDescription ?? "")",
                    introduced: nil, documentedRelease: Self.documentedRelease(in: Self.docComment(of: Syntax(node))),
                    deprecation: nil,
                    isModelExtension: false, summary: Self.summary(of: Syntax(node)),
                    coverage: Self.coverage(of: Self.docComment(of: Syntax(node))) ?? .stored))
        }
        return .skipChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(
            node.name.text, declaration: "typealias \(node.name.text) \(node.initializer.trimmedDescription)",
            modifiers: node.modifiers, attributes: node.attributes, body: nil, node: Syntax(node))
        return .skipChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(
            node.name.text, declaration: "associatedtype \(node.name.text)", modifiers: node.modifiers,
            attributes: node.attributes, body: nil, node: Syntax(node))
        return .skipChildren
    }

    /// `: Bool = false` for `var isOn = false`: the written type, else the one the compiler infers
    /// from a literal or an initializer call (`CALayerCornerCurve(rawValue: "circular")`); a
    /// literal's value is kept, as it says the default. Empty when neither says the type.
    static func typeText(of binding: PatternBindingSyntax) -> String {
        if let annotation = binding.typeAnnotation { return annotation.trimmedDescription }
        guard let value = binding.initializer?.value else { return "" }
        if let literalType = literalType(value) { return ": \(literalType) = \(value.trimmedDescription)" }
        if let call = value.as(FunctionCallExprSyntax.self), let type = typeName(call.calledExpression) {
            return ": " + type
        }
        return ""
    }

    /// The type Swift gives a literal without context: `Bool`, `Int`, `Double`, `String`.
    private static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalType(prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
        }
        return nil
    }

    /// `UIColor`, `NSAttributedString.Key`, `Set<String>` when `expression` names a type (each
    /// component capitalised), as the callee of an initializer call does; nil otherwise.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseName = typeName(base)
        {
            let name = member.declName.baseName.text
            if name == "init" { return baseName }
            return name.first?.isUppercase == true ? baseName + "." + name : nil
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self), typeName(generic.expression) != nil {
            return generic.trimmedDescription
        }
        return nil
    }

    private func enterType(_ name: String, kind: String, modifiers: DeclModifierListSyntax, node: Syntax)
        -> SyntaxVisitorContinueKind
    {
        let enclosing = scopes.last
        let isPublic =
            (enclosing?.isPublic ?? true) && (Self.isPublic(modifiers) || enclosing?.isProtocol == true)
            && !Self.isSPI(node)
        let fullName = enclosing.map { "\($0.name).\(name)" } ?? name
        var index: Int?
        if isPublic {
            let summary = Self.summary(of: node)
            entries.append(
                APIReference.TypeEntry(
                    name: fullName, kind: kind,
                    isModelExtension: Self.isModelExtension(node) || fullName.hasPrefix("Model"),
                    summary: summary, file: file,
                    members: []))
            index = entries.count - 1
        }
        scopes.append((fullName, isPublic, kind == "protocol", index, Self.docComment(of: node)))
        return .visitChildren
    }

    private func addMember(
        _ name: String, declaration: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
        body: Syntax?,
        node: Syntax
    ) {
        guard let scope = scopes.last, scope.isPublic, scope.isProtocol || Self.isPublic(modifiers) else { return }
        append(
            APIReference.Member(
                name: name, declaration: declaration, introduced: body.flatMap(Self.introducedRelease),
                documentedRelease: Self.documentedRelease(in: Self.docComment(of: node)),
                deprecation: Self.deprecation(in: attributes),
                isModelExtension: Self.isModelExtension(node) || name.hasPrefix("model"),
                summary: Self.summary(of: node),
                coverage: Self.memberCoverage(name, of: node, typeDocumentation: scope.documentation),
                isModelChoice: Self.docComment(of: node).contains("Model's choice")))
    }

    /// A member's coverage from its doc comment. A member without one takes its type's: stored when
    /// the type's doc comment says the type is stored state, modelled when that comment cites Apple
    /// and names the member (`` `isOn` ``); otherwise it has no source.
    private static func memberCoverage(_ name: String, of node: Syntax, typeDocumentation: String)
        -> APIReference.Coverage
    {
        let documentation = docComment(of: node)
        if let coverage = coverage(of: documentation) { return coverage }
        if callsUnmodelled(node) { return .unmodelled }
        guard documentation.isEmpty, let typeCoverage = coverage(of: typeDocumentation) else { return .unsourced }
        if typeCoverage == .stored { return .stored }
        return typeDocumentation.contains("`" + name) ? .modelled : .unsourced
    }

    /// What the generator's doc comment says of a member it declared (`cellspec inventory declare`):
    /// "Unmodelled…", "Stored: …", "A constant: …", "A requirement."; nil for a hand-written one.
    static func generatedCoverage(of documentation: String) -> APIReference.Coverage? {
        // The comment's lines are joined by spaces: `UIKit: `…` (inventory: …). Stored: keeps what is set…`.
        guard documentation.hasPrefix("UIKit: `"), let end = documentation.range(of: "). ") else { return nil }
        let said = documentation[end.upperBound...]
        if said.hasPrefix("Unmodelled") { return .unmodelled }
        if said.hasPrefix("Stored") || said.hasPrefix("A constant") { return .stored }
        if said.hasPrefix("A requirement") { return .requirement }
        return nil
    }

    /// Whether a member's body calls `ModelFindings.unmodelled` or `ModelFindings.unmodelledStop`.
    private static func callsUnmodelled(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            (token.text == "unmodelled" || token.text == "unmodelledStop")
                && token.previousToken(viewMode: .sourceAccurate)?.text == "."
                && token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text
                    == "ModelFindings"
        }
    }

    /// What the generator says of a member it declared; else `stored` when the text says "stored state",
    /// `modelled` when it cites Apple or a WWDC session.
    static func coverage(of documentation: String) -> APIReference.Coverage? {
        if let generated = generatedCoverage(of: documentation) { return generated }
        if documentation.range(of: "stored state", options: .caseInsensitive) != nil { return .stored }
        if documentation.contains("Apple:") || documentation.contains("WWDC") { return .modelled }
        return nil
    }

    private func append(_ member: APIReference.Member) {
        guard let index = scopes.last?.entryIndex else { return }
        entries[index].members.append(member)
    }

    /// `static ` or `class ` for a type member, as declared.
    private static func staticWord(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.first { ["static", "class"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
    }

    /// Whether a declaration is `@_spi`: public only to the importers that ask for it (the harness),
    /// so not part of the model's API.
    private static func isSPI(_ node: Syntax) -> Bool {
        node.asProtocol(WithAttributesSyntax.self)?.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi"
        } ?? false
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    /// The doc comment's text, without the `///` markers.
    private static func docComment(of node: Syntax) -> String {
        node.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece {
                return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            }
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
                guard release == nil, node.calledExpression.trimmedDescription == "ModelAvailability.require" else {
                    return .visitChildren
                }
                let argument = node.arguments.first { $0.label?.text == "introduced" }
                release = argument.flatMap { Int($0.expression.trimmedDescription) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.release
    }

    /// `15.4` from a doc comment citing Apple's page with the release, `… (iOS 15.4)`.
    static func documentedRelease(in documentation: String) -> String? {
        guard let match = documentation.range(of: #"\(iOS [0-9]+(\.[0-9]+)?\)"#, options: .regularExpression) else {
            return nil
        }
        return String(documentation[match].dropFirst(5).dropLast())
    }

    /// What a member UIKit marks `API_TO_BE_DEPRECATED` is said to be: Swift imports it as deprecated in
    /// iOS 100000 and does not warn (a soft deprecation).
    static let softDeprecation = "to be deprecated in a future release (no compiler warning)"

    /// `deprecated: message` from `@available(*, deprecated, message: "…")` or `@available(iOS, deprecated: 18, …)`;
    /// `@available(iOS, deprecated: 100000, …)` (UIKit's `API_TO_BE_DEPRECATED`) is said as announced, not made.
    private static func deprecation(in attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "available"
        {
            guard case .availability(let arguments) = attribute.arguments else { continue }
            var deprecated: String?
            var message: String?
            for argument in arguments {
                switch argument.argument {
                case .token(let token) where token.text == "deprecated":
                    deprecated = "deprecated"
                case .availabilityLabeledArgument(let labeled):
                    if labeled.label.text == "deprecated" {
                        let version = labeled.value.trimmedDescription
                        deprecated =
                            InventoryEntry.Availability(deprecated: version).isSoftDeprecation
                            ? softDeprecation : "deprecated in iOS \(version)"
                    }
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
