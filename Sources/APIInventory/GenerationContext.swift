import Foundation
import SwiftParser
import SwiftSyntax

/// What ``DeclarationGenerator`` knows while it decides: the hand-written model (generated regions
/// and files left out), how it declares the inventory, and which entries it can declare.
struct GenerationContext {
    let inventory: [InventoryEntry]
    /// The model's files as read, by path.
    var originals: [String: String] = [:]
    /// The hand-written files, regions stripped, by path relative to the model directory.
    var handWritten: [(path: String, text: String)] = []
    /// The generated folder's files as they are now (to remove the stale ones).
    var existingGenerated: [String] = []
    let surface: ModelSurface
    /// Every declaration of the model, public or not: a generated one must not clash with any.
    let wholeSurface: ModelSurface
    /// Every type name the model declares, public or not.
    var allNames: Set<String> = []
    var catalog = TypeCatalog()
    /// Where the model declares each type by hand (path), and whether an open or final class.
    var declaredIn: [String: String] = [:]
    var classFlags: [String: GeneratedRegion.DeclaredType] = [:]
    var typeEntries: [String: InventoryEntry] = [:]
    /// Missing entries, in inventory order.
    var missing: [InventoryEntry] = []
    /// Inventory types the model lacks that will be generated.
    var newTypes: Set<String> = []
    /// Member typealiases of the inventory that will be generated (`UIPrintInteractionController.CompletionHandler`).
    var memberAliases: Set<String> = []
    /// Superclasses of classes, model and new, by full name (resolved).
    var superOf: [String: String] = [:]
    /// Isolation of the new types that have one.
    var newIsolation: [String: String] = [:]
    /// Decisions: entry id → how it is declared; entry id → why not.
    var generated: [String: String] = [:]
    var left: [String: String] = [:]
    /// Member names generated per class (`kind name`), so a subclass's entry of an ancestor's is inherited.
    var generatedNames: [String: Set<String>] = [:]

    init(inventory: [InventoryEntry], files: [(path: String, text: String)]) {
        self.inventory = inventory
        let prefix = DeclarationGenerator.generatedFolder + "/"
        for file in files {
            originals[file.path] = file.text
            if file.path.hasPrefix(prefix) {
                existingGenerated.append(file.path)
            } else {
                handWritten.append((file.path, GeneratedRegion.stripped(file.text)))
            }
        }
        let inventoryTypes = Set(inventory.filter(\.signature.isType).map(\.id))
        surface = ModelSurface(files: handWritten, inventoryTypes: inventoryTypes)
        wholeSurface = ModelSurface(files: handWritten, inventoryTypes: inventoryTypes, publicOnly: false)
        for file in handWritten {
            let tree = Parser.parse(source: file.text)
            catalog.add(tree, publicOnly: true)
            var whole = TypeCatalog()
            whole.add(tree, publicOnly: false)
            allNames.formUnion(whole.names)
            for (name, flags) in GeneratedRegion.declaredTypes(in: file.text) where declaredIn[name] == nil {
                declaredIn[name] = file.path
                classFlags[name] = flags
            }
        }
        for (name, parent) in catalog.superclasses { superOf[name] = parent }
        for entry in inventory where entry.signature.isType { typeEntries[entry.id] = entry }
        let comparison = SignatureComparison(inventory: inventory, model: surface)
        for result in comparison.results where result.status == .missing {
            let signature = result.entry.signature
            let types = signature.parameters.map(\.type) + [signature.result ?? ""]
            if InventoryExceptions.objcOnlyTypes.contains(where: { name in types.contains { $0.contains(name) } }) {
                continue
            }
            missing.append(result.entry)
        }
    }

    // MARK: Names

    func kind(of type: String) -> String? { catalog.kinds[type] ?? typeEntries[type]?.signature.kind }

    func isKnown(_ name: String) -> Bool {
        catalog.names.contains(name) || newTypes.contains(name) || memberAliases.contains(name)
            || PlatformNames.topLevel.contains(name) || PlatformNames.nested.contains(name)
    }

    static func parent(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The full name `name`, as written inside `owner`, stands for; nil when nothing declares it.
    func resolve(_ name: String, in owner: String) -> String? {
        if let dot = name.firstIndex(of: ".") {
            let first = String(name[..<dot])
            let rest = String(name[name.index(after: dot)...])
            guard let base = first == "Self" && !owner.isEmpty ? owner : resolve(first, in: owner) else { return nil }
            var current: String? = base
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                if isKnown(type + "." + rest) { return type + "." + rest }
                current = superOf[type]
            }
            return nil
        }
        var scope = owner
        while true {
            var current: String? = scope
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                let candidate = type.isEmpty ? name : "\(type).\(name)"
                if isKnown(candidate) { return candidate }
                current = type.isEmpty ? nil : superOf[type]
            }
            if scope.isEmpty { return nil }
            scope = Self.parent(of: scope)
        }
    }

    /// The first name `declaration` mentions that resolves to nothing, if any.
    func unresolved(_ declaration: some SyntaxProtocol, in owner: String, generics: Set<String> = []) -> String? {
        let mentioned = MentionedTypes(declaration)
        let inScope = generics.union(mentioned.genericParameters).union(ownerGenerics(owner))
        return mentioned.names.first { name in
            !inScope.contains(name) && resolve(name, in: owner) == nil
        }
    }

    /// Generic parameter names of `owner` and the types enclosing it.
    func ownerGenerics(_ owner: String) -> Set<String> {
        var result: Set<String> = []
        var scope = owner
        while !scope.isEmpty {
            result.formUnion(catalog.genericParameters[scope] ?? [])
            if let entry = typeEntries[scope], let decl = entry.parsedDeclaration {
                result.formUnion(MentionedTypes(decl).genericParameters)
            }
            scope = Self.parent(of: scope)
        }
        return result
    }

    /// Whether `type` is a class on the main actor (model or new), following superclasses.
    func isMainActorClass(_ type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if let isolation = catalog.isolation[name] ?? newIsolation[name] { return isolation.contains("MainActor") }
            current = superOf[name]
        }
        return false
    }

    /// The class ancestors of `type`, nearest first.
    func ancestors(of type: String) -> [String] {
        var result: [String] = []
        var current = superOf[type]
        while let name = current, !result.contains(name) {
            result.append(name)
            current = superOf[name]
        }
        return result
    }
}
