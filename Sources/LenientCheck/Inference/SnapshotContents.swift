import SwiftParser
import SwiftSyntax

/// A rule of ``ImplicitContext``: a snapshot inference makes holds the items the fragment updates,
/// and the sections it appends items to.
///
/// A fragment such as `snapshot.reconfigureItems([itemID])` shows an update to a snapshot the app
/// filled elsewhere: UIKit requires the items it reloads, reconfigures, deletes or moves, and the
/// item it inserts next to, to be in the snapshot already (Apple:
/// NSDiffableDataSourceSnapshot.reloadItems(_:), reconfigureItems(_:), deleteItems(_:),
/// moveItem(_:afterItem:), insertItems(_:afterItem:)). When inference made both the snapshot and those
/// identifiers, the snapshot it makes holds them, in one section, so the update meets UIKit's
/// precondition as the guide's app would, and what the fragment does is checked rather than a fault
/// of inference's own making. Identifiers the guide declares itself are never added: a guide that
/// updates an item it never appended is wrong, and the model still says so. The sections a fragment
/// appends items to (`toSection: .main`), when it adds none itself, are the app's too: UIKit requires
/// them in the snapshot (Apple: appendItems(_:toSection:)), and a snapshot taken from a data source
/// inference made (`dataSource.snapshot()`) holds them, and the items, as the app applied them.
enum SnapshotContents {
    /// Snapshot members whose arguments (all, or those with these labels) must already be in the snapshot.
    static let requiringExisting: [String: Set<String>?] = [
        "reloadItems": nil, "reconfigureItems": nil, "deleteItems": nil, "moveItem": nil,
        "insertItems": ["beforeItem", "afterItem"],
    ]

