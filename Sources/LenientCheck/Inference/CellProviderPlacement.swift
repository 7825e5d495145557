import ExampleRunner
import SpecPages
import SwiftSyntax

/// A rule of ``ImplicitContext``: a fragment that dequeues a collection-view cell at top level is the
/// body of a cell provider shown alone (`return collectionView.dequeueConfiguredReusableCell(…)`,
/// `let cell = collectionView.dequeueReusableCell(…) as! PhotoCell`), and runs inside one.
///
/// UIKit dequeues only when the collection view asks for a cell (Apple:
/// UICollectionView.dequeueReusableCell(withReuseIdentifier:for:) — "call this method from your data
/// source object when asked to provide a new cell"; UICollectionViewDiffableDataSource.CellProvider).
/// Run where inference would otherwise put it, the dequeue faults, and the fault is the place
/// inference chose, not the guide's. So the statements from the first dequeue on become the body of a
/// diffable data source's cell provider on the fragment's collection view, and the data source is
/// shown with two items, so the provider runs as UIKit runs it. Statements before the first dequeue
/// (a cell registration, `register(_:forCellWithReuseIdentifier:)`) stay outside, where the guide's
/// code makes them once: a registration made inside a provider is the guide's error, and the model
/// still reports it.
///
/// The provider returns what the fragment returns; a fragment of one expression returns it, as a
/// closure of one expression does; a fragment that binds the dequeued cell to a local (`let cell = …`)
/// and never returns returns that local. Any other fragment is left where it was.
///
/// An identifier the fragment dequeues by string and never registers (it calls no `register`) is
/// registered on the collection view inference made, for the class the fragment casts the cell to (or
/// `UICollectionViewCell`): the guide registers it in code it does not show.
struct CellProviderPlacement: Hashable {
    /// The index of the fragment's line where the provider's body starts.
    var firstLine: Int
    /// The collection view the fragment dequeues from (`collectionView`).
    var collectionView: String
    /// The names the provider's parameters give the index path and the item, `_` for one the fragment does not use.
    var indexPath: String
    var item: String
    /// A local holding the dequeued cell, returned after the fragment's last line.
    var returnedLocal: String?
    /// Identifiers the fragment dequeues by string and never registers, each with the class to register.
    var registrations: [Registration]

    struct Registration: Hashable {
        var identifier: String
        var cellClass: String
    }

    /// The name of the data source inference makes.
    static let dataSourceName = "__cellspecDataSource"

    /// Collection-view members that dequeue a cell.
    static let dequeueMembers: Set<String> = ["dequeueReusableCell", "dequeueConfiguredReusableCell"]

