import SwiftSyntax

/// What ``DocumentDeclarations`` reads from a block's syntax tree: the names a declaration introduces,
/// an extension's type, members and conformances, a host's stored properties, and the identifiers a
/// tree mentions.
extension DocumentDeclarations {
    /// Whether a top-level variable is a host's stored property: one with a modifier only a member can
    /// have (`private`, `lazy`, `weak`), or declared with a type and no value (`var dataSource: …!`).
    static func isHostProperty(_ variable: VariableDeclSyntax) -> Bool {
        HostChoice.hasMemberModifier(DeclSyntax(variable))
            || variable.bindings.allSatisfy { $0.initializer == nil && $0.typeAnnotation != nil }
    }

    /// A host property's names and declared types; an implicitly unwrapped optional gives its wrapped
    /// type (the block uses it as one), a plain optional the optional (its uses chain through it:
    /// `self?.dataSource?.sectionIdentifier(for:)`), which is made holding a value when one can be made.
    static func properties(of variable: VariableDeclSyntax) -> [(name: String, type: String)] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { return nil }
            let written = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
            return (name, written.trimmedDescription)
        }
    }

    /// `source` (which `function` was parsed from) with the function's body elided: it stops at
    /// ``Elision/filledBody``, whatever it returns.
    static func elidingBody(of function: FunctionDeclSyntax, in source: String) -> String {
        guard let body = function.body else { return source }
        let bytes = Array(source.utf8)
        let start = body.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = body.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return source }
        return String(decoding: bytes[..<start], as: UTF8.self) + "{ \(Elision.filledBody) }"
            + String(decoding: bytes[end...], as: UTF8.self)
    }

    /// The names a top-level declaration introduces: a type's, a function's, or a `let`/`var`'s
    /// (a registration or a helper value shown once).
    static func names(of declaration: DeclSyntax) -> [String] {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return name(of: declaration).map { [$0] } ?? []
    }

    static func name(of declaration: DeclSyntax) -> String? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(TypeAliasDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(FunctionDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// An extension's type as written (`UICollectionView.CellRegistration`), the members it declares
    /// (by the names a block mentions them by, and as Swift tells them apart: a function by its full
    /// name, ``memberName(_:)``) and the protocols it adds.
    static func extensionShape(_ declaration: DeclSyntax) -> (
        type: String, members: Set<String>, signatures: Set<String>, conformances: [String]
    )? {
        guard let node = declaration.as(ExtensionDeclSyntax.self) else { return nil }
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return (
            node.extendedType.trimmedDescription, members(of: node.memberBlock),
            members(of: node.memberBlock, fullNames: true), conformances
        )
    }

    /// A function's full name as Swift tells overloads apart by it: `tableView(_:numberOfRowsInSection:)`.
    /// Two extensions of a table's controller that both declare `tableView(…)` methods declare two
    /// members, not two versions of one.
    static func memberName(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "\(function.name.text)(\(labels.joined()))"
    }

    /// The members a type or extension body declares: properties, functions, nested types, enum cases,
    /// and an initializer by its first argument label (which is how a block mentions it). An `override`
    /// is UIKit's member, not the guide's: the model may lack it (`override func updateProperties()`).
    /// With `fullNames`, a function is named as overloads are told apart (``memberName(_:)``).
    static func members(of block: MemberBlockSyntax, fullNames: Bool = false) -> Set<String> {
        var members = Set<String>()
        for member in block.members {
            let decl = member.decl
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            if modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { continue }
            if let variable = decl.as(VariableDeclSyntax.self) {
                members.formUnion(
                    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            } else if fullNames, let function = decl.as(FunctionDeclSyntax.self) {
                members.insert(memberName(function))
            } else if let name = name(of: decl) {
                members.insert(name)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let label = initializer.signature.parameterClause.parameters.first?.firstName.text ?? "_"
                if label != "_" { members.insert(label) }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                members.formUnion(enumCase.elements.map(\.name.text))
            }
        }
        return members
    }

    /// The names a block declares at top level.
    static func declaredNames(in tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.flatMap { $0.item.as(DeclSyntax.self).map(names(of:)) ?? [] })
    }

    /// The keys of the block's own extensions (`Type.member`, `Type: Protocol`).
    static func extensionKeys(in tree: SourceFileSyntax) -> Set<String> {
        var keys = Set<String>()
        for item in tree.statements {
            guard let declaration = item.item.as(DeclSyntax.self), let shape = extensionShape(declaration) else {
                continue
            }
            keys.formUnion(
                shape.signatures.map { "\(shape.type).\($0)" } + shape.conformances.map { "\(shape.type): \($0)" })
        }
        return keys
    }

    /// The functions (by full name, ``memberName(_:)``) and properties a block declares at any depth:
    /// an extension adding one of these would clash with the block's own (an unmarked override in the
    /// block's subclass).
    static func declaredMemberNames(in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if let function = token.parent?.as(FunctionDeclSyntax.self) {
                names.insert(memberName(function))
            } else if token.parent?.is(IdentifierPatternSyntax.self) == true {
                names.insert(name)
            }
        }
        return names
    }

    /// Every identifier a tree mentions.
    static func identifiers(in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }
}
