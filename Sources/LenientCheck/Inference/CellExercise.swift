import ExampleRunner
import SpecPages
import SwiftSyntax

/// Rule 6 of ``ImplicitContext``: a cell class the fragment declares, or the cell it was written
/// in, is shown in a self-sizing list, and a data source it makes is shown with items, so what UIKit
/// would do with them happens.
///
/// A guide's cell class is only ever declared in its block; nothing makes an instance. Shown through
/// a cell registration in a list layout with estimated heights, the cell is made by UIKit's own path
/// (`init(frame:)`), configured, measured by the self-sizing layout (Apple:
/// UICollectionLayoutListConfiguration — list sections size their items from their content), then
/// selected, so state-driven configuration (`updateConfiguration(using:)`,
/// `configurationUpdateHandler`) runs for a second state. Faults and violations raised on the way
/// point into the block.
enum CellExercise {
    static let functionName = "__cellspecDisplay"

    /// The model's collection-view cell classes a guide's cell subclasses directly.
    static let cellClasses: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]

    /// The cell classes a fragment declares at top level, in order: not generic, a direct subclass of
    /// a collection-view cell.
    /// A class the fragment registers only as a supplementary view (`register(BadgeView.self,
    /// forSupplementaryViewOfKind:…)`, `SupplementaryRegistration<BadgeView>`) is not among them:
    /// UIKit never shows it as a cell, whatever it subclasses.
    static func declaredCells(in tree: SourceFileSyntax) -> [String] {
        let supplementaryOnly = RegisteredClasses.supplementaryOnly(in: tree)
        return tree.statements.compactMap { item -> String? in
            guard let declaration = item.item.as(ClassDeclSyntax.self), declaration.genericParameterClause == nil,
                let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                cellClasses.contains(superclass), !supplementaryOnly.contains(declaration.name.text)
            else { return nil }
            return declaration.name.text
        }
    }

    /// A statement showing the cell class `name`; `configure` runs on the cell when it is configured.
    static func display(_ name: String, configure: String? = nil) -> String {
        "try \(functionName)(\(name).self)" + (configure.map { " { \($0) }" } ?? "")
    }

    /// The names whose use shows a cell sized from its content: estimated dimensions, list layouts,
    /// automatic row heights, a cell's own fitting.
    static let selfSizingNames: Set<String> = [
        "estimated", "estimatedItemSize", "automaticSize", "automaticDimension", "estimatedRowHeight",
        "UICollectionLayoutListConfiguration", "systemLayoutSizeFitting", "preferredLayoutAttributesFitting",
        "selfSizingInvalidation",
    ]
    /// The names whose use shows a cell at a size the layout fixes: absolute and fractional heights,
    /// a flow layout's item size, a table's row height.
    static let fixedSizeNames: Set<String> = ["absolute", "fractionalHeight", "itemSize", "rowHeight"]

    /// Whether the document's code lays cells out only at sizes it fixes (`.absolute(44)`,
    /// `.fractionalHeight(1)`, a flow layout's `itemSize`) and sizes none from its content. Then a cell
    /// class is shown at a fixed height, as the guide lays it out: measuring it self-sizing would hold
    /// it to rules (content in `contentView`, a full vertical chain) no layout of the guide asks of it.
    /// A document that shows no layout keeps the self-sizing list, where modern cells are shown. The
    /// same holds of one block whose own layout fixes its sizes, whatever the document's other
    /// layouts do: the cells it declares are laid out by it.
    static func showsOnlyFixedSizes(in trees: [SourceFileSyntax]) -> Bool {
        showsOnlyFixedSizes(names: names(in: trees))
    }

    /// ``showsOnlyFixedSizes(in:)`` of a document whose identifiers are `names` (``names(in:)``).
    static func showsOnlyFixedSizes(names: Set<String>) -> Bool {
        names.isDisjoint(with: selfSizingNames) && !names.isDisjoint(with: fixedSizeNames)
    }

    /// Every identifier of a document's blocks, read once for the sizing rules.
    static func names(in trees: [SourceFileSyntax]) -> Set<String> {
        trees.reduce(into: Set<String>()) { $0.formUnion(DocumentDeclarations.identifiers(in: $1)) }
    }

    /// Whether the document shows no layout at all: neither sizes from content nor fixed sizes.
    /// (`names`: its identifiers, ``names(in:)``.)
    static func showsNoLayout(names: Set<String>) -> Bool {
        names.isDisjoint(with: selfSizingNames) && names.isDisjoint(with: fixedSizeNames)
    }

    /// Names that lay views out with Auto Layout, which a cell sized from its content relies on.
    static let autoLayoutNames: Set<String> = [
        "NSLayoutConstraint", "translatesAutoresizingMaskIntoConstraints", "topAnchor", "bottomAnchor",
        "leadingAnchor", "trailingAnchor", "centerYAnchor", "heightAnchor", "widthAnchor", "constraint", "activate",
        "systemLayoutSizeFitting", "preferredLayoutAttributesFitting", "UIStackView",
    ]

    /// Whether the cell classes `tree` declares lay their views out by frames: they add views
    /// (`contentView.addSubview(label)`, `label.sizeToFit()`) and use no Auto Layout. Such a cell is
    /// not written to be sized from its content (Apple: UICollectionViewFlowLayout.estimatedItemSize —
    /// self-sizing cells size themselves with Auto Layout or by overriding
    /// preferredLayoutAttributesFitting(_:)); where the document shows no layout, it is shown at a
    /// fixed size, as a layout sized for it would show it.
    static func laysOutByFrames(_ tree: SourceFileSyntax) -> Bool {
        guard !declaredCells(in: tree).isEmpty else { return false }
        let names = DocumentDeclarations.identifiers(in: tree)
        return names.contains("addSubview") && names.isDisjoint(with: autoLayoutNames)
    }

    /// The layout a cell is shown in: a self-sizing list, or rows of a fixed height (44 points, the
    /// default row height of a list) that nothing measures.
    static func layout(selfSizing: Bool) -> String {
        selfSizing
            ? "UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
            : "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: "
                + ".vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), "
                + "subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))"
    }

    /// The function that shows a cell (a per-example declaration, like the placeholder), in a
    /// self-sizing list or at a fixed height (``showsOnlyFixedSizes(in:)``).
    static func function(selfSizing: Bool) -> String {
        """
        @MainActor fileprivate func \(functionName)<Cell: UICollectionViewCell>(_ type: Cell.Type, configure: @escaping (Cell) throws -> Void = { _ in }) throws {
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: \(layout(selfSizing: selfSizing)))
            var failure: Error?
            let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, _ in do { try configure(cell) } catch { failure = error } }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item) }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            if let failure { throw failure }
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            ModelRunLoop.run()
        }
        """
    }

    static let showName = "__cellspecShow"

    /// Whether the fragment assigns the property `name` a value of its own (`dataSource = …`,
    /// `self.dataSource = …`), anywhere in its code.
    static func assigns(_ name: String, in tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return false }
            var target = Syntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
                guard member.declName.id == reference.id,
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName
                        .tokenKind == .keyword(.self)
                else { return false }
                target = Syntax(member)
            }
            return isAssignmentTarget(target)
        }
    }

    /// Whether `node` is what an assignment assigns (`name = …`, `dataSource.supplementaryViewProvider
    /// = …`), read from the unfolded expression list the parser gives.
    static func isAssignmentTarget(_ node: Syntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id })
        else { return false }
        let next = list.index(after: index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }

    /// A statement showing a data source's items: `section` and `items` are expressions of its types;
    /// `kinds`, the element kinds its supplementary views are shown for (``SupplementaryExercise``).
    static func show(
        dataSource: String, collectionView: String, section: String, items: String, kinds: [String] = []
    ) -> String {
        "\(showName)(\(dataSource), in: \(collectionView), section: \(section), items: \(items)"
            + (kinds.isEmpty ? "" : ", kinds: [\(kinds.joined(separator: ", "))]") + ")"
    }

    /// The function that shows a diffable data source the fragment made but never filled: a snapshot
    /// of one section with two items is applied and the collection view laid out, so its cell
    /// provider runs as UIKit would run it (Apple: UICollectionViewDiffableDataSource — the provider
    /// is called for each cell the collection view displays). With `kinds`, the collection view
    /// inference made is given a list layout placing a header of each kind, so a provider the
    /// fragment assigned runs for them (``SupplementaryExercise``).
    static let showFunction = """
        @MainActor fileprivate func \(showName)<S: Hashable & Sendable, I: Hashable & Sendable>(_ dataSource: UICollectionViewDiffableDataSource<S, I>, in collectionView: UICollectionView, section: S, items: [I], kinds: [String] = []) {
            if collectionView.bounds.isEmpty { collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844) }
            if !kinds.isEmpty, dataSource.supplementaryViewProvider != nil {
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { _, environment in
                    let listSection = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                    listSection.boundarySupplementaryItems = kinds.map { NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: $0, alignment: $0.lowercased().contains("footer") ? .bottom : .top) }
                    return listSection
                }
            }
            if dataSource.snapshot().numberOfItems == 0 {
                var snapshot = NSDiffableDataSourceSnapshot<S, I>()
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
                dataSource.apply(snapshot, animatingDifferences: false)
            }
            collectionView.layoutIfNeeded()
        }
        """
}
