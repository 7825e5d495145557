import SwiftParser
import SwiftSyntax

/// Values of the types a guide declares, made as Swift lets any code make them, for names a block
/// uses and does not show (`newItem`, `parent`, `child1` of the guide's `Item`): before, such a name
/// was a nil that crashed when read, and the block was not checkable.
///
/// - A struct that declares no initializer has a memberwise one (The Swift Programming Language,
///   "Memberwise Initializers for Structure Types"): its stored properties without a value are its
///   arguments, in order; a `var` with a value and a `let` with one are left out of the call (the
///   first has a default, the second is no argument).
/// - An enum is made with a case that has no associated values.
///
/// Each name gets a value of its own: a `String` argument is the name, an integer one a number drawn
/// from it, so `item1` and `item2` are different items, as a guide's two names mean two values (two
/// equal ones in a snapshot would be a fault of inference's making). Other arguments are made as
/// any undeclared name of that type is (`other`), a type of the guide's own in turn.
public struct DocumentValues: Sendable {
    /// A struct's memberwise initializer's arguments: label and type, in order.
    private var memberwise: [String: [(label: String, type: String)]] = [:]
    /// An enum's first case without associated values.
    private var plainCases: [String: String] = [:]

    public init() {}

    /// The types `trees` declare at top level (another block's declarations, the block's own).
    init(_ trees: [SourceFileSyntax]) {
        for tree in trees { add(tree) }
    }

    mutating func add(_ tree: SourceFileSyntax) {
        for statement in tree.statements { add(statement.item, in: nil) }
    }

    /// A struct or enum declaration, and those nested in it under their qualified names (`Content.Kind`).
    private mutating func add(_ node: some SyntaxProtocol, in outer: String?) {
        let group: (name: String, members: MemberBlockSyntax)
        if let declaration = node.as(StructDeclSyntax.self) {
            addStruct(declaration, in: outer)
            group = (declaration.name.text, declaration.memberBlock)
        } else if let declaration = node.as(EnumDeclSyntax.self) {
            addEnum(declaration, in: outer)
            group = (declaration.name.text, declaration.memberBlock)
        } else {
            return
        }
        let qualified = outer.map { "\($0).\(group.name)" } ?? group.name
        for member in group.members.members { add(member.decl, in: qualified) }
    }

    private mutating func addStruct(_ declaration: StructDeclSyntax, in outer: String?) {
        let name = outer.map { "\($0).\(declaration.name.text)" } ?? declaration.name.text
        guard declaration.genericParameterClause == nil else { return }
        let members = declaration.memberBlock.members.map(\.decl)
        guard !members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else { return }
        // A type nested in the struct is written by its own name inside it and by the qualified one outside.
        let nested = Set(
            members.compactMap { $0.as(StructDeclSyntax.self)?.name.text ?? $0.as(EnumDeclSyntax.self)?.name.text })
        var arguments: [(label: String, type: String)] = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.lazy), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            for binding in variable.bindings {
                guard binding.accessorBlock == nil, binding.initializer == nil,
                    let label = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                // A stored property without a type or value is not Swift, and a private one makes the
                // memberwise initializer private: the struct cannot be made from outside it.
                guard let type = binding.typeAnnotation?.type,
                    !variable.modifiers.contains(where: {
                        [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
                    })
                else { return }
                arguments.append((label, Self.qualified(type, nested: nested, in: name)))
            }
        }
        memberwise[name] = arguments
    }

    /// `type` as written outside the struct `outer`: a name of a type nested in it qualified
    /// (`[Kind]` → `[Content.Kind]`).
    private static func qualified(_ type: TypeSyntax, nested: Set<String>, in outer: String) -> String {
        let tokens = type.tokens(viewMode: .sourceAccurate)
        guard tokens.contains(where: { nested.contains($0.text) }) else { return type.trimmedDescription }
        return tokens.map { token in
            let previous = token.previousToken(viewMode: .sourceAccurate)
            let isMember = previous?.tokenKind == .period
            return (!isMember && nested.contains(token.text) ? "\(outer).\(token.text)" : token.text)
        }.joined()
    }

    private mutating func addEnum(_ declaration: EnumDeclSyntax, in outer: String?) {
        guard declaration.genericParameterClause == nil else { return }
        let name = outer.map { "\($0).\(declaration.name.text)" } ?? declaration.name.text
        for member in declaration.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            if let plain = cases.elements.first(where: { $0.parameterClause == nil }) {
                plainCases[name] = plain.name.text
                return
            }
        }
    }

    /// A value of `type`, a type of the guide's, for the name `name`; nil when the guide declares no
    /// such type, or one of its arguments cannot be made.
    func make(_ type: String, named name: String, other: (String) -> String?) -> String? {
        make(type, named: name, depth: 0, other: other)
    }

    private func make(_ type: String, named name: String, depth: Int, other: (String) -> String?) -> String? {
        if let plain = plainCases[type] { return "\(type).\(plain)" }
        // An optional holds a value; an array two, each of a name of its own (the block reads its elements).
        if type.hasSuffix("?") { return make(String(type.dropLast()), named: name, depth: depth, other: other) }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let element = String(type.dropFirst().dropLast())
            guard let first = make(element, named: "\(name) 1", depth: depth, other: other),
                let second = make(element, named: "\(name) 2", depth: depth, other: other)
            else { return nil }
            return "[\(first), \(second)]"
        }
        guard depth < 3, let arguments = memberwise[type] else { return nil }
        var made: [String] = []
        for argument in arguments {
            let value: String?
            switch argument.type {
            case "String": value = "\"\(name)\""
            case "Int", "Int64", "UInt", "Double", "CGFloat", "Float": value = String(Self.number(for: name))
            default:
                value =
                    self.make(argument.type, named: name, depth: depth + 1, other: other)
                    ?? other(argument.type)
            }
            guard let value else { return nil }
            made.append("\(argument.label): \(value)")
        }
        return "\(type)(\(made.joined(separator: ", ")))"
    }

    /// A number of the name's own, the same on every run (Swift's `hashValue` is seeded per process).
    static func number(for name: String) -> Int {
        name.unicodeScalars.reduce(7) { ($0 * 31 + Int($1.value)) % 100_003 }
    }
}
