import SwiftSyntax

extension GenerationContext {
    static let header = [
        "// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.",
        "// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.",
        "import Foundation",
    ]

    /// The plan's files: regions in the hand-written files, and the generated folder.
    func emit() -> DeclarationGenerator.Plan {
        var plan = DeclarationGenerator.Plan()
        plan.generated = generated
        plan.left = left
        var regions: [String: [String: [String]]] = [:]
        var blocks: [String: [(key: String, lines: [String])]] = [:]
        func add(_ lines: [String], for entry: InventoryEntry) {
            let line = String(entry.source.line)
            let key = "\(entry.source.path):\(String(repeating: "0", count: max(0, 6 - line.count)))\(line)"
            blocks[generatedFile(entry), default: []].append((key, lines))
        }
        for entry in inventory where entry.signature.isType && newTypes.contains(entry.id) {
            add(nested(typeBlock(entry), in: Self.parent(of: entry.id)), for: entry)
        }
        for entry in inventory where !entry.signature.isType {
            guard let how = generated[entry.id], how != "inherited" else { continue }
            let owner = entry.type.isEmpty ? "" : ownerName(entry.type)
            if newTypes.contains(owner) { continue }
            if owner.isEmpty {
                add(member(entry, in: .global), for: entry)
                continue
            }
            guard let path = declaredIn[owner] else { continue }
            if kind(of: owner) == "protocol" {
                regions[path, default: [:]][owner, default: []] += member(entry, in: .requirement) + [""]
                let defaults = member(entry, in: .protocolExtension)
                if !defaults.isEmpty { add(["extension \(owner) {"] + indented(defaults) + ["}"], for: entry) }
            } else {
                regions[path, default: [:]][owner, default: []] += member(entry, in: ownerContext(owner)) + [""]
            }
        }
        for file in handWritten {
            var text = file.text
            if let members = regions[file.path] {
                text = GeneratedRegion.inserting(members.mapValues { Array($0.dropLast()) }, into: text).text
            }
            if regions[file.path] != nil || text != originals[file.path] {
                plan.files[file.path] = text
                plan.originals[file.path] = originals[file.path]
            }
        }
        var written: Set<String> = []
        for (path, list) in blocks {
            var lines = Self.header
            for block in list.sorted(by: { $0.key < $1.key }) { lines += [""] + block.lines }
            let text = lines.joined(separator: "\n") + "\n"
            written.insert(path)
            plan.files[path] = text
            plan.originals[path] = originals[path]
        }
        for path in existingGenerated where !written.contains(path) { plan.files[path] = "" }
        return plan
    }

    /// `Inventory+UIButton.swift`: named after the interface file the entry comes from, or, for an
    /// entry of a documentation page (one page per symbol), after its top-level type.
    func generatedFile(_ entry: InventoryEntry) -> String {
        var base = entry.source.path.split(separator: "/").last.map(String.init) ?? "Inventory.swift"
        if !base.hasSuffix(".swift") {
            let owner = entry.signature.isType ? entry.id : entry.type
            base = (owner.split(separator: ".").first.map(String.init) ?? "Documentation") + ".swift"
        }
        return "\(DeclarationGenerator.generatedFolder)/Inventory+\(base)"
    }

    func indented(_ lines: [String]) -> [String] { lines.map { $0.isEmpty ? "" : "    " + $0 } }

    /// `lines` inside `extension Parent { … }` for each enclosing type, outermost first.
    func nested(_ lines: [String], in parent: String) -> [String] {
        guard !parent.isEmpty else { return lines }
        let outer = ownerName(parent)
        return ["extension \(outer) {"] + indented(lines) + ["}"]
    }

    // MARK: Where a member goes

    enum Owner: Equatable {
        case global
        case `class`(open: Bool, final: Bool, generic: Bool)
        case `struct`(generic: Bool)
        case `enum`
        case requirement
        case protocolExtension
    }

    func ownerContext(_ owner: String) -> Owner {
        let generic = !ownerGenerics(owner).isEmpty
        switch kind(of: owner) {
        case "class":
            if newTypes.contains(owner) { return .class(open: true, final: false, generic: generic) }
            let flags = classFlags[owner] ?? GeneratedRegion.DeclaredType()
            return .class(open: flags.isOpen, final: flags.isFinal || !flags.isOpen, generic: generic)
        case "struct": return .struct(generic: generic)
        case "enum": return .enum
        case "protocol": return .requirement
        default: return .global
        }
    }

    // MARK: Types