    /// The identifiers `tree` passes where `snapshot` must already hold them, among `supplied` (names
    /// inference made values for), in order of first use.
    static func existingItems(in tree: SourceFileSyntax, snapshot: String, supplied: Set<String>) -> [String] {
        final class Finder: SyntaxVisitor {
            let snapshot: String
            let supplied: Set<String>
            var items: [String] = []
            init(snapshot: String, supplied: Set<String>) {
                self.snapshot = snapshot
                self.supplied = supplied
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshot,
                    let labels = SnapshotContents.requiringExisting[member.declName.baseName.text]
                else { return .visitChildren }
                for argument in node.arguments where labels.map({ $0.contains(argument.label?.text ?? "") }) ?? true {
                    let elements =
                        argument.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [
                            argument.expression
                        ]
                    for element in elements {
                        guard let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text,
                            supplied.contains(name), !items.contains(name)
                        else { continue }
                        items.append(name)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(snapshot: snapshot, supplied: supplied)
        finder.walk(tree)
        return finder.items
    }

    /// The statement that fills `snapshot` with `sections` (expressions) and `items`, in the first: the
    /// first as the snapshot holds it, since an expression may make a new value each time (`UUID()`).
    static func fill(_ snapshot: String, sections: [String], items: [String]) -> String {
        "\(snapshot).appendSections([\(sections.joined(separator: ", "))])"
            + (items.isEmpty
                ? ""
                : "; \(snapshot).appendItems([\(items.joined(separator: ", "))], toSection: \(snapshot).sectionIdentifiers[0])")
    }

    /// Whether `tree` adds sections to `snapshot` itself (`appendSections`, `insertSections`): then the
    /// sections it appends items to are its own to have added.
    static func addsSections(in tree: SourceFileSyntax, snapshot: String) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["appendSections", "insertSections"].contains(token.text),
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
            else { return false }
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshot
        }
    }

    /// Locals the block takes from a data source's current snapshot (`var snapshot = dataSource.snapshot()`),
    /// with the data source's name.
    static func takenSnapshots(in tree: SourceFileSyntax) -> [(snapshot: String, dataSource: String)] {
        final class Finder: SyntaxVisitor {
            var found: [(snapshot: String, dataSource: String)] = []
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = node.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "snapshot",
                    let source = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { return .visitChildren }
                found.append((name, source))
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The sections `tree` appends items to in `snapshot` (`appendItems(_:toSection:)`), as written,
    /// when each is a value any code can write there: an implicit member (`.main`), a type's member
    /// (`Section.main`) or a literal. UIKit requires the section to be in the snapshot (Apple:
    /// NSDiffableDataSourceSnapshot.appendItems(_:toSection:)).
    static func sectionsAppendedTo(in tree: SourceFileSyntax, snapshot: String) -> [String] {
        final class Finder: SyntaxVisitor {
            let snapshot: String
            var sections: [String] = []
            init(snapshot: String) {
                self.snapshot = snapshot
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshot,
                    member.declName.baseName.text == "appendItems",
                    let section = node.arguments.first(where: { $0.label?.text == "toSection" })?.expression
                else { return .visitChildren }
                let written =
                    section.as(MemberAccessExprSyntax.self).map {
                        $0.base == nil
                            || $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
                    } ?? (section.is(IntegerLiteralExprSyntax.self) || section.is(StringLiteralExprSyntax.self))
                if written, !sections.contains(section.trimmedDescription) {
                    sections.append(section.trimmedDescription)
                }
                return .visitChildren
            }
        }
        let finder = Finder(snapshot: snapshot)
        finder.walk(tree)
        return finder.sections
    }

    /// What the block presumes `snapshot` holds before it runs: the sections it appends items to, when
    /// it adds none itself, or else `fallbackSection()` when it updates items; and the identifiers among
    /// `supplied` it updates, those `isItem` accepts. Nil when it presumes nothing.
    static func presumed(
        in tree: SourceFileSyntax, snapshot: String, supplied: Set<String>, isItem: (String) -> Bool,
        fallbackSection: () -> String?
    ) -> (sections: [String], items: [String])? {
        let items = existingItems(in: tree, snapshot: snapshot, supplied: supplied).filter(isItem)
        let addsSections = addsSections(in: tree, snapshot: snapshot)
        var sections = addsSections ? [] : sectionsAppendedTo(in: tree, snapshot: snapshot)
        if sections.isEmpty, !items.isEmpty || (!addsSections && appendsToLastSection(in: tree, snapshot: snapshot)),
            let section = fallbackSection()
        {
            sections = [section]
        }
        return sections.isEmpty ? nil : (sections, items)
    }

    /// Whether `tree` appends items to `snapshot` without naming a section (`appendItems(_:)`): UIKit
    /// appends them to the last section, which must be there (Apple:
    /// NSDiffableDataSourceSnapshot.appendItems(_:toSection:), "If you don't specify a section, the
    /// system appends the items to the last section").
    static func appendsToLastSection(in tree: SourceFileSyntax, snapshot: String) -> Bool {
        tree.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == snapshot,
                member.declName.baseName.text == "appendItems"
            else { return false }
            return !call.arguments.contains { $0.label?.text == "toSection" }
        }
    }

    /// For a snapshot another block declares (`var snapshot = NSDiffableDataSourceSnapshot<Section,
    /// Item>()`, `source`) and fills after the declaration, which the block borrows: the statement that
    /// fills it with what `tree` presumes it holds (``presumed(in:snapshot:supplied:isItem:fallbackSection:)``),
    /// and what the report says of it. Only the declaration is borrowed, not the statements that filled
    /// it, so without this the block's update meets an empty snapshot, a fault of borrowing's making.
    /// `madeTypes`: the names inference made, with their types; `guessed`: the types that stand for
    /// types nobody shows (an item of one is a placeholder value); `documentValues`: the document's
    /// types, to make a section of.
    static func borrowedFill(
        _ source: String, tree: SourceFileSyntax, madeTypes: [String: String], guessed: Set<String>,
        documentValues: DocumentValues
    ) -> (statement: String, summary: String)? {
        guard let variable = Parser.parse(source: source).statements.first?.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            generic.expression.trimmedDescription == "NSDiffableDataSourceSnapshot",
            generic.genericArgumentClause.arguments.count == 2
        else { return nil }
        let arguments = generic.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
        let (section, item) = (arguments[0], arguments[1])
        let placeholder = PlaceholderSource.placeholderType
        let isItem = { (value: String) in
            guard let type = madeTypes[value], !type.hasPrefix("[") else { return false }
            return item == "AnyHashable" || type == item || (type == placeholder && guessed.contains(item))
        }
        guard
            let (sections, items) = presumed(
                in: tree, snapshot: name, supplied: Set(madeTypes.keys), isItem: isItem,
                fallbackSection: {
                    guessed.contains(section)
                        ? "\(section)()"
                        : makeSection(section, madeHere: false)
                            ?? documentValues.make(section, named: "section", other: { _ in nil })
                })
        else { return nil }
        return (
            fill(name, sections: sections, items: items),
            "\(name) holds \((sections + items).joined(separator: ", ")) (the sections and items the block presumes, "
                + "which the guide's app appended after declaring it)"
        )
    }

    /// The statement that applies to `dataSource`, before the block runs, a snapshot of type `type`
    /// holding `sections` and, in the first, `items`.
    static func applied(to dataSource: String, type: String, sections: [String], items: [String]) -> String {
        "do { var __applied = \(type)(); \(fill("__applied", sections: sections, items: items)); "
            + "\(dataSource).apply(__applied, animatingDifferences: false) }"
    }

    /// A section identifier to show a data source's items in: the first case of the section enum
    /// inference made (`madeHere`), or a value of a standard library type (`Int`, `String`, `UUID`);
    /// none for a section type the guide declares elsewhere, whose cases inference does not know.
    static func makeSection(_ type: String, madeHere: Bool) -> String? {
        if madeHere { return "\(type).allCases[0]" }
        return ["Int": "0", "String": "\"section\"", "UUID": "UUID()"][type]
    }
}
