import SwiftSyntax

extension GenerationContext {
    static let unresolvedReason = "unresolved"

    /// Decides which missing types and members are generated, and why the others are not.
    mutating func decide() {
        decideTypes()
        // Member typealiases first: other members' signatures name them. An alias may name another.
        let aliases = missing.filter { $0.signature.kind == "typealias" && !$0.type.isEmpty }
        var changed = true
        while changed {
            changed = false
            for entry in aliases where !memberAliases.contains("\(ownerName(entry.type)).\(entry.signature.name)") {
                if memberProblem(entry) == nil {
                    memberAliases.insert("\(ownerName(entry.type)).\(entry.signature.name)")
                    changed = true
                }
            }
        }
        // Members, owners' ancestors first, so an entry a superclass now declares is inherited.
        let members = missing.filter { !$0.signature.isType }.sorted {
            let first = ancestors(of: $0.type).count
            let second = ancestors(of: $1.type).count
            return first != second ? first < second : false
        }
        for entry in members {
            if let reason = memberProblem(entry) {
                left[entry.id] = reason
            } else {
                let how = memberMode(entry)
                generated[entry.id] = how
                if how != "inherited" {
                    generatedNames[ownerName(entry.type), default: []].insert(
                        "\(entry.signature.kind) \(entry.signature.name)")
                }
            }
        }
    }

    /// The model type (an alias followed) or the inventory type a member belongs to.
    func ownerName(_ type: String) -> String {
        newTypes.contains(type) ? type : surface.resolved(type)
    }

