import SwiftSyntax

/// Spells a type one way whatever way a source wrote it, so UIKit's and the model's declarations
/// compare by meaning: `Optional<T>` is `T?`, `Array<T>` `[T]`, `Void` `()`, `AnyClass`
/// `AnyObject.Type`, `any P` `P`; a bare nested name is qualified by the enclosing type that
/// declares it (`CellRegistration` inside `UICollectionView` is `UICollectionView.CellRegistration`);
/// module prefixes (`UIKit.`, `Swift.`) and generic arguments of enclosing components are dropped;
/// generic parameters are renamed by position (`τ0`, `τ1`; a type's own `Self0`, `Self1`) so that
/// `Cell`/`C` do not differ; `@escaping` and a closure's parameter names are dropped.
public struct TypeSpelling: Sendable {
    /// Full names of the types both sides declare (`UICollectionView.CellRegistration`).
    public var knownTypes: Set<String>
    /// The enclosing type's full name components, innermost last.
    public var context: [String]
    /// Generic parameter names in scope, to their positional names.
    public var genericNames: [String: String]
    /// Classes' superclasses by full name: a nested name a class inherits (`State` in a `UIButton`)
    /// is its superclass's (`UIControl.State`).
    public var superclasses: [String: String]
    /// Typealiases to their canonical targets (``TypeCatalog/aliases``), and names spelt another way
    /// (``TypeCatalog/preferredNames``).
    public var aliases: [String: String]
    public var preferredNames: [String: String]
    /// Inside a struct or an enum, `Self` is that type with its own generic parameters
    /// (`NSDiffableDataSourceSectionSnapshot<G0>`); inside a class it stays `Self`, a subclass.
    public var valueSelf: String?

    public init(
        knownTypes: Set<String>, context: [String], genericNames: [String: String] = [:],
        superclasses: [String: String] = [:], aliases: [String: String] = [:], preferredNames: [String: String] = [:]
    ) {
        self.knownTypes = knownTypes
        self.context = context
        self.genericNames = genericNames
        self.superclasses = superclasses
        self.aliases = aliases
        self.preferredNames = preferredNames
    }

    /// A spelling of `catalog`'s types inside `context`.
    public init(catalog: TypeCatalog, context: [String], genericNames: [String: String] = [:]) {
        self.init(
            knownTypes: catalog.names, context: context, genericNames: genericNames, superclasses: catalog.superclasses,
            aliases: catalog.aliases, preferredNames: catalog.preferredNames)
        let enclosing = context.joined(separator: ".")
        if ["struct", "enum"].contains(catalog.kinds[enclosing] ?? "") {
            let parameters = (catalog.genericParameters[enclosing] ?? []).indices.map { "G\($0)" }
            valueSelf = enclosing + (parameters.isEmpty ? "" : "<\(parameters.joined(separator: ", "))>")
        }
    }

    /// A full name as the other side spells it: an alias by what it names, a preferred name instead.
    private func canonicalName(_ fullName: String) -> String {
        var current = fullName
        var seen: Set<String> = []
        while let target = aliases[current], seen.insert(current).inserted { current = target }
        return preferredNames[current] ?? current
    }

    /// The full name a bare type name written inside ``context`` refers to.
    public func qualifiedName(_ name: String) -> String { genericNames[name] ?? qualify(name) }

    private static let modules: Set<String> = [
        "UIKit", "Swift", "Foundation", "CoreGraphics", "QuartzCore", "UIKitModel",
    ]