    /// A generated type with its generated members.
    func typeBlock(_ entry: InventoryEntry) -> [String] {
        guard let decl = entry.parsedDeclaration else { return [] }
        let name = entry.signature.name
        var lines = documentation(entry, "Declared from the inventory; its members say what each does.")
        lines += availability(entry.availability)
        if let isolation = newIsolation[entry.id] { lines.append(isolation) }
        let members = inventory.filter {
            $0.type == entry.id && generated[$0.id] != nil && generated[$0.id] != "inherited"
        }.sorted { $0.source.line < $1.source.line }
        var body: [String] = []
        let context = ownerContext(entry.id)
        switch entry.signature.kind {
        case "class":
            var inherited: [String] = []
            if let parent = superOf[entry.id] { inherited.append(parent) }
            inherited += conformances(decl, owner: entry.id)
            let generics = decl.as(ClassDeclSyntax.self)?.genericParameterClause?.trimmedDescription ?? ""
            lines.append("open class \(name)\(generics)\(inheritance(inherited)) {")
        case "struct":
            let flavor = structFlavor(entry.id)
            let generics = decl.as(StructDeclSyntax.self)?.genericParameterClause?.trimmedDescription ?? ""
            if let flavor {
                let raw = rawType(of: entry.id)
                let sendable = PlatformNames.topLevel.contains(raw) ? ", Sendable" : ""
                lines.append(
                    "public struct \(name)\(generics): \(flavor == "optionset" ? "OptionSet" : "RawRepresentable"), Hashable\(sendable) {"
                )
                body.append("public let rawValue: \(raw)")
                body.append("public init(rawValue: \(raw)) { self.rawValue = rawValue }")
            } else {
                lines.append("public struct \(name)\(generics)\(inheritance(conformances(decl, owner: entry.id))) {")
            }
        case "enum":
            var inherited: [String] = []
            if let raw = decl.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                PlatformNames.numbers.contains(raw) || raw == "String"
            {
                inherited.append(raw)
            }
            lines.append("public enum \(name)\(inheritance(inherited)) {")
        default:  // protocol
            var inherited: [String] = []
            for type in decl.as(ProtocolDeclSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                let written = DeclarationFacts.extendedName(type.type)
                if written == "class" || written == "AnyObject" {
                    inherited.append("AnyObject")
                } else if let full = resolve(written, in: ""),
                    kind(of: full) == "protocol" || written == "NSObjectProtocol"
                {
                    inherited.append(written)
                }
            }
            lines.append("public protocol \(name)\(inheritance(inherited)) {")
            var defaults: [String] = []
            for member in members {
                body += self.member(member, in: .requirement) + [""]
                if member.parsedDeclaration.map(isOptionalRequirement) == true {
                    defaults += self.member(member, in: .protocolExtension)
                }
            }
            if body.last == "" { body.removeLast() }
            lines += indented(body) + ["}"]
            if !defaults.isEmpty { lines += ["", "extension \(name) {"] + indented(defaults) + ["}"] }
            return lines
        }
        for member in members {
            if let role = newtypeRole(member), role == "type" {
                if member.signature.name == "init(_:)" {
                    body.append("public init(_ rawValue: \(rawType(of: entry.id))) { self.rawValue = rawValue }")
                }
                continue
            }
            body += self.member(member, in: context)
        }
        lines += indented(body) + ["}"]
        return lines
    }

    func inheritance(_ names: [String]) -> String { names.isEmpty ? "" : ": " + names.joined(separator: ", ") }

    /// The protocols a new type keeps of those UIKit's declaration lists: the model's and the
    /// inventory's protocols that ask for nothing the type does not declare.
    func conformances(_ decl: DeclSyntax, owner: String) -> [String] {
        let clause =
            decl.as(ClassDeclSyntax.self)?.inheritanceClause ?? decl.as(StructDeclSyntax.self)?.inheritanceClause
        var result: [String] = []
        for (index, type) in (clause?.inheritedTypes ?? []).enumerated() {
            if index == 0, decl.is(ClassDeclSyntax.self) { continue }
            let written = DeclarationFacts.extendedName(type.type)
            guard let full = resolve(written, in: owner), kind(of: full) == "protocol" else { continue }
            if catalog.kinds[full] != nil {
                if (surface.declarations[full] ?? []).isEmpty { result.append(written) }
            } else if newTypes.contains(full) {
                let required = inventory.filter {
                    $0.type == full && generated[$0.id] != nil
                        && $0.parsedDeclaration.map(isOptionalRequirement) == false
                }
                if required.isEmpty { result.append(written) }
            }
        }
        return result
    }

    func isOptionalRequirement(_ decl: DeclSyntax) -> Bool {
        modifiers(of: decl).contains("optional")
    }

    func modifiers(of decl: DeclSyntax) -> [String] {
        let list: DeclModifierListSyntax? =
            decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
            ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
        return list?.map(\.name.text) ?? []
    }

    /// `newtype` (a string or number wrapped, `_SwiftNewtypeWrapper`), `optionset`, or nil.
    func structFlavor(_ type: String) -> String? {
        guard newTypes.contains(type), let decl = typeEntries[type]?.parsedDeclaration?.as(StructDeclSyntax.self)
        else { return nil }
        let names = (decl.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        if names.contains("OptionSet") { return "optionset" }
        if names.contains("_SwiftNewtypeWrapper") || names.contains("RawRepresentable") { return "newtype" }
        return nil
    }

    func rawType(of type: String) -> String {
        let initializer = inventory.first { $0.type == type && $0.signature.name == "init(rawValue:)" }
        // Without its `init(rawValue:)`, an option set's raw type is an integer, as every UIKit option set's is.
        return initializer?.signature.parameters.first?.type ?? (structFlavor(type) == "optionset" ? "UInt" : "String")
    }

    /// `type` for a generated newtype's or option set's own `rawValue`/`init(rawValue:)`/`init(_:)`;
    /// `constant` for an option set's or newtype's static constants.
    func newtypeRole(_ entry: InventoryEntry) -> String? {
        guard structFlavor(entry.type) != nil else { return nil }
        if ["rawValue", "init(rawValue:)", "init(_:)"].contains(entry.signature.name) { return "type" }
        return nil
    }
}
