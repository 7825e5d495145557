import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// The top-level declarations of a whole document — types, protocols, typealiases, functions,
/// `let`/`var`s and extensions — read from its blocks' syntax trees, so that a block that uses one
/// without declaring it gets the guide's own declaration instead of a guessed placeholder or a
/// "model gap", whichever block shows it: before the block, after it, or in a block that uses the
/// borrowing block's own declarations in turn.
///
/// Which version a block gets, when several blocks declare a name (a ❌ block then a ✅ one, or a
/// type shown again with more members):
/// - a block that declares the name itself always uses its own, so the two `Item`s of a ❌/✅ pair
///   never meet;
/// - otherwise the version in force where the block stands: the nearest declaration before it, or,
///   when there is none, the first one after it (a guide that uses a cell class and shows it later);
/// - a block marked incorrect never supplies a version while a block not marked incorrect declares
///   the name.
///
/// An extension is shared member by member (`UICollectionViewCompositionalLayout.grid`): a block that
/// mentions a member the document's extensions declare gets that extension, unless the block declares
/// a member of that name on the same type itself; an extension adding a conformance comes with the
/// type it extends when that type is borrowed.
///
/// Only declarations whose every name is the model's, the toolchain's, another shared declaration's
/// or a type name the document never declares are shared; a type name no block declares is guessed
/// as it would be in a block that uses it (the placeholder), and the report's `inferred:` line names
/// the guess. A declaration that needs a value the guide does not show is not shared: borrowing it
/// would move the guessing into code the reader never sees. A declaration that uses a name
/// the borrowing block declares itself is shared only when that name, where the declaration stands,
/// resolves to the borrowing block's own version (two blocks that refer to each other, even when
/// the document shows both again later as a complete example).
struct DocumentDeclarations {
    /// One top-level declaration of a block.
    struct Entry: Hashable {
        /// Its position among the document's entries.
        var id = 0
        /// The name it declares (the first, for `let a = 1, b = 2`), or `extension Type` for an extension.
        var name: String
        /// What it declares, as versions are told apart: names (`Item`), an extension's members
        /// (`UITableView.dequeue`) and conformances (`Item: Hashable`).
        var keys: Set<String>
        /// The declaration as written.
        var source: String
        /// The page line it starts on.
        var line: Int
        /// The page line of each line of `source`, when it stands on them line for line (``LentCode``).
        var pageLines: [Int]?
        /// The index of the block (or split part) that declares it, in document order.
        var block: Int
        var fromIncorrectBlock: Bool
        /// The names it uses and does not declare itself (``FreeNames``): every one must be the model's,
        /// the toolchain's or the document's for it to be shared.
        var needs: Set<String>
        /// Every identifier it mentions (the document's names and members among them are what it uses).
        var identifiers: Set<String>
        /// For an extension: the type it extends and the members it declares, by the names a block
        /// mentions them by and as Swift tells them apart (a function by its full name).
        var extendedType: String?
        var members: Set<String> = []
        var memberSignatures: Set<String> = []
        var addsConformances = false
        /// For a type: the members it declares (`PostCell`'s `dateLabel`), which are the guide's, never the model's gaps.
        var typeMembers: Set<String> = []
        /// Whether it is a struct (a value any code can make when it has a memberwise initializer).
        var isStruct = false
        /// For a class that can be subclassed (not `final`): the class it inherits from, as written
        /// (the empty string for a root class).
        var superclass: String?
        /// Whether it is `@Observable`, so the block needs `import Observation`.
        var isObservable = false
        /// For a function whose body needs what the guide does not show: the function with its body
        /// elided (``Elision/filledBody``), and what that needs, shared when the whole is not (its
        /// signature is the guide's; a call of it stops at the elision, not checkable).
        var signature: Signature?
        /// Whether the source shared is ``signature``'s.
        var bodyElided = false
        /// Whether it is a function, and the document's only declaration of its name: its signature
        /// is what the guide's calls of it must match, with no other version to fall back on.
        var isFunction = false
        var isOnlyVersion = false
        /// Whether it is a function the guide shows alone, shared as a member of the type whose
        /// members it uses (``DocumentDeclarations/asMember(_:declaredAnywhere:of:version:)``).
        var isMemberShownAlone = false
        /// The names it calls or passes as functions: a function is borrowed for a call, never for a
        /// value of the same name (`tableView`, the host's property, is not `func tableView(_:cellForRowAt:)`).
        var calls: Set<String> = []
        /// The members it reads of the types it leaves free, by type (`Photo.samples` → `Photo`:
        /// `samples`): a block borrowing it gets them on the guessed type (``FreeNames/typeMembers``).
        var typeMembersRead: [String: Set<String>] = [:]
        /// The type names it uses that nothing in the document, the model or the toolchain declares
        /// (`Asset` in the guide's `func download(_ id: Asset.ID)`): a block that borrows it gets the
        /// placeholder for each, as it would for its own use of them.
        var guessedTypes: Set<String> = []
    }