    public func spell(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            let arguments = identifier.genericArgumentClause.map { clause in
                clause.arguments.map { argument(of: $0) }
            }
            switch (name, arguments?.count ?? 0) {
            case ("Optional", 1): return optional(arguments![0])
            case ("ImplicitlyUnwrappedOptional", 1): return arguments![0] + "!"
            case ("Array", 1): return "[\(arguments![0])]"
            case ("Dictionary", 2): return "[\(arguments![0]): \(arguments![1])]"
            case ("Void", 0): return "()"
            case ("AnyClass", 0): return "AnyObject.Type"
            default: break
            }
            if let renamed = genericNames[name], arguments == nil { return renamed }
            if name == "Self", arguments == nil, let valueSelf { return valueSelf }
            return qualify(name) + (arguments.map { "<\($0.joined(separator: ", "))>" } ?? "")
        }
        if let member = type.as(MemberTypeSyntax.self) {
            var components: [String] = []
            var current: TypeSyntax? = TypeSyntax(member)
            var lastArguments: String = ""
            var isLast = true
            while let node = current {
                if let memberNode = node.as(MemberTypeSyntax.self) {
                    if isLast, let clause = memberNode.genericArgumentClause {
                        lastArguments = "<" + clause.arguments.map { argument(of: $0) }.joined(separator: ", ") + ">"
                    }
                    components.insert(memberNode.name.text, at: 0)
                    current = memberNode.baseType
                } else if let identifierNode = node.as(IdentifierTypeSyntax.self) {
                    components.insert(identifierNode.name.text, at: 0)
                    current = nil
                } else {
                    return type.trimmedDescription
                }
                isLast = false
            }
            if components.count > 1, Self.modules.contains(components[0]) { components.removeFirst() }
            if components.count == 1 { return spellName(components[0]) + lastArguments }
            let first = qualifyOnly(components[0])
            return canonicalName(([first] + components.dropFirst()).joined(separator: ".")) + lastArguments
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return self.optional(spell(optional.wrappedType)) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return wrapIfNeeded(spell(iuo.wrappedType)) + "!"
        }
        if let array = type.as(ArrayTypeSyntax.self) { return "[\(spell(array.element))]" }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[\(spell(dictionary.key)): \(spell(dictionary.value))]"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { element -> String in
                let spelt = spell(element.type) + (element.ellipsis != nil ? "..." : "")
                return spelt
            }
            if elements.count == 1 { return elements[0] }
            return "(\(elements.joined(separator: ", ")))"
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            let parameters = function.parameters.map { spell($0.type) + ($0.ellipsis != nil ? "..." : "") }
            var effects = ""
            if function.effectSpecifiers?.asyncSpecifier != nil { effects += " async" }
            if function.effectSpecifiers?.throwsClause != nil { effects += " throws" }
            return "(\(parameters.joined(separator: ", ")))\(effects) -> \(spell(function.returnClause.type))"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let specifiers = attributed.specifiers.map { $0.trimmedDescription }.filter { $0 == "inout" }
            let kept = attributed.attributes.compactMap { element -> String? in
                guard let attribute = element.as(AttributeSyntax.self) else { return nil }
                let name = attribute.attributeName.trimmedDescription
                return ["autoclosure"].contains(name) ? "@" + name : nil
            }
            return (specifiers + kept + [spell(attributed.baseType)]).joined(separator: " ")
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let constraint = spell(someOrAny.constraint)
            return someOrAny.someOrAnySpecifier.text == "some" ? "some " + constraint : constraint
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { spell($0.type) }.joined(separator: " & ")
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return wrapIfNeeded(spell(metatype.baseType)) + "." + metatype.metatypeSpecifier.text
        }
        return type.trimmedDescription
    }

    private func argument(of argument: GenericArgumentSyntax) -> String {
        switch argument.argument {
        case .type(let type): return spell(type)
        default: return argument.trimmedDescription
        }
    }

    private func spellName(_ name: String) -> String {
        switch name {
        case "Void": return "()"
        case "AnyClass": return "AnyObject.Type"
        default: return genericNames[name] ?? qualify(name)
        }
    }

    private func optional(_ wrapped: String) -> String { wrapIfNeeded(wrapped) + "?" }

    /// `(() -> Void)?` needs its parentheses back around a function type or composition.
    private func wrapIfNeeded(_ spelt: String) -> String {
        spelt.contains(" -> ") || spelt.contains(" & ") || spelt.hasPrefix("some ") ? "(\(spelt))" : spelt
    }

    /// The full name of a bare type name: the innermost enclosing type declaring it, else the name.
    private func qualify(_ name: String) -> String { canonicalName(qualifyOnly(name)) }

    private func qualifyOnly(_ name: String) -> String {
        var prefix = context
        while !prefix.isEmpty {
            var owner: String? = prefix.joined(separator: ".")
            var seen: Set<String> = []
            while let type = owner, seen.insert(type).inserted {
                let candidate = type + "." + name
                if knownTypes.contains(candidate) { return candidate }
                owner = superclasses[type]
            }
            prefix.removeLast()
        }
        return name
    }
}
