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

    /// The statement that fills `snapshot` with `sections` (expressions) and `items`, in the first.
    static func fill(_ snapshot: String, sections: [String], items: [String]) -> String {
        "\(snapshot).appendSections([\(sections.joined(separator: ", "))])"
            + (items.isEmpty
                ? "" : "; \(snapshot).appendItems([\(items.joined(separator: ", "))], toSection: \(sections[0]))")
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
        var sections =
            addsSections(in: tree, snapshot: snapshot) ? [] : sectionsAppendedTo(in: tree, snapshot: snapshot)
        if sections.isEmpty, !items.isEmpty, let section = fallbackSection() { sections = [section] }
        return sections.isEmpty ? nil : (sections, items)
    }

    /// The statement that applies to `dataSource`, before the block runs, a snapshot of type `type`
    /// holding `sections` and, in the first, `items`.
    static func applied(to dataSource: String, type: String, sections: [String], items: [String]) -> String {
        "do { var __applied = \(type)(); \(fill("__applied", sections: sections, items: items)); "
            + "\(dataSource).apply(__applied, animatingDifferences: false) }"
    }
}