    /// A function declaration with its body elided, and what it needs and mentions.
    struct Signature: Hashable {
        var source: String
        var needs: Set<String>
        var identifiers: Set<String>
    }

    /// A stored property of the implied host a block declares (`private var dataSource: …!`, a
    /// variable with no value or with a modifier only a member can have): a block that uses the name
    /// gets a value of that type, not the declaration, which as a local would mean something else.
    struct Property: Hashable, Sendable {
        var name: String
        /// The declared type (an implicitly unwrapped optional's wrapped type).
        var type: String
        var line: Int
        var block: Int
        var fromIncorrectBlock: Bool
        /// The type names it uses that are neither the model's nor the toolchain's.
        var needs: Set<String>
    }

    private var entries: [Entry] = []
    /// The shareable entries by key, in document order (``index()``).
    private var shareableByKey: [String: [Entry]] = [:]
    /// The names shareable entries declare (extensions aside).
    private var sharedNames: Set<String> = []
    private var sharedExtensions: [Entry] = []
    private var properties: [Property] = []
    /// The section and item types of each data source or snapshot type a block not marked incorrect
    /// wrote out (`UICollectionViewDiffableDataSource<Section, Item>`), at any depth, by block.
    private var diffable: [(block: Int, arguments: (section: String, item: String))] = []
    let vocabulary: ModelVocabulary

