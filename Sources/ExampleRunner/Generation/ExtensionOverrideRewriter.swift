import SwiftParser
import SwiftSyntax

/// Makes `override func`s written in a class's extension compile on Linux.
///
/// UIKit code often overrides a superclass method in an extension (`extension ListController {
/// override func viewWillAppear(_:) … }`). Swift allows that only for `@objc` methods, which every
/// UIKit method is on Apple platforms; on Linux it is "cannot be overridden from extension". When
/// the class is declared in the same file, the method in the extension loses `override` and gets a
/// name of the model's own (`__cellspecExtension_viewWillAppear`), and the class gains the override,
/// which calls it with the same arguments. Inside the renamed method `super` still means the
/// superclass, so the behaviour is UIKit's. The override goes on the line of the class's last member,
/// so no line moves; only the renamed method's line shifts after the `func` keyword.
/// Methods with variadic parameters, `static`/`class` methods and extensions of classes declared
/// elsewhere are left as written.
enum ExtensionOverrideRewriter {
    static let renamedPrefix = "__cellspecExtension_"

    static func rewrite(_ file: SourceFileSyntax) -> SourceFileSyntax {
        let classes = Set(file.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        guard !classes.isEmpty else { return file }
        var forwarders: [String: [String]] = [:]
        var statements = Array(file.statements)
        for index in statements.indices {
            guard var extensionDecl = statements[index].item.as(ExtensionDeclSyntax.self),
                classes.contains(extensionDecl.extendedType.trimmedDescription)
            else { continue }
            var members = Array(extensionDecl.memberBlock.members)
            var changed = false
            for memberIndex in members.indices {
                guard let function = members[memberIndex].decl.as(FunctionDeclSyntax.self),
                    let (renamed, forwarder) = split(function)
                else { continue }
                members[memberIndex].decl = DeclSyntax(renamed)
                forwarders[extensionDecl.extendedType.trimmedDescription, default: []].append(forwarder)
                changed = true
            }
            guard changed else { continue }
            extensionDecl.memberBlock.members = MemberBlockItemListSyntax(members)
            statements[index].item = .decl(DeclSyntax(extensionDecl))
        }
        guard !forwarders.isEmpty else { return file }
        for index in statements.indices {
            guard var classDecl = statements[index].item.as(ClassDeclSyntax.self),
                let added = forwarders.removeValue(forKey: classDecl.name.text)
            else { continue }
            var members = Array(classDecl.memberBlock.members)
            // What ends the line the overrides join (a `// comment`) moves after them.
            let lineEnd: Trivia
            if let last = members.indices.last {
                lineEnd = members[last].trailingTrivia
                members[last].trailingTrivia = []
            } else {
                lineEnd = classDecl.memberBlock.leftBrace.trailingTrivia
                classDecl.memberBlock.leftBrace.trailingTrivia = []
            }
            for text in added {
                var parser = Parser(text)
                let decl = DeclSyntax.parse(from: &parser)
                // Declarations sharing a line are separated by `;`.
                if let last = members.indices.last, members[last].semicolon == nil {
                    members[last].semicolon = .semicolonToken()
                }
                members.append(MemberBlockItemSyntax(leadingTrivia: .space, decl: decl.with(\.leadingTrivia, [])))
            }
            members[members.count - 1].trailingTrivia = lineEnd
            classDecl.memberBlock.members = MemberBlockItemListSyntax(members)
            statements[index].item = .decl(DeclSyntax(classDecl))
        }
        var file = file
        file.statements = CodeBlockItemListSyntax(statements)
        return file
    }

    /// The method renamed and without `override`, and the source of the override that calls it.
    private static func split(_ function: FunctionDeclSyntax) -> (FunctionDeclSyntax, String)? {
        let modifiers = function.modifiers
        guard let overrideIndex = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
            !modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
            case .identifier(let name) = function.name.tokenKind,
            !function.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil })
        else { return nil }
        let newName = renamedPrefix + name

        // The forwarding override: the same attributes, modifiers, generics and signature.
        let arguments = function.signature.parameterClause.parameters.map { parameter -> String in
            let value = (parameter.secondName ?? parameter.firstName).text
            let isInout =
                parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { specifier in
                    specifier.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
                } ?? false
            let argument = (isInout ? "&" : "") + value
            return parameter.firstName.tokenKind == .wildcard ? argument : "\(parameter.firstName.text): \(argument)"
        }
        let effects = function.signature.effectSpecifiers
        let call =
            (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            + "self.\(newName)(\(arguments.joined(separator: ", ")))"
        let parameters = function.signature.parameterClause.parameters.map {
            $0.with(\.trailingComma, nil).trimmedDescription
        }
        let pieces = [
            function.attributes.map(\.trimmedDescription).joined(separator: " "),
            function.modifiers.map(\.trimmedDescription).joined(separator: " "),
            "func \(name)\(function.genericParameterClause?.trimmedDescription ?? "")(\(parameters.joined(separator: ", ")))",
            effects?.trimmedDescription ?? "",
            function.signature.returnClause?.trimmedDescription ?? "",
            function.genericWhereClause?.trimmedDescription ?? "",
            "{ return \(call) }",
        ]
        let forwarder = pieces.filter { !$0.isEmpty }.joined(separator: " ")
        // The override shares a line with the class's last member: code spanning lines is left alone.
        guard !forwarder.contains(where: \.isNewline) else { return nil }

        var renamed = function
        var kept = Array(modifiers)
        let position = modifiers.distance(from: modifiers.startIndex, to: overrideIndex)
        let removed = kept.remove(at: position)
        // `override` leaves blanks of its width before what follows it.
        let blanks = removed.leadingTrivia + Trivia.spaces(removed.trimmedLength.utf8Length) + removed.trailingTrivia
        if position == kept.count {
            renamed.funcKeyword.leadingTrivia = blanks + renamed.funcKeyword.leadingTrivia
        } else {
            kept[position].leadingTrivia = blanks + kept[position].leadingTrivia
        }
        renamed.modifiers = DeclModifierListSyntax(kept)
        renamed.name = .identifier(
            newName, leadingTrivia: function.name.leadingTrivia, trailingTrivia: function.name.trailingTrivia)
        return (renamed, forwarder)
    }
}