    /// Where `tree` (the fragment as compiled) runs inside a cell provider, or nil when it needs none:
    /// it dequeues nothing at top level, shows its own provider (`UICollectionViewDiffableDataSource`,
    /// `cellForItemAt`), or returns nothing a provider could. `free`: the names the fragment does not declare.
    static func placement(in tree: SourceFileSyntax, free: Set<String>) -> CellProviderPlacement? {
        let tokens = tree.tokens(viewMode: .sourceAccurate)
        guard
            !tokens.contains(where: {
                $0.tokenKind == .identifier("UICollectionViewDiffableDataSource")
                    || $0.tokenKind == .identifier("cellForItemAt")
            })
        else { return nil }
        let statements = Array(tree.statements)
        guard let start = statements.firstIndex(where: { !topLevelDequeues(in: Syntax($0)).isEmpty }),
            let call = topLevelDequeues(in: Syntax(statements[start])).first,
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        func line(_ node: some SyntaxProtocol) -> Int {
            converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        }
        // The provider's opening goes at the start of the line: nothing before the dequeue may share it.
        if start > 0 {
            let previousEnd = converter.location(for: statements[start - 1].endPositionBeforeTrailingTrivia).line
            guard previousEnd < line(statements[start]) else { return nil }
        }
        let body = statements[start...]
        var returnedLocal: String?
        if body.contains(where: { returnsAtTopLevel(in: Syntax($0)) }) {
            returnedLocal = nil
        } else if body.count == 1, body.first?.item.is(ExprSyntax.self) == true {
            returnedLocal = nil
        } else if let binding = body.compactMap({ $0.item.as(VariableDeclSyntax.self) }).last(where: {
            !topLevelDequeues(in: Syntax($0)).isEmpty
        })?.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            returnedLocal = name
        } else {
            return nil
        }
        let argument = { (label: String) -> String in
            guard
                let name = call.arguments.first(where: { $0.label?.text == label })?.expression
                    .as(DeclReferenceExprSyntax.self)?.baseName.text,
                free.contains(name)
            else { return "_" }
            return name
        }
        let registrations = unregistered(statements.flatMap { topLevelDequeues(in: Syntax($0)) }, in: tree)
        return CellProviderPlacement(
            firstLine: line(statements[start]) - 1, collectionView: base.baseName.text, indexPath: argument("for"),
            item: argument("item"), returnedLocal: returnedLocal, registrations: registrations)
    }

    /// The identifiers `dequeues` dequeue by a string literal when `tree` registers nothing (it calls
    /// no `register`), each with the class the cell is cast to (or `fallback`), by identifier. `label`:
    /// the dequeue's identifier argument (a collection view's `withReuseIdentifier`, a table view's
    /// `withIdentifier`).
    static func unregistered(
        _ dequeues: [FunctionCallExprSyntax], in tree: SourceFileSyntax, label: String = "withReuseIdentifier",
        fallback: String = "UICollectionViewCell"
    ) -> [Registration] {
        guard !tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("register") })
        else { return [] }
        let registrations = dequeues.compactMap { dequeue -> Registration? in
            guard
                let literal = dequeue.arguments.first(where: { $0.label?.text == label })?
                    .expression.as(StringLiteralExprSyntax.self),
                literal.segments.count == 1,
                let identifier = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
            else { return nil }
            return Registration(identifier: identifier, cellClass: castType(of: dequeue) ?? fallback)
        }
        return Array(Set(registrations)).sorted { $0.identifier < $1.identifier }
    }

    /// The cells a data source the fragment makes dequeues by identifier, which it never registers:
    /// the guide registers them in code it does not show (a storyboard's prototype cells, a
    /// `viewDidLoad()` left out). Registered on the collection view inference made before the data
    /// source is shown, so the provider runs as in the guide's app.
    static func providerRegistrations(in tree: SourceFileSyntax, on collectionView: String) -> [String] {
        final class Dequeues: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "dequeueReusableCell"
                {
                    calls.append(node)
                }
                return .visitChildren
            }
        }
        let finder = Dequeues(viewMode: .sourceAccurate)
        finder.walk(tree)
        return unregistered(finder.calls, in: tree).map {
            "\(collectionView).register(\($0.cellClass).self, forCellWithReuseIdentifier: \"\($0.identifier)\")"
        }
    }

    /// The cells a table view the fragment names (`table`, a value inference made) dequeues by a
    /// string literal (`dequeueReusableCell(withIdentifier: "row", for: indexPath)`) when the
    /// fragment registers nothing: the guide registers them where the block does not show (its
    /// storyboard's prototype cells, a nib registered in another block), so they are registered
    /// first, each for the class the cell is cast to (or `UITableViewCell`). Apple:
    /// UITableView.dequeueReusableCell(withIdentifier:for:) — "you must register a class or nib
    /// file using … before calling this method".
    static func tableRegistrations(in tree: SourceFileSyntax, on table: String) -> [String] {
        let dequeues = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.tokenKind == .identifier("dequeueReusableCell"),
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == table
            else { return nil }
            return member.parent?.as(FunctionCallExprSyntax.self)
        }
        return unregistered(dequeues, in: tree, label: "withIdentifier", fallback: "UITableViewCell").map {
            "\(table).register(\($0.cellClass).self, forCellReuseIdentifier: \"\($0.identifier)\")"
        }
    }

    /// Dequeue calls in `node` that are not inside a closure, function or type it holds.
    static func topLevelDequeues(in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    /// Whether `node` returns from the fragment itself: a `return` not inside a closure, function or
    /// type it holds, at top level or in a branch (`switch section { case .featured: return … }`).
    static func returnsAtTopLevel(in node: Syntax) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.returns
    }

    /// Whether `node` returns a value from the fragment itself (`return layout`, `case .grid: return
    /// makeGridSection()`), outside the closures, functions and types it holds: the fragment is the
    /// body of a function with a result, which the guide does not show.
    static func returnsValue(in node: Syntax) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.returnsValue
    }

    /// Whether `node` returns `nil` from the fragment itself (`guard … else { return nil }`), outside
    /// the closures, functions and types it holds, as ``returnsValue(in:)`` reads the fragment.
    static func returnsNil(in node: Syntax) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.returnsNil
    }

    /// Finds what the fragment itself does, outside the closures, functions and types it holds.
    private final class Finder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var returns = false
        var returnsValue = false
        var returnsNil = false
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            returns = true
            if node.expression != nil { returnsValue = true }
            if node.expression?.is(NilLiteralExprSyntax.self) == true { returnsNil = true }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // A collection view's dequeue (`withReuseIdentifier:for:`, `using:for:item:`); a table view's
            // (`withIdentifier:`) is not run in a collection view's cell provider.
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                CellProviderPlacement.dequeueMembers.contains(member.declName.baseName.text),
                node.arguments.first?.label?.text != "withIdentifier"
            {
                calls.append(node)
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The class a dequeued cell is cast to (`… as! PhotoCell`, `… as? PhotoCell`), read from the
    /// unfolded expression the parser gives (`call`, `as!`, type).
    static func castType(of call: FunctionCallExprSyntax) -> String? {
        guard let list = call.parent?.as(ExprListSyntax.self),
            let index = list.firstIndex(where: { $0.id == call.id })
        else { return nil }
        let following = list[list.index(after: index)...]
        guard following.first?.is(UnresolvedAsExprSyntax.self) == true,
            let type = following.dropFirst().first?.as(TypeExprSyntax.self)
        else { return nil }
        return type.type.trimmedDescription
    }

    /// The index path and item the provider's parameters give, where no statement of `tree` before
    /// the provider uses them undeclared: inference supplies no value for them.
    func parametersOnly(in tree: SourceFileSyntax, vocabulary: ModelVocabulary) -> Set<String> {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let before = tree.statements.filter {
            converter.location(for: $0.positionAfterSkippingLeadingTrivia).line - 1 < firstLine
        }
        let used = FreeNames.find(
            in: SourceFileSyntax(statements: CodeBlockItemListSyntax(before)), vocabulary: vocabulary
        ).values.map(\.name)
        return Set([indexPath, item].filter { $0 != "_" && !used.contains($0) })
    }

    /// `lines` with the provider opened at ``firstLine`` and closed after the last line, then the data
    /// source shown with `items` in `section` (``CellExercise/show(dataSource:collectionView:section:items:)``).
    func wrap(
        _ lines: [SpecExample.Line], section: String, item itemType: String, sectionValue: String, items: String
    ) -> [SpecExample.Line] {
        guard lines.indices.contains(firstLine) else { return lines }
        var result = lines
        let type = "UICollectionViewDiffableDataSource<\(section), \(itemType)>"
        result[firstLine].text =
            "let \(Self.dataSourceName) = \(type)(collectionView: \(collectionView)) { \(collectionView), \(indexPath), \(item) in "
            + result[firstLine].text
        let closing = (returnedLocal.map { "return \($0); " } ?? "") + "}"
        result = TrailingCode.append(closing, to: result)
        return TrailingCode.append(
            CellExercise.show(
                dataSource: Self.dataSourceName, collectionView: collectionView, section: sectionValue, items: items),
            to: result)
    }

    /// The statements registering ``registrations`` on the collection view.
    var registrationStatements: [String] {
        registrations.map {
            "\(collectionView).register(\($0.cellClass).self, forCellWithReuseIdentifier: \"\($0.identifier)\")"
        }
    }
}