    init(vocabulary: ModelVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Records the top-level declarations of a block (or a split block's part); `block` is its index in
    /// document order. Every block is recorded before any block borrows.
    mutating func record(
        _ tree: SourceFileSyntax, lines: [SpecExample.Line], classification: SpecExample.Classification?, block: Int
    ) {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let incorrect = classification == .incorrect
        if !incorrect, let arguments = FreeNames.find(in: tree, vocabulary: vocabulary).diffableArguments {
            diffable.append((block, arguments))
        }
        for item in tree.statements {
            guard let declaration = item.item.as(DeclSyntax.self) else { continue }
            // Top-level functions are the main actor's, as the block's own are (``MainActorAnnotator``).
            let isolated =
                declaration.as(FunctionDeclSyntax.self).map { !$0.attributes.trimmedDescription.contains("MainActor") }
                ?? false
            // A static member shown without its type is shared as the file's own (``StaticMembers``).
            let source = (isolated ? "@MainActor " : "") + StaticMembers.unqualified(declaration).trimmedDescription
            let declarationTree = Parser.parse(source: source)
            guard !declarationTree.hasError else { continue }
            let index = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line - 1
            let line = lines.indices.contains(index) ? lines[index].number : lines.first?.number ?? 0
            let last = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line - 1
            if let variable = declaration.as(VariableDeclSyntax.self), Self.isHostProperty(variable) {
                properties += Self.properties(of: variable).map { name, type in
                    let needs = FreeNames.find(in: Parser.parse(source: "let _: \(type)"), vocabulary: vocabulary).types
                    return Property(
                        name: name, type: type, line: line, block: block, fromIncorrectBlock: incorrect,
                        needs: Set(needs))
                }
                continue
            }
            let free = FreeNames.find(in: declarationTree, vocabulary: vocabulary)
            var entry = Entry(
                name: "", keys: [], source: source, line: line, block: block, fromIncorrectBlock: incorrect,
                needs: Set(free.types + free.values.map(\.name)), identifiers: Self.identifiers(in: declarationTree),
                isObservable: free.usesObservable, calls: Self.calls(free), typeMembersRead: free.typeMembers)
            if lines.indices.contains(index), lines.indices.contains(last), index <= last {
                entry.pageLines = lines[index...last].map(\.number)
            }
            if let shape = Self.extensionShape(declaration) {
                entry.name = "extension \(shape.type)"
                entry.extendedType = shape.type
                entry.members = shape.members
                entry.memberSignatures = shape.signatures
                entry.addsConformances = !shape.conformances.isEmpty
                entry.keys = Set(
                    shape.signatures.map { "\(shape.type).\($0)" }
                        + shape.conformances.map { "\(shape.type): \($0)" })
                // The extended type is a use, not a need: a model type, or a document's type borrowed with it.
                entry.needs.remove(shape.type)
            } else {
                let names = Self.names(of: declaration)
                guard let first = names.first else { continue }
                entry.name = first
                entry.keys = Set(names)
                entry.typeMembers =
                    declaration.asProtocol(DeclGroupSyntax.self).map { Self.members(of: $0.memberBlock) } ?? []
                entry.isStruct = declaration.is(StructDeclSyntax.self)
                if let type = declaration.as(ClassDeclSyntax.self),
                    !type.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) })
                {
                    entry.superclass = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                }
                entry.needs.subtract(names)
                let function = declarationTree.statements.first?.item.as(FunctionDeclSyntax.self)
                entry.isFunction = function != nil
                // Only a function that can stand at file scope: a host's method (`override`, `@objc`,
                // a body reading `self`) is the host's, which inference makes, not a function to share.
                if let function, let body = function.body, !HostChoice.hasMemberModifier(declaration),
                    !function.attributes.contains(where: {
                        RuntimeAttributes.names.contains(
                            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
                    }),
                    !body.tokens(viewMode: .sourceAccurate).contains(where: {
                        $0.tokenKind == .keyword(.self) || $0.tokenKind == .keyword(.super)
                    })
                {
                    let elided = Parser.parse(source: Self.elidingBody(of: function, in: source))
                    let signatureNames = FreeNames.find(in: elided, vocabulary: vocabulary)
                    entry.signature = Signature(
                        source: elided.description,
                        needs: Set(signatureNames.types + signatureNames.values.map(\.name)).subtracting(names),
                        identifiers: Self.identifiers(in: elided))
                }
            }
            guard !entry.keys.isEmpty else { continue }
            entry.id = entries.count
            entries.append(entry)
        }
        index()
    }

    /// The section and item types a block that writes none should give a data source or snapshot it
    /// uses: the document's, as ``DocumentDeclarations`` picks versions (the nearest before the block,
    /// else the first after it), when each is the model's, the toolchain's or a declaration the block
    /// can borrow, and the block declares neither name itself. `free`: the tree's free names
    /// (``FreeNames/find(in:vocabulary:visible:)``).
    func diffableArguments(for tree: SourceFileSyntax, block: Int, free: FreeNames) -> (section: String, item: String)?
    {
        let candidates = diffable.filter { $0.block != block }
        guard
            let arguments = Self.inForce(candidates, at: block, block: \.block, incorrect: { _ in false })?.arguments
        else { return nil }
        let own = Self.declaredNames(in: tree)
        guard free.diffableArguments == nil,
            free.values.contains(where: { ["dataSource", "snapshot", "diffableDataSource"].contains($0.name) })
        else { return nil }
        let shared = sharedNames
        let resolvable = { (type: String) in
            !own.contains(type) && (vocabulary.declares(type: type) || shared.contains(type))
        }
        return resolvable(arguments.section) && resolvable(arguments.item) ? arguments : nil
    }

    /// The stored properties of the implied host that other blocks declare and `tree` (block `block`)
    /// uses without declaring, by name, as versions are picked (``DocumentDeclarations``), when their
    /// types are the model's, the toolchain's or the document's shared types.
    func properties(for tree: SourceFileSyntax, block: Int, free: FreeNames) -> [String: Property] {
        let own = Self.declaredNames(in: tree)
        let shared = sharedNames
        var found: [String: Property] = [:]
        for use in free.values where !own.contains(use.name) && !use.isCalled {
            let all = properties.filter { $0.name == use.name && $0.block != block && $0.needs.isSubset(of: shared) }
            found[use.name] = Self.inForce(all, at: block, block: \.block, incorrect: \.fromIncorrectBlock)
        }
        return found
    }

