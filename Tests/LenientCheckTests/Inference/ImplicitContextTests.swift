import SpecPages
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Inference on the syntax tree: which names a fragment leaves undeclared, what stands in for them,
/// and where the fragment is placed.
@Suite struct ImplicitContextTests {
    /// The model's names and the toolchain's, as `check --lenient` reads them.
    static let vocabulary = ModelVocabulary.read(
        sources: Fixtures.packageRoot.appendingPathComponent("Sources/UIKitModel"),
        toolchain: (try? ToolchainVocabulary.loadBlocking(workDirectory: Fixtures.runnerOptions().workDirectory))
            ?? ToolchainVocabulary())

    /// Infers the context of `code` written in a block whose first line is line 10 of its page.
    func infer(_ code: String) -> ImplicitContext {
        let page = String(repeating: "\n", count: 8) + "```swift\n\(code)\n```\n"
        let lines = LenientDocumentReader.read(page, path: "test.md").blocks.first?.example.lines ?? []
        return ImplicitContext.infer(lines: lines, vocabulary: Self.vocabulary)
    }

    func supplied(_ context: ImplicitContext, _ name: String) -> String? {
        context.supplied.first { $0.hasPrefix("\(name): ") }.map { String($0.dropFirst(name.count + 2)) }
    }

    @Test func theVocabularyKnowsTheModelsTypesAndInheritance() {
        #expect(Self.vocabulary.types.contains("UICollectionViewListCell"))
        #expect(Self.vocabulary.inheritedMembers(of: "UICollectionViewListCell").contains("contentView"))
        #expect(!Self.vocabulary.inheritedMembers(of: "UICollectionViewListCell").contains("appendSections"))
    }

    @Test func aCellTakesItsTypeFromItsUse() {
        #expect(supplied(infer("var c = cell.defaultContentConfiguration()"), "cell") == "UICollectionViewListCell")
        #expect(supplied(infer("cell.textLabel?.text = \"x\""), "cell")?.hasPrefix("UITableViewCell") == true)
        #expect(supplied(infer("cell.accessories = []\n_ = tableView"), "cell")?.hasPrefix("UITableViewCell") == true)
        // Read through with a plain `.`, `imageView` is not UIKit's optional legacy view: the guide's own cell's.
        let ownView = supplied(infer("cell.imageView.image = nil"), "cell")
        #expect(ownView?.hasPrefix("UITableViewCell") == false)
        #expect(ownView?.contains("imageView: UIImageView") == true)
        #expect(supplied(infer("cell.imageView?.image = nil"), "cell")?.hasPrefix("UITableViewCell") == true)
        #expect(supplied(infer("cell.imageView!.image = nil"), "cell")?.hasPrefix("UITableViewCell") == true)
    }

    @Test func wellKnownNamesGetModelObjects() {
        let context = infer(
            """
            let s = state.isSelected
            let p = indexPath.item
            collectionView.allowsSelection = s
            _ = dataSource
            _ = p
            """)
        #expect(supplied(context, "state") == "UICellConfigurationState")
        #expect(supplied(context, "indexPath") == "IndexPath")
        #expect(supplied(context, "collectionView")?.hasPrefix("UICollectionView") == true)
        #expect(supplied(context, "dataSource") == "UICollectionViewDiffableDataSource<__CellSpecSection, AnyHashable>")
        // The data source is built on the supplied collection view.
        #expect(context.prelude.contains { $0.contains("(collectionView: collectionView)") })
    }

    @Test func configurationsAreContentOrBackgroundByTheirMembers() {
        #expect(supplied(infer("content.text = \"a\""), "content") == "UIListContentConfiguration")
        #expect(supplied(infer("configuration.cornerRadius = 8"), "configuration") == "UIBackgroundConfiguration")
        #expect(supplied(infer("background.strokeWidth = 1"), "background") == "UIBackgroundConfiguration")
    }

