import SwiftParser
import SwiftSyntax

/// Merges the declarations of Apple's documentation pages (``DocumentationPage``) into the
/// inventory read from the printed interface: the pages are the iOS 18.4 documentation, so they
/// carry what the iOS 14.2 interface cannot (isolation as Swift 6 imports it, later deprecations,
/// everything introduced in iOS 15–18).
///
/// Each page's Swift declaration is read by ``DeclarationReader`` inside `extension Owner { … }`
/// (a top-level symbol as it is), with the page's iOS availability written as an `@available`
/// attribute and, for a type, the inheritance its `Relationships` lists; the catalog of types
/// spans the interface and every page, so names are spelt as the interface's are.
///
/// - Existing entries (same id) keep their declaration; the page fills an isolation, an
///   introduced version or a deprecation the entry lacks. A page that declares the same name
///   differently (`reloadItems(at:)` with other types) is listed, never added.
/// - New entries: members of every type the inventory has, and the types (with their nested
///   types and members) that `Inventory/documentation-families.tsv` lists.
public struct DocumentationMerge {
    public struct Report: Sendable, Equatable {
        public var pages = 0
        public var added = 0
        public var addedPerType: [String: Int] = [:]
        public var isolated = 0
        public var deprecationsAdded = 0
        public var introducedFilled = 0
        /// `Type.name: interface …, page …` where the page declares a name of the interface differently.
        public var differences: [String] = []
        /// Declarations of types neither in the inventory nor in the families list.
        public var outsideFamilies = 0
        /// Pages whose platforms line does not name iOS.
        public var notOnIOS = 0
        /// Pages whose declaration lost its generic arguments (see ``damage(_:owner:catalog:)``).
        public var damaged = 0
        /// `id: why (page)` for each declaration not added because its page's declaration is damaged.
        public var damagedLeft: [String] = []
        /// `path:line: …` for a declaration the reader found nothing in.
        public var unread: [String] = []
    }

