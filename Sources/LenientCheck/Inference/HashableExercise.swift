import ExampleRunner
import SpecPages
import SwiftSyntax

/// Rule 7 of ``ImplicitContext``: an item type the fragment declares with its own `hash(into:)` or
/// `==` is edited the way an app edits an item, so a conformance that breaks Hashable's contract
/// shows.
///
/// Apple: Hashable — "two instances that are equal must feed the same values to Hasher in
/// hash(into:)"; NSDiffableDataSourceSnapshot.reconfigureItems(_:) — the identifiers must be in the
/// snapshot. The item is put in a snapshot, then reconfigured by a copy with one property other
/// than `id` changed, as after an edit: a conformance that hashes and compares by the same
/// identity finds it, one whose `==` and `hash(into:)` disagree makes the model fault
/// (`diffable.inconsistent-hashable`).
///
/// Only a type that declares its own `==` is edited: its equality says what is the same item. With
/// the synthesized `==`, which compares every stored property, an edited copy is another item by
/// design, whatever `hash(into:)` combines, and a `hash(into:)` combining only some of those
/// properties keeps the contract (equal values have equal properties, so equal hashes).
enum HashableExercise {
    static let functionName = "__cellspecEdit"

    /// Two distinct values of the property types the exercise can make (fixed, so reports repeat).
    static let values: [String: (String, String)] = [
        "UUID": (uuid("00000000-0000-0000-0000-00000000000A"), uuid("00000000-0000-0000-0000-00000000000B")),
        "String": ("\"a\"", "\"b\""), "Int": ("0", "1"), "Bool": ("false", "true"), "Double": ("0", "1"),
        "CGFloat": ("0", "1"),
    ]

    private static func uuid(_ text: String) -> String { "UUID(uuidString: \"\(text)\")!" }

    /// A statement for each struct the fragment declares that the exercise can make: `Hashable`,
    /// with its own `==`, no initializer of its own, an `id`, and stored properties
    /// of the types in ``values`` without defaults.
    static func edits(in tree: SourceFileSyntax) -> [(type: String, statement: String)] {
        tree.statements.compactMap { item -> (type: String, statement: String)? in
            guard let declaration = item.item.as(StructDeclSyntax.self), declaration.genericParameterClause == nil,
                declaration.inheritanceClause?.inheritedTypes.contains(where: {
                    $0.type.trimmedDescription == "Hashable"
                }) == true
            else { return nil }
            var properties: [(name: String, type: String)] = []
            var ownEquality = false
            for member in declaration.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "==" {
                    ownEquality = true
                }
                if member.decl.is(InitializerDeclSyntax.self) { return nil }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedDescription, values[type] != nil,
                        binding.initializer == nil
                    else { return nil }
                    properties.append((name, type))
                }
            }
            guard ownEquality, properties.contains(where: { $0.name == "id" }), properties.count > 1 else {
                return nil
            }
            let name = declaration.name.text
            let identity = properties.first { $0.name == "id" }!
            let make = { (changed: String?) in
                "\(name)("
                    + properties.map { property in
                        property.name == "id"
                            ? "id: __id"
                            : "\(property.name): \(property.name == changed ? values[property.type]!.1 : values[property.type]!.0)"
                    }.joined(separator: ", ") + ")"
            }
            let edits = properties.filter { $0.name != "id" }.map { make($0.name) }
            return (
                name,
                "do { let __id = \(values[identity.type]!.0); \(functionName)(\(make(nil)), edits: [\(edits.joined(separator: ", "))]) }"
            )
        }
    }

    static let function = """
        @MainActor fileprivate func \(functionName)<I: Hashable & Sendable>(_ original: I, edits: [I]) {
            for edit in edits {
                var snapshot = NSDiffableDataSourceSnapshot<Int, I>()
                snapshot.appendSections([0])
                snapshot.appendItems([original])
                snapshot.reconfigureItems([edit])
            }
        }
        """
}