    /// The class of another block that `tree` (block `block`) is written from inside (``EnclosingClass``):
    /// among the shareable classes in force at the block that inherit from one of `hosts` (the model
    /// classes a fragment's host can be), the one whose members the block uses most — a nested type
    /// counting twice, since a type name is rarely a coincidence — when that is at least two, no other
    /// class scores as much, and the block declares none of its members or the class itself (its own
    /// `func createLayout()` beside the class's would need an `override`). `free`: the tree's free names.
    func enclosingClass(for tree: SourceFileSyntax, block: Int, free: FreeNames, hosts: Set<String>) -> EnclosingClass?
    {
        let own = Self.declaredNames(in: tree)
        let used = Set(free.types).union(free.values.map(\.name))
        let classNames = Set(
            shareableByKey.values.joined().filter { $0.superclass.map(hosts.contains) == true }.map(\.name))
        var scored: [(score: Int, entry: Entry)] = []
        for name in classNames.sorted() where !own.contains(name) {
            let versions = (shareableByKey[name] ?? []).filter { $0.block != block && $0.extendedType == nil }
            guard let entry = Self.inForce(versions, at: block, block: \.block, incorrect: \.fromIncorrectBlock),
                entry.superclass.map(hosts.contains) == true, entry.typeMembers.isDisjoint(with: own)
            else { continue }
            let shared = entry.typeMembers.intersection(used)
            let score = shared.reduce(0) { $0 + ($1.first?.isUppercase == true ? 2 : 1) }
            if score >= 2 { scored.append((score, entry)) }
        }
        guard let best = scored.max(by: { $0.score < $1.score }),
            scored.filter({ $0.score == best.score }).count == 1, let superclass = best.entry.superclass
        else { return nil }
        return EnclosingClass(name: best.entry.name, superclass: superclass, members: best.entry.typeMembers)
    }

    /// The structs shareable with block `block`, as versions are picked, each with the members it and
    /// the document's extensions of it declare (``MemberTypedName``).
    func structs(at block: Int) -> [(name: String, members: Set<String>)] {
        let names = Set(shareableByKey.values.joined().filter(\.isStruct).map(\.name))
        return names.sorted().compactMap { name in
            let versions = (shareableByKey[name] ?? []).filter { $0.block != block && $0.extendedType == nil }
            guard let entry = Self.inForce(versions, at: block, block: \.block, incorrect: \.fromIncorrectBlock),
                entry.isStruct
            else { return nil }
            let extended = sharedExtensions.filter { $0.extendedType == name }.map(\.members)
            return (name, extended.reduce(entry.typeMembers) { $0.union($1) })
        }
    }