    /// Protocols a page's `Conforms To` lists that an imported declaration never writes: the
    /// compiler's markers, and what `OptionSet` or a raw type implies.
    static let impliedConformances: Set<String> = [
        "Copyable", "Escapable", "BitwiseCopyable", "CVarArg", "SetAlgebra", "ExpressibleByArrayLiteral",
        "RawRepresentable",
    ]
    /// Conformances every `NSObject` subclass has, which the printed interface does not repeat.
    static let objectConformances: Set<String> = [
        "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    public private(set) var entries: [InventoryEntry]
    public private(set) var report = Report()

    /// `interfaceFiles` are the printed interface's files (source id, path, text) the inventory was
    /// read from; `families` the top-level types new entries may be added for.
    public init(
        pages: [DocumentationPage], source: String, into existing: [InventoryEntry],
        interfaceFiles: [(source: String, path: String, text: String)], families: Set<String>
    ) {
        var report = Report()
        report.pages = pages.count
        let usable = pages.filter { page in
            if !page.isOnIOS { report.notOnIOS += 1 }
            return page.isOnIOS
        }
        let rawTypes = Self.rawTypes(usable)
        var catalog = TypeCatalog()
        var trees: [(path: String, tree: SourceFileSyntax)] = []
        for file in interfaceFiles {
            let tree = Parser.parse(source: file.text)
            catalog.add(tree, publicOnly: false)
            trees.append((file.path, tree))
        }
        var pageTrees: [(page: DocumentationPage, tree: SourceFileSyntax)] = []
        // A class page lists its superclass's conformances too; the printed interface does not repeat them.
        let classPages = Dictionary(
            usable.filter { $0.kind == "Class" }.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
        for page in usable {
            var inheritedConformances: Set<String> = []
            var ancestor = page.kind == "Class" ? page.inheritsFrom.first : nil
            while let name = ancestor, let superPage = classPages[name], !inheritedConformances.contains(name) {
                inheritedConformances.insert(name)
                inheritedConformances.formUnion(superPage.conformsTo)
                ancestor = superPage.inheritsFrom.first
            }
            let tree = Parser.parse(
                source: Self.swiftSource(
                    of: page, rawType: rawTypes[page.title], inheritedConformances: inheritedConformances))
            catalog.add(tree, publicOnly: false)
            pageTrees.append((page, tree))
        }
        catalog.aliases = catalog.aliasTargets(of: trees + pageTrees.map { ($0.page.path, $0.tree) }, publicOnly: false)

        var byID = Dictionary(existing.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let existingTypes = Set(existing.filter(\.signature.isType).map(\.id))
        var namesPerType: [String: [String: String]] = [:]
        for entry in existing where !entry.signature.isType {
            namesPerType[entry.type, default: [:]][entry.signature.kind + " " + entry.signature.name] = entry.id
        }
        let superclasses = Dictionary(
            existing.filter { $0.signature.kind == "class" }.compactMap { entry in
                entry.signature.result.map { (entry.id, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        func ancestors(_ type: String) -> [String] {
            var result: [String] = []
            var current = superclasses[type]
            while let name = current, !result.contains(name) {
                result.append(name)
                current = superclasses[name]
            }
            return result
        }
        func admitted(_ type: String) -> Bool {
            let parts = type.split(separator: ".").map(String.init)
            return (1...max(parts.count, 1)).contains { count in
                let prefix = parts.prefix(count).joined(separator: ".")
                return existingTypes.contains(prefix) || families.contains(prefix)
            }
        }
        var added: Set<String> = []
        for (page, tree) in pageTrees {
            let damage = page.declarations.lazy.compactMap {
                Self.damage($0.text, owner: page.isTypePage ? page.title : page.owner, catalog: catalog)
            }.first
            if damage != nil { report.damaged += 1 }
            let reader = DeclarationReader(file: tree, fileName: page.path, catalog: catalog, publicOnly: false)
            if reader.declarations.isEmpty {
                report.unread.append("\(page.path):\(page.declarations.first?.line ?? 1): no Swift declaration read")
            }
            for declaration in reader.declarations {
                var signature = declaration.signature
                let id = InventoryBuilder.entryID(type: declaration.type, signature: signature)
                let owner = signature.isType ? id : declaration.type
                let ownerKind = catalog.kinds[owner] ?? ""
                if ["class", "protocol"].contains(ownerKind), signature.isolation == "@MainActor" {
                    // Objective-C classes and protocols are imported `@MainActor @preconcurrency` (SE-0337).
                    signature.isolation = "@MainActor @preconcurrency"
                } else if !["class", "protocol"].contains(ownerKind) {
                    // As the header route: a class's or protocol's isolation reaches its functions,
                    // initializers, properties and subscripts, not its nested structs and enums,
                    // whose pages' `@MainActor` an imported option set or string type does not have.
                    signature.isolation = nil
                }
                let location = InventoryEntry.SourceLocation(
                    source: source, path: page.path,
                    line: max(declaration.line, page.declarations.first?.line ?? declaration.line))
                if var entry = byID[id] {
                    if added.contains(id) { continue }
                    let differences = entry.signature.differences(from: signature).filter { !$0.hasPrefix("isolation") }
                    if damage == nil, !differences.isEmpty {
                        report.differences.append("\(id): \(differences.joined(separator: "; ")) (\(page.path))")
                    }
                    if entry.signature.isolation == nil, let isolation = signature.isolation {
                        entry.signature.isolation = isolation
                        entry.isolationSource = location
                        report.isolated += 1
                    }
                    if entry.availability.deprecated == nil, let deprecated = declaration.availability.deprecated {
                        entry.availability.deprecated = deprecated
                        report.deprecationsAdded += 1
                    }
                    if entry.availability.introduced == nil, let introduced = declaration.availability.introduced {
                        entry.availability.introduced = introduced
                        report.introducedFilled += 1
                    }
                    byID[id] = entry
                    continue
                }
                guard admitted(owner) else {
                    report.outsideFamilies += 1
                    continue
                }
                if let damage {
                    report.damagedLeft.append("\(id): \(damage) (\(page.path))")
                    continue
                }
                if !signature.isType,
                    let other = ([declaration.type] + ancestors(declaration.type)).lazy.compactMap({
                        namesPerType[$0]?[signature.kind + " " + signature.name]
                    }).first
                {
                    report.differences.append(
                        "\(other): the page declares \(id) (\(page.path)); the interface's is kept")
                    continue
                }
                var entry = InventoryEntry(
                    id: id, type: declaration.type, signature: signature, declaration: declaration.text,
                    availability: declaration.availability, source: location)
                entry.isolationSource = nil
                byID[id] = entry
                added.insert(id)
                report.added += 1
                report.addedPerType[owner, default: 0] += 1
            }
        }
        report.differences.sort()
        report.damagedLeft.sort()
        self.report = report
        entries = byID.values.sorted { $0.id < $1.id }
    }

    /// Raw types of enumerations by full name, from their `init(rawValue:)` pages: a page shows an
    /// imported enumeration as `enum Style` and its raw type only on that initializer.
    static func rawTypes(_ pages: [DocumentationPage]) -> [String: String] {
        var result: [String: String] = [:]
        for page in pages where page.kind == "Initializer" && page.title == "init(rawValue:)" {
            for declaration in page.declarations {
                let tree = Parser.parse(source: declaration.text)
                for item in tree.statements {
                    guard let initializer = item.item.as(InitializerDeclSyntax.self),
                        let parameter = initializer.signature.parameterClause.parameters.first
                    else { continue }
                    result[page.owner] = result[page.owner] ?? parameter.type.trimmedDescription
                }
            }
        }
        return result
    }

    /// The page's declarations as Swift a ``DeclarationReader`` reads: inside `extension Owner { … }`
    /// with the page's availability as an attribute, a type with its inheritance and a body. Each
    /// declaration keeps its page line (blank lines before it), so the reader's lines are the page's.
    static func swiftSource(
        of page: DocumentationPage, rawType: String?, inheritedConformances: Set<String> = []
    ) -> String {
        var lines: [String] = []
        let owner = page.owner
        for declaration in page.declarations {
            var text = declaration.text
            if page.isTypePage {
                text = typeDeclaration(
                    text, page: page, rawType: rawType, inheritedConformances: inheritedConformances)
            }
            var attribute = "@available(iOS"
            if let introduced = page.availability.introduced { attribute += ", introduced: \(introduced)" }
            if let deprecated = page.availability.deprecated { attribute += ", deprecated: \(deprecated)" }
            attribute += ")"
            let hasFigures = page.availability.introduced != nil || page.availability.deprecated != nil
            let opening =
                (owner.isEmpty ? "" : "extension \(owner) { ") + (hasFigures ? attribute : "")
            // Everything before the declaration's first line: blank lines, then the opening on the line before.
            while lines.count < declaration.line - 2 { lines.append("") }
            lines.append(opening)
            lines.append(text)
            if !owner.isEmpty { lines.append("}") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `class UIButton` as the page shows it, with the superclass and protocols its relationships
    /// list and an empty body: `class UIButton: UIControl, UIAccessibilityContentSizeCategoryImageAdjusting {}`.
    static func typeDeclaration(
        _ text: String, page: DocumentationPage, rawType: String?, inheritedConformances: Set<String> = []
    ) -> String {
        let tree = Parser.parse(source: text)
        guard let item = tree.statements.first?.item, let decl = item.as(DeclSyntax.self) else { return text }
        var inherited: [String] = []
        switch page.kind {
        case "Class":
            inherited += page.inheritsFrom.prefix(1)
            inherited += page.conformsTo.filter {
                !impliedConformances.contains($0) && !objectConformances.contains($0)
                    && !inheritedConformances.contains($0)
            }
        case "Protocol":
            inherited += page.inheritsFrom
        case "Enumeration":
            inherited += rawType.map { [$0] } ?? []
            inherited += page.conformsTo.filter { !impliedConformances.contains($0) }
        default:
            // A string or number wrapped (`UIImagePickerController.InfoKey`) is RawRepresentable;
            // an option set says OptionSet, which implies it.
            let isOptionSet = page.conformsTo.contains("OptionSet")
            inherited += page.conformsTo.filter {
                !impliedConformances.contains($0) || ($0 == "RawRepresentable" && !isOptionSet)
            }
        }
        inherited = inherited.filter(DocumentationPage.isTypeName)
        let clause: InheritanceClauseSyntax? =
            inherited.isEmpty
            ? nil
            : InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: InheritedTypeListSyntax(
                    inherited.enumerated().map { index, name in
                        InheritedTypeSyntax(
                            type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
                            trailingComma: index < inherited.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    }))
        let body = MemberBlockSyntax(
            leftBrace: .leftBraceToken(leadingTrivia: .space), members: [], rightBrace: .rightBraceToken())
        func written(_ syntax: some DeclSyntaxProtocol) -> String { syntax.description }
        if var type = decl.as(ClassDeclSyntax.self) {
            if type.inheritanceClause == nil, let clause { type.inheritanceClause = clause }
            type.memberBlock = body
            return written(type)
        }
        if var type = decl.as(StructDeclSyntax.self) {
            if type.inheritanceClause == nil, let clause { type.inheritanceClause = clause }
            type.memberBlock = body
            return written(type)
        }
        if var type = decl.as(EnumDeclSyntax.self) {
            if type.inheritanceClause == nil, let clause { type.inheritanceClause = clause }
            type.memberBlock = body
            return written(type)
        }
        if var type = decl.as(ProtocolDeclSyntax.self) {
            if type.inheritanceClause == nil, let clause { type.inheritanceClause = clause }
            type.memberBlock = body
            return written(type)
        }
        return text
    }
}
