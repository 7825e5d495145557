import ExampleRunner
import SpecPages
import SwiftParser
import SwiftSyntax

/// The types and functions a document's blocks declare at top level, read from their syntax trees,
/// so that a later block that uses one without declaring it gets the guide's own declaration
/// instead of a guessed placeholder (a `Mountain` struct shown once, used in every later block).
///
/// A block that declares a name itself always uses its own: two blocks that both declare `Item`
/// (typical of a ❌/✅ pair) never see each other's. Of several earlier declarations the latest
/// counts, except that a block marked incorrect never replaces another block's declaration. Only
/// self-contained declarations are kept: those whose every name is the model's, the toolchain's,
/// or another kept declaration's — borrowing a declaration that itself needs inferred context would
/// move the guessing into code the reader never sees.
struct DocumentDeclarations {
    /// One top-level declaration of an earlier block.
    struct Entry: Hashable {
        var name: String
        /// The declaration as written.
        var source: String
        /// The page line it starts on.
        var line: Int
        var fromIncorrectBlock: Bool
        /// The table's names it uses.
        var uses: Set<String>
        /// Whether it is `@Observable`, so the block needs `import Observation`.
        var isObservable = false
    }

    private var table: [String: Entry] = [:]
    let vocabulary: ModelVocabulary
    /// The section and item types of the latest data source or snapshot type a block wrote out
    /// (`UICollectionViewDiffableDataSource<Section, Item>`), at any depth, that a block not marked
    /// incorrect wrote.
    private(set) var diffableArguments: (section: String, item: String)?

    init(vocabulary: ModelVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The section and item types a block that writes none should give a data source or snapshot it
    /// uses: the document's (``diffableArguments``), when each is the model's, the toolchain's or a
    /// declaration the block can borrow, and the block declares neither name itself.
    /// `free`: the tree's free names (``FreeNames/find(in:vocabulary:visible:)``).
    func diffableArguments(for tree: SourceFileSyntax, free: FreeNames) -> (section: String, item: String)? {
        guard let arguments = diffableArguments else { return nil }
        let own = Self.declaredNames(in: tree)
        guard free.diffableArguments == nil,
            free.values.contains(where: { ["dataSource", "snapshot", "diffableDataSource"].contains($0.name) })
        else { return nil }
        let resolvable = { (type: String) in
            !own.contains(type) && (vocabulary.declares(type: type) || table[type] != nil)
        }
        return resolvable(arguments.section) && resolvable(arguments.item) ? arguments : nil
    }

    /// The earlier declarations `tree` uses and does not declare, with those they use in turn, in page
    /// order; with `also`, the declarations of those names too (the document's item type). `free`: the
    /// tree's free names, when the caller has them.
    func borrowed(by tree: SourceFileSyntax, free: FreeNames? = nil, also: Set<String> = []) -> [Entry] {
        let own = Self.declaredNames(in: tree)
        // Only names the block leaves free (not a closure's parameter, not a local it declares later).
        let free = free ?? FreeNames.find(in: tree, vocabulary: vocabulary)
        var pending = Set(free.types + free.values.map(\.name)).union(also).subtracting(own).filter {
            table[$0] != nil
        }
        var found: [String: Entry] = [:]
        while let name = pending.popFirst() {
            // A declaration that uses a name the block declares itself would see the block's, not its own.
            guard found[name] == nil, let entry = table[name], entry.uses.isDisjoint(with: own) else { continue }
            found[name] = entry
            pending.formUnion(entry.uses.subtracting(own).filter { found[$0] == nil })
        }
        // What a declaration uses comes before it (the latest `itemSize` may come from a later block
        // than the `group` that uses it); a declaration of several names (`let a = 1, b = 2`) is borrowed once.
        var ordered: [Entry] = []
        var visited = Set<String>()
        var seen = Set<String>()
        func visit(_ name: String) {
            guard let entry = found[name], visited.insert(name).inserted else { return }
            for dependency in entry.uses.sorted() { visit(dependency) }
            if seen.insert("\(entry.line) \(entry.source)").inserted { ordered.append(entry) }
        }
        for entry in found.values.sorted(by: { ($0.line, $0.name) < ($1.line, $1.name) }) { visit(entry.name) }
        return ordered
    }

    /// Records the top-level declarations of a block (or a split block's part).
    mutating func record(
        _ tree: SourceFileSyntax, lines: [SpecExample.Line], classification: SpecExample.Classification?
    ) {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let incorrect = classification == .incorrect
        if !incorrect, let arguments = FreeNames.find(in: tree, vocabulary: vocabulary).diffableArguments {
            diffableArguments = arguments
        }
        for item in tree.statements {
            guard let declaration = item.item.as(DeclSyntax.self) else { continue }
            for name in Self.names(of: declaration) {
                record(declaration, name: name, converter: converter, lines: lines, incorrect: incorrect)
            }
        }
    }

    private mutating func record(
        _ declaration: DeclSyntax, name: String, converter: SourceLocationConverter, lines: [SpecExample.Line],
        incorrect: Bool
    ) {
        if incorrect, let existing = table[name], !existing.fromIncorrectBlock { return }
        // Top-level functions are the main actor's, as the block's own are (``MainActorAnnotator``).
        let isolated =
            declaration.as(FunctionDeclSyntax.self).map { !$0.attributes.trimmedDescription.contains("MainActor") }
            ?? false
        let source = (isolated ? "@MainActor " : "") + declaration.trimmedDescription
        let declarationTree = Parser.parse(source: source)
        guard !declarationTree.hasError else { return }
        let free = FreeNames.find(in: declarationTree, vocabulary: vocabulary)
        let needed = Set(free.types + free.values.map(\.name))
        let known = Set(table.keys).union([name])
        guard needed.isSubset(of: known) else { return }
        let index = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line - 1
        let line = lines.indices.contains(index) ? lines[index].number : lines.first?.number ?? 0
        table[name] = Entry(
            name: name, source: source, line: line, fromIncorrectBlock: incorrect,
            uses: Self.identifiers(in: declarationTree).intersection(known).subtracting([name]),
            isObservable: free.usesObservable)
    }

    /// The names a top-level declaration introduces: a type's, a function's, or a `let`/`var`'s
    /// (a registration or a helper value shown once).
    private static func names(of declaration: DeclSyntax) -> [String] {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return name(of: declaration).map { [$0] } ?? []
    }

    private static func name(of declaration: DeclSyntax) -> String? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(TypeAliasDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(FunctionDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// The names a block declares at top level.
    private static func declaredNames(in tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.flatMap { $0.item.as(DeclSyntax.self).map(names(of:)) ?? [] })
    }

    /// Every identifier a tree mentions.
    private static func identifiers(in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }
}