    /// Whether `entry` declares a value made by a model type's initializer (`let section =
    /// NSCollectionLayoutSection(group: group)`), which no section case names.
    private func isModelValue(_ entry: Entry) -> Bool {
        guard
            let variable = Parser.parse(source: entry.source).statements.first?.item.as(VariableDeclSyntax.self),
            let call = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return false }
        let called =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        return called.map { vocabulary.types.contains($0) } ?? false
    }

    /// The declarations of the document's other blocks that `tree` (block `block`) uses and does not
    /// declare, with those they use in turn, in dependency order; with `also`, the declarations of those
    /// names too (the document's item type). `free`: the tree's free names, when the caller has them.
    func borrowed(by tree: SourceFileSyntax, block: Int, free: FreeNames? = nil, also: Set<String> = []) -> [Entry] {
        let own = Self.declaredNames(in: tree)
        let ownMembers = Self.extensionKeys(in: tree)
        let ownMemberNames = Self.declaredMemberNames(in: tree)
        // A declaration that uses a name the block declares itself is shared only when, where it
        // stands, that name resolves to the block's own version (blocks that refer to each other, however
        // often the document declares the name); otherwise it would see the block's, not its own.
        let usable = { (entry: Entry) in
            entry.block != block && entry.keys.isDisjoint(with: ownMembers)
                && entry.memberSignatures.isDisjoint(with: ownMemberNames)
                && entry.identifiers.intersection(own).allSatisfy {
                    versionBlock(declaring: $0, at: entry.block) == block
                }
        }
        let version = { (key: String) -> Entry? in
            let all = (shareableByKey[key] ?? []).filter { $0.block != block }
            return Self.inForce(all, at: block, block: \.block, incorrect: \.fromIncorrectBlock)
        }
        let names = sharedNames
        // Only names the block leaves free (not a closure's parameter, not a local it declares later).
        let free = free ?? FreeNames.find(in: tree, vocabulary: vocabulary)
        var found: [Int: Entry] = [:]
        // A name the block switches over by section cases (`switch section { case .recents: … }`) is
        // its own section identifier, not a layout's `section` another block made of a model type.
        let switchedModelValues = free.switchedSections.filter { name in
            version(name).map { isModelValue($0) } ?? false
        }
        // A method the block calls through `self` (`self.makeHeader()`) that the document shows alone is
        // borrowed too; the block's host is given it (``LentCode/hostMember(_:pageLines:host:)``).
        var pending = Set(free.types + free.values.map(\.name)).union(also).union(free.selfCalls).subtracting(own)
            .intersection(names).subtracting(switchedModelValues)
        var mentioned = Self.identifiers(in: tree)
        var calls = Self.calls(free).union(free.selfCalls)
        var done = Set<String>()
        var borrowedTypes = Set<String>()
        while true {
            // The extensions whose members the block, or what it borrowed, mentions; conformances of what it borrowed.
            for entry in sharedExtensions where found[entry.id] == nil {
                let type = entry.extendedType ?? ""
                if !entry.members.isDisjoint(with: mentioned)
                    || (entry.addsConformances && borrowedTypes.contains(type))
                {
                    pending.formUnion(entry.keys.subtracting(done))
                }
            }
            guard let key = pending.popFirst() else { break }
            done.insert(key)
            guard let entry = version(key), usable(entry), found[entry.id] == nil,
                !entry.isFunction || calls.contains(key)
            else { continue }
            found[entry.id] = entry
            calls.formUnion(entry.calls)
            borrowedTypes.insert(entry.name)
            mentioned.formUnion(entry.identifiers)
            pending.formUnion(entry.identifiers.subtracting(own).intersection(names).subtracting(done))
            if let type = entry.extendedType, !own.contains(type), names.contains(type), !done.contains(type) {
                pending.insert(type)
            }
        }
        // A function shown alone, made a member of a type, that the borrowed version of the type
        // already declares (beside a whole listing of the class that has it) would be declared twice.
        let typeMembers = found.values.filter { $0.extendedType == nil }.map { ($0.name, $0.typeMembers) }
        found = found.filter { _, entry in
            guard entry.isMemberShownAlone, let type = entry.extendedType else { return true }
            return !typeMembers.contains { $0.0 == type && !$0.1.isDisjoint(with: entry.members) }
        }
        // What a declaration uses comes before it (the latest `itemSize` may come from a later block
        // than the `group` that uses it); an extension comes after the type it extends.
        var foundByKey: [String: [Entry]] = [:]
        for entry in found.values where entry.extendedType == nil {
            for key in entry.keys { foundByKey[key, default: []].append(entry) }
        }
        var ordered: [Entry] = []
        var visited = Set<Int>()
        func visit(_ entry: Entry) {
            guard visited.insert(entry.id).inserted else { return }
            let uses = entry.identifiers.union(entry.extendedType.map { [$0] } ?? [])
            for other in uses.sorted().flatMap({ foundByKey[$0] ?? [] }) where other.id != entry.id { visit(other) }
            ordered.append(entry)
        }
        for entry in found.values.sorted(by: { ($0.block, $0.line, $0.id) < ($1.block, $1.line, $1.id) }) {
            visit(entry)
        }
        return ordered
    }

    /// The names `free` calls or passes as functions.
    private static func calls(_ free: FreeNames) -> Set<String> {
        Set(free.values.filter { $0.isCalled || $0.isFunctionReference }.map(\.name))
    }

    /// The block whose declaration of `name` is in force at block `position`, as versions are picked
    /// (``DocumentDeclarations``), among every declaration of the name, shared or not: the block's own
    /// when it declares the name, else the nearest before it, else the first after it, a block marked
    /// incorrect only when no other declares the name.
    private func versionBlock(declaring name: String, at position: Int) -> Int? {
        let all = entries.filter { $0.extendedType == nil && $0.keys.contains(name) }
        if all.contains(where: { $0.block == position }) { return position }
        return Self.inForce(all, at: position, block: \.block, incorrect: \.fromIncorrectBlock)?.block
    }

    /// The version in force at block `position` among `all` (in document order): the nearest before it,
    /// else the first after it, one from a block marked incorrect only when every one is.
    private static func inForce<Version>(
        _ all: [Version], at position: Int, block: (Version) -> Int, incorrect: (Version) -> Bool
    ) -> Version? {
        let candidates = all.contains { !incorrect($0) } ? all.filter { !incorrect($0) } : all
        return candidates.last { block($0) < position } ?? candidates.first { block($0) > position }
    }

    /// Every name the document declares at top level, and every member its extensions and types
    /// declare, as `Type.member` and `.member`, shared or not: what the guide shows is never a model gap.
    var declaredByGuide: Set<String> {
        Set(
            entries.flatMap { entry in
                guard let type = entry.extendedType else {
                    return Array(entry.keys) + entry.typeMembers.map { ".\($0)" }
                }
                return entry.members.flatMap { ["\(type).\($0)", ".\($0)"] }
            } + properties.flatMap { [$0.name, ".\($0.name)"] })
    }

    /// The members of the types `tree` declares or extends that `borrowed` declarations add (another
    /// block's extension of the block's class, the class an extension block extends): inside the
    /// type, the block names them unqualified, and they are not free names for inference to supply.
    static func members(of borrowed: [Entry], seenFrom tree: SourceFileSyntax) -> Set<String> {
        let own = declaredNames(in: tree).union(
            tree.statements.compactMap { $0.item.as(DeclSyntax.self).flatMap(extensionShape)?.type })
        return membersByType(borrowed).filter { own.contains($0.key) }.values.reduce(into: []) { $0.formUnion($1) }
    }

    /// A function shown alone that is a member of one of the document's types (`func index(of id:)`
    /// reading `photos`, which only the guide's controller declares): the function in an extension
    /// of that type, as the guide's class has it. Nil when its free values are not all members of
    /// one such type (`membersByType`), when the version of that type in force where the function
    /// stands (`version`) declares the function itself, or when it overrides (an extension cannot).
    private static func asMember(
        _ entry: Entry, declaredAnywhere: Set<String>, of membersByType: [String: Set<String>],
        version: (String) -> Entry?
    ) -> Entry? {
        guard entry.isFunction, entry.extendedType == nil, let name = entry.keys.first else { return nil }
        let memberNeeds = entry.needs.filter { $0.first?.isLowercase == true && !declaredAnywhere.contains($0) }
        guard !memberNeeds.isEmpty else { return nil }
        let types = membersByType.filter { memberNeeds.isSubset(of: $0.value) }
        guard types.count == 1, let type = types.first?.key, version(type)?.typeMembers.contains(name) != true
        else { return nil }
        let source = "extension \(type) {\n\(entry.source)\n}"
        guard let declaration = Parser.parse(source: source).statements.first?.item.as(DeclSyntax.self),
            let function = declaration.as(ExtensionDeclSyntax.self)?.memberBlock.members.first?.decl
                .as(FunctionDeclSyntax.self),
            !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            let shape = extensionShape(declaration)
        else { return nil }
        var member = entry
        member.name = "extension \(type)"
        member.source = source
        member.extendedType = type
        member.members = shape.members
        member.memberSignatures = shape.signatures
        member.keys = Set(shape.signatures.map { "\(type).\($0)" })
        member.isFunction = false
        member.isMemberShownAlone = true
        member.signature = nil
        // The extension's first and last lines stand for the function's.
        member.pageLines = entry.pageLines.flatMap { lines in lines.first.map { [$0] + lines + [lines.last ?? $0] } }
        return member
    }

    /// A type's members, those the extensions among `entries` add and, unless `extensionsOnly`, its
    /// declarations' own, by type: a method of the type calls them unqualified (a controller's
    /// `viewDidLoad` calling `configureDataSource()`, which a later block adds in an extension), and
    /// borrowing the type brings the extensions along. What an extension needs is met by the type's
    /// members, what a type's declaration needs by its extensions' only: another version of the type
    /// (a whole listing at the end) does not give a partial one the members it leaves out.
    private static func membersByType(_ entries: [Entry], extensionsOnly: Bool = false) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        for entry in entries {
            if let type = entry.extendedType {
                members[type, default: []].formUnion(entry.members)
            } else if !extensionsOnly, !entry.typeMembers.isEmpty {
                members[entry.name, default: []].formUnion(entry.typeMembers)
            }
        }
        return members
    }

    /// Works out, after a block is recorded, which entries can be shared: those whose every need the
    /// model, the toolchain or another such entry meets.
    private mutating func index() {
        // A type name no block declares is one inference would guess for any block that uses it: a
        // declaration needing one is shared with the guess (``Entry/guessedTypes``). A name a block
        // declares, a value and a UIKit name are not guessed.
        let declaredAnywhere = Set(entries.filter { $0.extendedType == nil }.flatMap(\.keys) + properties.map(\.name))
        let guessable = { (need: String) in
            need.first?.isUppercase == true && !declaredAnywhere.contains(need) && !WellKnownName.isUIKitName(need)
        }
        // A function whose body needs what no block shows keeps its signature, its body elided.
        // A function meets a need only where it is called or passed as a function: a value of the same
        // name (the host's `tableView`) is not the guide's `func tableView(_:cellForRowAt:)`.
        let allMembers = Self.membersByType(entries)
        var kept = entries.map { entry in
            Self.asMember(entry, declaredAnywhere: declaredAnywhere, of: allMembers) { type in
                let versions = entries.filter { $0.extendedType == nil && $0.name == type && !$0.typeMembers.isEmpty }
                return Self.inForce(versions, at: entry.block, block: \.block, incorrect: \.fromIncorrectBlock)
            } ?? entry
        }
        var names = Set<String>()
        while true {
            names = Set(kept.filter { $0.extendedType == nil }.flatMap(\.keys))
            let functions = Set(kept.filter(\.isFunction).flatMap(\.keys))
            let values = Set(kept.filter { $0.extendedType == nil && !$0.isFunction }.flatMap(\.keys))
            let membersByType = Self.membersByType(kept)
            let extensionMembers = Self.membersByType(kept, extensionsOnly: true)
            let met = { (entry: Entry, needs: Set<String>) in
                let members =
                    entry.extendedType.map { membersByType[$0] ?? [] } ?? extensionMembers[entry.name] ?? []
                return needs.allSatisfy {
                    values.contains($0) || (functions.contains($0) && entry.calls.contains($0)) || guessable($0)
                        || members.contains($0)
                }
            }
            let next = kept.compactMap { entry -> Entry? in
                if met(entry, entry.needs) { return entry }
                guard let signature = entry.signature, !entry.bodyElided, met(entry, signature.needs)
                else {
                    return nil
                }
                var elided = entry
                (elided.source, elided.needs, elided.identifiers) = (
                    signature.source, signature.needs, signature.identifiers
                )
                elided.bodyElided = true
                // Its body is cellspec's now: it no longer stands on the guide's lines.
                elided.pageLines = nil
                return elided
            }
            if next == kept { break }
            kept = next
        }
        var declarationCounts: [String: Int] = [:]
        for entry in entries where entry.extendedType == nil {
            for key in entry.keys { declarationCounts[key, default: 0] += 1 }
        }
        let membersByType = Self.membersByType(kept)
        let extensionMembers = Self.membersByType(kept, extensionsOnly: true)
        kept = kept.map { entry in
            var entry = entry
            entry.guessedTypes = entry.needs.subtracting(names)
                .subtracting(entry.extendedType.map { membersByType[$0] ?? [] } ?? extensionMembers[entry.name] ?? [])
            entry.isOnlyVersion = entry.keys.allSatisfy { declarationCounts[$0] == 1 }
            return entry
        }
        shareableByKey = [:]
        for entry in kept {
            for key in entry.keys { shareableByKey[key, default: []].append(entry) }
        }
        sharedNames = Set(kept.filter { $0.extendedType == nil }.flatMap(\.keys))
        sharedExtensions = kept.filter { $0.extendedType != nil }
    }
}