    /// The missing types the generator declares: each whose enclosing type and superclass resolve.
    mutating func decideTypes() {
        let candidates = missing.filter(\.signature.isType)
        newTypes = Set(candidates.map(\.id))
        for entry in candidates {
            if let decl = entry.parsedDeclaration?.as(ClassDeclSyntax.self),
                let first = decl.inheritanceClause?.inheritedTypes.first
            {
                let name = DeclarationFacts.extendedName(first.type)
                if let full = resolve(name, in: Self.parent(of: entry.id)),
                    kind(of: full) == "class" || full == "NSObject"
                {
                    superOf[entry.id] = full
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for entry in candidates where newTypes.contains(entry.id) {
                if let reason = typeProblem(entry) {
                    newTypes.remove(entry.id)
                    left[entry.id] = reason
                    changed = true
                }
            }
        }
        for entry in candidates where newTypes.contains(entry.id) {
            generated[entry.id] = "type"
        }
        // Isolation: recorded, or the family's: a main-actor superclass or refined protocol, or members
        // that take or give main-actor classes (UIKit's delegates and the objects views hand out).
        var settled = false
        while !settled {
            settled = true
            for entry in candidates where newTypes.contains(entry.id) && newIsolation[entry.id] == nil {
                if let isolation = isolation(of: entry) {
                    newIsolation[entry.id] = isolation
                    settled = false
                }
            }
        }
    }

    func typeProblem(_ entry: InventoryEntry) -> String? {
        let parent = Self.parent(of: entry.id)
        if entry.id.split(separator: ".").last?.hasPrefix("_") == true {
            return "underscored: an implementation detail of how Swift imports the SDK, not API"
        }
        if allNames.contains(entry.id) {
            return "clash: the model declares a non-public type or a typealias named \(entry.id)"
        }
        if !parent.isEmpty {
            if !isKnown(parent) { return "enclosing: its enclosing type \(parent) is not declared" }
            if kind(of: parent) == "protocol" { return "enclosing: a type nested in a protocol" }
            if entry.signature.kind == "protocol" {
                return
                    "enclosing: a protocol nested in a type (its requirements' defaults need an extension at file scope)"
            }
            if catalog.kinds[parent] == nil, !newTypes.contains(parent), surface.resolved(parent) != parent {
                return "enclosing: the model declares \(parent) as an alias"
            }
        }
        guard let decl = entry.parsedDeclaration else { return "unparsed: the declaration does not parse" }
        if let classDecl = decl.as(ClassDeclSyntax.self), let first = classDecl.inheritanceClause?.inheritedTypes.first
        {
            let name = DeclarationFacts.extendedName(first.type)
            guard let full = resolve(name, in: parent) else {
                return
                    "\(Self.unresolvedReason): its superclass \(name) is declared by neither the model nor the inventory"
            }
            if kind(of: full) != "class" && full != "NSObject" {
                return "\(Self.unresolvedReason): \(name) is not a class the model or the inventory declares"
            }
        }
        return nil
    }

    func isolation(of entry: InventoryEntry) -> String? {
        if let recorded = entry.signature.isolation { return recorded }
        let mainActor = "@MainActor @preconcurrency"
        if let parent = superOf[entry.id], isMainActorClass(parent) { return mainActor }
        if let decl = entry.parsedDeclaration?.as(ProtocolDeclSyntax.self) {
            for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
                let name = DeclarationFacts.extendedName(inherited.type)
                if let full = resolve(name, in: ""), (catalog.isolation[full] ?? newIsolation[full]) != nil {
                    return mainActor
                }
            }
        }
        if superOf[entry.id] == nil || superOf[entry.id] == "NSObject" {
            for member in inventory where member.type == entry.id {
                guard let decl = member.parsedDeclaration else { continue }
                let names = MentionedTypes(decl).names.compactMap { resolve($0, in: entry.id) }
                if names.contains(where: { $0 != entry.id && kind(of: $0) == "class" && isMainActorClass($0) }) {
                    return mainActor
                }
            }
        }
        return nil
    }

    /// Why a missing member cannot be declared, or nil.
    func memberProblem(_ entry: InventoryEntry) -> String? {
        let owner = entry.type
        let signature = entry.signature
        let name = signature.name
        if !owner.isEmpty {
            if left[owner] != nil || (typeEntries[owner] != nil && !isKnown(owner) && !newTypes.contains(owner)) {
                return "type-not-declared: its type \(owner) is not declared"
            }
            let resolved = ownerName(owner)
            if !newTypes.contains(resolved), declaredIn[resolved] == nil {
                return "no-body: the model does not declare \(owner) in a body the generator can write to"
            }
        }
        if name.hasPrefix("_") { return "underscored: an implementation detail of how Swift imports the type" }
        if let first = name.first, !(first.isLetter || first == "`") {
            return "operator: the type's conformance provides it"
        }
        if ["hashValue", "hash(into:)"].contains(name) { return "synthesized: Hashable provides it" }
        let ownerKind = kind(of: ownerName(owner))
        if ownerKind == "enum", ["init(rawValue:)", "rawValue"].contains(name) {
            return "synthesized: the enum's raw type provides it"
        }
        if !owner.isEmpty, !newTypes.contains(ownerName(owner)) {
            let base = name.split(separator: "(").first.map(String.init) ?? name
            let clashes = (wholeSurface.declarations[ownerName(owner)] ?? []).filter {
                $0.signature.name == name || (signature.kind == "var" && $0.signature.name == base)
                    || ($0.signature.kind == "var" && $0.signature.name == base)
                    || (signature.isType && $0.signature.name == base)
            }
            if let clash = clashes.first {
                let what = "\(clash.signature.kind) \(clash.signature.name)"
                return "clash: the model's own \(what) on \(ownerName(owner)) has that name"
            }
            if signature.kind == "associatedtype" {
                return "clash: an associated type added to the model's protocol would break the model's conformers"
            }
        }
        let baseName = name.split(separator: "(").first.map(String.init) ?? name
        // An ancestor's member of that name declared otherwise (`UIView.tintColor: UIColor` against
        // `UITabBar.tintColor: UIColor!`): the declaration would neither override it nor stand beside it.
        // A type member and an instance member of one name are two members (NSObject's class method
        // `description()` stands beside an instance method `description()`), so only a member with
        // the same receiver clashes.
        for ancestor in ancestors(of: ownerName(owner)) where !owner.isEmpty {
            let other = (wholeSurface.declarations[ancestor] ?? []).first {
                $0.signature.isStatic == signature.isStatic
                    && ($0.signature.name == name || (signature.kind == "var" && $0.signature.name == baseName))
                    && !$0.signature.differences(from: signature).filter { !$0.hasPrefix("isolation") }.isEmpty
            }
            if let other {
                return
                    "clash: the model's \(ancestor) declares \(other.signature.kind) \(other.signature.name) otherwise"
            }
        }
        guard let decl = entry.parsedDeclaration else { return "unparsed: the declaration does not parse" }
        if let name = unresolved(decl, in: ownerName(owner)) {
            return "\(Self.unresolvedReason): names \(name), which neither the model nor the inventory declares"
        }
        if signature.kind == "case", ownerKind != "enum" { return "unparsed: a case outside an enum" }
        if ownerKind == "class" {
            let resolved = ownerName(owner)
            let descendants = catalog.superclasses.filter { isDescendant($0.key, of: resolved) }.keys.sorted()
            for descendant in descendants
            where (surface.declarations[descendant] ?? []).contains(where: {
                $0.signature.name == name && $0.signature.kind == signature.kind
            }) {
                return "overridden: the model's \(descendant) declares it without `override`"
            }
            if signature.kind == "init", signature.parameters.allSatisfy(\.hasDefault) {
                return "no-init: every parameter has a default, so the `self.init()` it starts from would call itself"
            }
            if signature.kind == "init", !hasPlainInit(resolved) {
                return "no-init: the model's \(resolved) has no init() to start from"
            }
        }
        if ownerKind == "struct", signature.kind == "init", !newTypes.contains(owner),
            !hasPlainInit(ownerName(owner)) || signature.parameters.allSatisfy(\.hasDefault)
        {
            return "no-init: the model's \(ownerName(owner)) has no init() to start from"
        }
        return nil
    }

    func isDescendant(_ type: String, of ancestor: String) -> Bool {
        ancestors(of: type).contains(ancestor)
    }

    /// Whether `init()` can be called on `type`: it declares one, or (a class) declares no initializer
    /// and its superclass has one; NSObject has one.
    func hasPlainInit(_ type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == "NSObject" { return true }
            if newTypes.contains(name) {
                current = superOf[name]
                continue
            }
            let inits = (wholeSurface.declarations[name] ?? []).filter { $0.signature.kind == "init" }
            if inits.contains(where: { $0.signature.parameters.allSatisfy(\.hasDefault) }) { return true }
            if !inits.isEmpty || kind(of: name) != "class" { return false }
            current = superOf[name]
        }
        return false
    }

    /// How a member that can be declared is: `inherited` (an ancestor now declares it), `stored`,
    /// `constant`, `case`, `type` (part of a generated type's own declaration), `requirement`, `unmodelled`.
    func memberMode(_ entry: InventoryEntry) -> String {
        let owner = ownerName(entry.type)
        let signature = entry.signature
        if kind(of: owner) == "class" {
            for ancestor in ancestors(of: owner)
            where generatedNames[ancestor]?.contains("\(signature.kind) \(signature.name)") == true {
                return "inherited"
            }
        }
        if signature.kind == "case" { return "case" }
        if ["typealias", "associatedtype"].contains(signature.kind) { return "typealias" }
        if kind(of: owner) == "protocol" { return "requirement" }
        if newTypes.contains(owner), let special = newtypeRole(entry) { return special }
        // A hand-written struct synthesizes Equatable/Hashable from its stored properties: storage the
        // generator adds could hold a value that is neither.
        let handWrittenStruct = kind(of: owner) == "struct" && !newTypes.contains(owner)
        if signature.kind == "var", signature.isSettable, !handWrittenStruct, storage(for: entry) != nil {
            return "stored"
        }
        if constantValue(entry) != nil { return "constant" }
        return "unmodelled"
    }
}