    @Test func snapshotsUseTheWrittenTypesAndSectionCases() {
        let context = infer(
            """
            var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe.ID>()
            snapshot.appendSections([.favorites, .all])
            snapshot.appendItems(recipes.map(\\.id), toSection: .all)
            """)
        #expect(
            context.prelude.contains {
                $0.hasPrefix(
                    "@dynamicMemberLookup enum Section: Hashable, Sendable, CaseIterable { case favorites, all; ")
            })
        #expect(context.prelude.contains("typealias Recipe = __CellSpecPlaceholder"))
        #expect(supplied(context, "recipes") == "array of placeholders")
        #expect(supplied(context, "snapshot") == nil, "declared by the fragment")
    }

    @Test func unknownValuesGetTypedPlaceholdersByName() {
        let context = infer(
            """
            content.text = item.title
            if isExpanded { print(itemCount, photoImageView, items) }
            """)
        #expect(supplied(context, "item") == "placeholder")
        #expect(supplied(context, "isExpanded") == "Bool")
        #expect(supplied(context, "itemCount") == "Int")
        #expect(supplied(context, "photoImageView") == "UIImageView")
        #expect(supplied(context, "items") == "array of placeholders")
        #expect(context.prelude.contains { $0.contains("@dynamicMemberLookup") })
    }

    @Test func theWalkIsScopeAware() {
        let context = infer(
            """
            let cell = UICollectionViewListCell()
            _ = cell
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
                for part in parts { print(part, name, indexPath) }
            }
            if let selected { print(selected) }
            _ = registration
            """)
        #expect(supplied(context, "cell") == nil)
        #expect(supplied(context, "indexPath") == nil, "a closure parameter")
        #expect(supplied(context, "part") == nil, "a for-in variable")
        #expect(supplied(context, "parts") == "array of placeholders")
        #expect(supplied(context, "selected") == "placeholder", "`if let x` reads x first")
    }

    @Test func membersOfTheModelSuperclassAreInherited() {
        let context = infer(
            """
            class BadgeCell: UICollectionViewListCell {
                func setUp() { contentView.addSubview(badge) }
            }
            """)
        #expect(
            !context.supplied.contains { $0.hasPrefix("contentView") } && !context.unresolved.contains("contentView"))
        // A value used only in the class cannot be a local of the entry function: it is a member
        // of the class the block does not show.
        #expect(!context.unresolved.contains("badge"))
        #expect(
            context.supplied.contains {
                $0.hasPrefix("badge:") && $0.hasSuffix("a member of BadgeCell the block does not show")
            })
    }

    @Test func memberFragmentsArePlacedInACellOrAViewController() {
        let cell = infer(
            """
            override func updateConfiguration(using state: UICellConfigurationState) {
                contentConfiguration = defaultContentConfiguration().updated(for: state)
            }
            """)
        #expect(cell.host == "UICollectionViewListCell")
        #expect(
            cell.lines[0].text.hasPrefix("@dynamicMemberLookup final class __CellSpecHost: UICollectionViewListCell {"))
        #expect(
            cell.lines[0].text.hasSuffix("; override func updateConfiguration(using state: UICellConfigurationState) {")
        )
        #expect(cell.lines[0].number == 10, "the first line keeps its number")
        #expect(!cell.supplied.contains { $0.hasPrefix("contentConfiguration") }, "inherited from the host")

        let controller = infer(
            "lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }")
        #expect(controller.host == "UIViewController")

        let statements = infer("view.backgroundColor = .systemBackground\nself.title = \"Recipes\"")
        #expect(statements.host == "UIViewController")
        #expect(statements.lines[0].text.contains("func __cellspecBody() throws {"), "synchronous: nothing awaits")
        let awaiting = infer("view.backgroundColor = .systemBackground\nawait Task.yield()")
        #expect(awaiting.lines[0].text.contains("func __cellspecBody() async throws {"))
        #expect(awaiting.lines.last?.text.contains("try await __CellSpecHost().__cellspecBody()") == true)
    }

    @Test func topLevelFunctionsRunOnTheMainActor() {
        let context = infer("func style(_ cell: UICollectionViewListCell) {\n    cell.accessories = []\n}")
        #expect(context.lines[0].text == "@MainActor func style(_ cell: UICollectionViewListCell) {")
        #expect(context.host == nil)
    }

    @Test func plainStatementsAreLeftForTheGeneratorToRunSynchronously() {
        let lines = infer("content.text = \"a\"").lines
        #expect(lines.count == 1 && lines[0].text.hasPrefix("content.text = \"a\";"), "no wrapper around the statement")
    }

    @Test func observableGetsItsImport() {
        #expect(infer("@Observable final class Model { var x = 0 }").prelude.contains("import Observation"))
    }

    @Test func aTableViewIsAModelTableView() {
        let context = infer("tableView.reloadData()")
        #expect(supplied(context, "tableView") == "UITableView")
        #expect(context.modelGaps.isEmpty)
        let cell = infer("cell.accessoryType = .disclosureIndicator\ntableView.reloadData()")
        #expect(supplied(cell, "cell")?.hasPrefix("UITableViewCell") == true)
    }

    @Test func aViewControllerHostIsTheModelsViewController() {
        let context = infer(
            "override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n}")
        #expect(context.host == "UIViewController")
        #expect(!context.prelude.contains { $0.contains("class UIViewController") }, "no stand-in")
        #expect(!context.supplied.contains { $0.hasPrefix("view:") }, "view is inherited")
        #expect(context.lines.last?.text.contains("__CellSpecHost().loadViewIfNeeded()") == true)
    }

    /// A function the guide declares elsewhere is a callable placeholder: any labels, any result.
    @Test func functionsNobodyDeclaresAreCallablePlaceholders() {
        let context = infer("let cell = makeCell(for: indexPath)\n_ = cell")
        #expect(context.unresolved.isEmpty)
        #expect(supplied(context, "makeCell")?.hasPrefix("callable placeholder") == true)
        #expect(supplied(context, "indexPath") == "IndexPath")
    }

    @Test func membersBeforeStatementsStayMembersOfTheHost() {
        let context = infer(
            """
            private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo> { _, _, _ in }
            dataSource = .init(collectionView: collectionView) { [weak self] view, indexPath, photo in
                guard let self else { return nil }
                return view.dequeueConfiguredReusableCell(using: self.registration, for: indexPath, item: photo)
            }
            """)
        #expect(context.host == "UIViewController")
        #expect(!context.lines[0].text.contains("__cellspecBody"), "the declaration is a member")
        #expect(context.lines[1].text.hasPrefix("func __cellspecBody() throws { dataSource = "))
        #expect(!context.supplied.contains { $0.hasPrefix("registration:") }, "declared by the fragment")
        #expect(
            supplied(context, "dataSource") == "UICollectionViewDiffableDataSource<__CellSpecSection, Photo>",
            "items of the registration's type")
    }

    @Test func casesOfASwitchOverASectionAreSections() {
        let context = infer(
            """
            switch sectionKind {
            case .hero: break
            case .featured, .list: break
            }
            """)
        #expect(
            context.prelude.contains {
                $0.hasPrefix(
                    "@dynamicMemberLookup enum __CellSpecSection: Hashable, Sendable, CaseIterable { case hero, featured, list; "
                )
            })
    }

    /// A value whose members only one model type declares is of that type; members several types
    /// share leave it a placeholder.
    @Test func aValueTakesTheOneModelTypeItsMembersNeed() {
        #expect(
            supplied(
                infer("let sideBySide = valueConfiguration.prefersSideBySideTextAndSecondaryText\n_ = sideBySide"),
                "valueConfiguration")
                == "UIListContentConfiguration (the one model type with `prefersSideBySideTextAndSecondaryText`)")
        // `imageProperties` is no longer one type's: UIContentUnavailableConfiguration has it too (iOS 17).
        // A word of the name that names a member of one of them only decides (`valueCell()`); without
        // one, the value stays a placeholder.
        #expect(
            supplied(infer("let tint = valueConfiguration.imageProperties.tintColor\n_ = tint"), "valueConfiguration")
                == "UIListContentConfiguration (of the model types with `imageProperties`, the one with a member its name names)"
        )
        #expect(
            supplied(infer("let tint = shownConfiguration.imageProperties.tintColor\n_ = tint"), "shownConfiguration")
                == "placeholder")
        #expect(supplied(infer("print(thing.text ?? \"\")"), "thing") == "placeholder", "several types have text")
        // One member alone types a value only when its name shares a word with the type.
        #expect(supplied(infer("let when = post.date\n_ = when"), "post") == "placeholder")
        #expect(
            supplied(infer("let when = picker.date\n_ = when"), "picker")
                == "UIDatePicker (the one model type with `date`)")
        #expect(WellKnownName.words(of: "UIDatePicker") == ["date", "picker"])
        #expect(WellKnownName.words(of: "valueConfiguration") == ["value", "configuration"])
    }

    /// An enum's cases and methods shown without the enum are placed in one.
    @Test func anEnumsBodyIsPlacedInAnEnum() {
        let context = infer(
            """
            case compact, regular
            func columns() -> Int {
                switch self {
                case .compact: return 1
                case .regular: return 3
                }
            }
            """)
        #expect(context.host == "enum")
        #expect(
            context.lines.first?.text.hasPrefix("enum __CellSpecEnum: Hashable, CaseIterable { case compact") == true)
    }

    /// `imageView` is named like its class; a view whose members a plain `UIView` lacks is the one
    /// view class that has them.
    @Test func viewsTakeTheirClassFromTheirNameAndMembers() {
        #expect(supplied(infer("imageView.image = nil"), "imageView") == "UIImageView")
        #expect(supplied(infer("badgeView.backgroundColor = .red"), "badgeView") == "UIView")
        #expect(
            supplied(infer("headerView.numberOfLines = 2"), "headerView")?.hasPrefix("UILabel") == true,
            "of the views, only a label has numberOfLines")
        #expect(
            supplied(infer("headerView.text = \"Title\""), "headerView") == "UIView", "labels and text views have text")
    }

    /// A registration says what a class is unless its name says a subclass of that: a
    /// `CustomListCell` in a cell registration is a list cell, a `ShelfHeader` one a cell.
    @Test func aRegisteredClassKeepsTheSubclassItsNameSays() {
        let context = infer(
            """
            let rows = UICollectionView.CellRegistration<CustomListCell, Int> { cell, _, _ in cell.accessories = [] }
            let banners = UICollectionView.CellRegistration<ShelfHeader, Int> { _, _, _ in }
            """)
        #expect(supplied(context, "CustomListCell") == "empty UICollectionViewListCell subclass")
        #expect(supplied(context, "ShelfHeader") == "empty UICollectionViewCell subclass", "\(context.supplied)")
    }

    /// `append(_:to:)` is a section snapshot's alone: the value is one, of the block's items.
    @Test func aSectionSnapshotIsKnownByItsCallsAndGetsItsItemType() throws {
        let context = infer("outlineSnapshot.append([1])\noutlineSnapshot.append([2, 3], to: 1)")
        let summary = try #require(supplied(context, "outlineSnapshot"))
        #expect(summary.hasPrefix("NSDiffableDataSourceSectionSnapshot<"), "\(summary)")
    }
}
