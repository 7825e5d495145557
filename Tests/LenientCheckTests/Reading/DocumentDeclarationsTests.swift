import SwiftParser
import Testing

@testable import ExampleRunner
@testable import LenientCheck
@testable import SpecPages

/// Which of the document's declarations a block gets: the ones it uses and does not declare,
/// self-contained, in dependency order, whichever block shows them; a ❌ block never replaces another
/// block's. Blocks are numbered by their first line here.
@Suite struct DocumentDeclarationsTests {
    func record(
        _ code: String, at line: Int, _ classification: SpecExample.Classification?,
        in table: inout DocumentDeclarations
    ) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($1), isHidden: false, number: line + $0)
        }
        table.record(Parser.parse(source: code), lines: lines, classification: classification, block: line)
    }

    func borrowed(_ code: String, at block: Int = .max, from table: DocumentDeclarations) -> [String] {
        table.borrowed(by: Parser.parse(source: code), block: block).map(\.name)
    }

    func lines(_ code: String, at block: Int = .max, from table: DocumentDeclarations) -> [Int] {
        table.borrowed(by: Parser.parse(source: code), block: block).map(\.line)
    }

    @Test func aBlockGetsWhatItUsesAndDoesNotDeclare() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("struct Planet: Hashable {\n    let name: String\n}", at: 3, nil, in: &table)
        #expect(borrowed("let mars = Planet(name: \"Mars\")", from: table) == ["Planet"])
        #expect(borrowed("struct Planet { let moons: Int }\nlet p = Planet(moons: 2)", from: table).isEmpty)
        #expect(
            borrowed("let list = [1].map { Planet in Planet }", from: table).isEmpty,
            "a closure's parameter is not the type")
    }

    /// A name the block switches over by section cases is its section identifier, not the layout
    /// section another block makes of a model type under that name; another value is lent as ever.
    @Test func aLayoutSectionIsNotLentToABlockSwitchingOverSectionCases() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record(
            "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))\n"
                + "let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [])\n"
                + "let section = NSCollectionLayoutSection(group: group)",
            at: 3, nil, in: &table)
        record("enum Shelf { case favourites }\nlet section = Shelf.favourites", at: 9, nil, in: &table)
        #expect(borrowed("switch section {\ncase .recents: print(1)\ndefault: break\n}", at: 5, from: table).isEmpty)
        #expect(borrowed("section.interGroupSpacing = 8", at: 5, from: table) == ["size", "group", "section"])
        #expect(
            borrowed("switch section {\ncase .recents: print(1)\ndefault: break\n}", from: table) == [
                "Shelf", "section",
            ],
            "a value not made by a model type is lent")
    }

    @Test func whatADeclarationUsesComesFirst() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("let width = 2\nlet height = width * 2", at: 1, nil, in: &table)
        record("let width = 3", at: 20, nil, in: &table)
        #expect(borrowed("_ = height", from: table) == ["width", "height"])
        #expect(lines("_ = height", from: table) == [20, 2])
    }

    @Test func declarationsThatNeedInferenceOrComeFromAnIncorrectBlockAreNotShared() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("let title = item.name", at: 1, nil, in: &table)
        #expect(borrowed("_ = title", from: table).isEmpty, "item is not declared anywhere")
        record("struct Badge { let title: String }", at: 5, .correct, in: &table)
        record("struct Badge { let count: Int }", at: 9, .incorrect, in: &table)
        #expect(lines("_ = Badge(title: \"a\")", from: table) == [5])
    }

    @Test func aDeclarationUsingATypeNoBlockDeclaresIsSharedWithTheGuess() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("func thumbnail(for id: Asset.ID) -> UIImage? { nil }", at: 1, nil, in: &table)
        let shared = table.borrowed(by: Parser.parse(source: "_ = thumbnail(for: UUID())"), block: .max)
        #expect(shared.map(\.name) == ["thumbnail"])
        #expect(shared.first?.guessedTypes == ["Asset"], "inference guesses Asset for the block, as for its own use")
        record("struct Shelf { let label: String }", at: 10, nil, in: &table)
        record("func shelfTitle(_ shelf: Shelf) -> String { shelf.label }", at: 20, nil, in: &table)
        let titles = table.borrowed(by: Parser.parse(source: "_ = shelfTitle(Shelf(label: \"Soups\"))"), block: .max)
        #expect(titles.map(\.name).contains("shelfTitle"))
        #expect(titles.allSatisfy { $0.guessedTypes.isEmpty }, "a type a block declares is the block's, never guessed")
        record("let badge = UIGlassBadge()", at: 30, nil, in: &table)
        #expect(borrowed("_ = badge", from: table).isEmpty, "a UIKit name the model lacks is a gap, not a guess")
    }

    @Test func aBlockSeesDeclarationsShownAfterIt() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("struct Planet { let name: String }", at: 10, nil, in: &table)
        #expect(borrowed("_ = Planet(name: \"Mars\")", at: 1, from: table) == ["Planet"])
    }

    @Test func theVersionInForceIsTheNearestBeforeElseTheFirstAfter() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("struct Badge { let title: String }", at: 10, nil, in: &table)
        record("struct Badge { let title: String; let count: Int }", at: 20, nil, in: &table)
        #expect(lines("_ = Badge.self", at: 1, from: table) == [10])
        #expect(lines("_ = Badge.self", at: 15, from: table) == [10])
        #expect(lines("_ = Badge.self", at: 25, from: table) == [20])
    }

    @Test func anExtensionIsSharedWithTheBlocksThatUseItsMembers() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record(
            "extension UICollectionViewCompositionalLayout {\n    static func grid() -> UICollectionViewCompositionalLayout { fatalError() }\n}",
            at: 10, nil, in: &table)
        #expect(
            borrowed("let layout = UICollectionViewCompositionalLayout.grid()", at: 1, from: table) == [
                "extension UICollectionViewCompositionalLayout"
            ])
        #expect(borrowed("let layout = UICollectionViewFlowLayout()", at: 1, from: table).isEmpty)
        #expect(
            borrowed("class Cell: UICollectionViewCell { func grid() {} }\n_ = Cell().grid()", at: 1, from: table)
                .isEmpty,
            "a block that declares a member of that name keeps its own")
        #expect(table.declaredByGuide.isSuperset(of: ["UICollectionViewCompositionalLayout.grid", ".grid"]))
    }

    /// Swift tells a type's methods apart by their full names: the data source's
    /// `tableView(_:numberOfRowsInSection:)` and a delegate's `tableView(_:viewForHeaderInSection:)`
    /// are two members, so a block showing the delegate's extension again still gets the data
    /// source's; the delegate's earlier extension, whose conformance the block declares itself, not.
    @Test func methodsOfOneBaseNameInTwoExtensionsAreTwoMembers() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("final class Shelf: UIViewController {\n    let rows = UITableView()\n}", at: 1, nil, in: &table)
        record(
            "extension Shelf: UITableViewDataSource {\n"
                + "    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }\n"
                + "    func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell { UITableViewCell() }\n}",
            at: 5, nil, in: &table)
        record(
            "extension Shelf: UITableViewDelegate {\n"
                + "    func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { 44 }\n}",
            at: 10, nil, in: &table)
        let header =
            "extension Shelf: UITableViewDelegate {\n"
            + "    func tableView(_ t: UITableView, viewForHeaderInSection s: Int) -> UIView? { nil }\n}\n"
            + "let shelf = Shelf()\nshelf.rows.dataSource = shelf"
        #expect(lines(header, at: 20, from: table) == [1, 5])
        let sameMethod =
            "extension Shelf {\n"
            + "    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 0 }\n}\n"
            + "_ = Shelf()"
        #expect(
            !lines(sameMethod, at: 20, from: table).contains(5),
            "a block that declares the same method keeps its own")
    }

    @Test func aConformanceComesWithTheTypeItExtends() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("struct Tag { let text: String }", at: 1, nil, in: &table)
        record("extension Tag: Hashable {}", at: 5, nil, in: &table)
        #expect(borrowed("let tags: Set<Tag> = []", at: 9, from: table) == ["Tag", "extension Tag"])
    }

    @Test func blocksThatReferToEachOtherShareTheirDeclarations() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        let cups = "struct Cups { var amount: Double\n var other: Litres { Litres(amount: amount / 4) } }"
        let litres = "struct Litres { var amount: Double\n var other: Cups { Cups(amount: amount * 4) } }"
        record(cups, at: 1, nil, in: &table)
        record(litres, at: 5, nil, in: &table)
        #expect(borrowed(cups, at: 1, from: table) == ["Litres"])
        #expect(borrowed(litres, at: 5, from: table) == ["Cups"])
        // Litres means the Cups in force where it stands: still block 1's when the document shows Cups
        // again after it (a ❌ version, or a complete example at the end).
        record("struct Cups { var amount: Int }", at: 9, .incorrect, in: &table)
        record("struct Cups { var amount: Double; var note = \"\" }", at: 12, nil, in: &table)
        #expect(borrowed(cups, at: 1, from: table) == ["Litres"])
        #expect(borrowed("struct Cups { var amount: Double }\n_ = Litres(amount: 1)", at: 12, from: table).isEmpty)
    }

    @Test func aDeclarationMeaningAnotherVersionOfTheBlocksOwnNameIsNotShared() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        let cups = "struct Cups { var amount: Double\n var other: Litres { Litres(amount: amount / 4) } }"
        record(cups, at: 1, nil, in: &table)
        record("struct Cups { var amount: Double }", at: 3, nil, in: &table)
        record(
            "struct Litres { var amount: Double\n var other: Cups { Cups(amount: amount * 4) } }", at: 5, nil,
            in: &table)
        #expect(
            borrowed(cups, at: 1, from: table).isEmpty,
            "where Litres stands, Cups is block 3's, not block 1's")
    }

    @Test func aFunctionWhoseBodyNeedsWhatNoBlockShowsIsSharedByItsSignature() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("func spacing(for width: Double) -> Double {\n    width / store.columns\n}", at: 1, nil, in: &table)
        let shared = table.borrowed(by: Parser.parse(source: "_ = spacing(for: 320)"), block: .max)
        #expect(shared.map(\.name) == ["spacing"])
        #expect(shared.first?.bodyElided == true)
        #expect(shared.first?.source.contains(Elision.filledBody) == true)
        #expect(shared.first?.source.contains("store") == false, "the body that needs it is left out")
        #expect(shared.first.map { $0.isFunction && $0.isOnlyVersion } == true)
        record("func spacing(for width: Double) -> Double { width / 2 }", at: 9, nil, in: &table)
        let versions = table.borrowed(by: Parser.parse(source: "_ = spacing(for: 320)"), block: .max)
        #expect(versions.first?.bodyElided == false, "the whole of the nearest version")
        #expect(versions.first?.isOnlyVersion == false)
    }

    /// A function is borrowed for a call of it (or passed as a function), never for a value of the
    /// same name, and never meets a declaration's need for such a value, even passed as an argument:
    /// the host's `tableView` is not the guide's `func tableView(_:numberOfRowsInSection:)`.
    @Test func aFunctionIsNeverAValueOfTheSameName() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record(
            "func tableView(_ view: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }", at: 1, nil,
            in: &table)
        record("func reloadRows() { tableView.reloadData(); register(in: tableView) }", at: 5, nil, in: &table)
        #expect(borrowed("tableView.reloadData()", from: table).isEmpty)
        let reload = table.borrowed(by: Parser.parse(source: "reloadRows()"), block: .max)
        #expect(reload.map(\.name) == ["reloadRows"], "by its signature: the function does not meet its need")
        #expect(reload.first?.bodyElided == true)
        #expect(borrowed("_ = tableView(UITableView(), numberOfRowsInSection: 0)", from: table) == ["tableView"])
    }

    @Test func protocolsAndTypealiasesComeWithWhatTheyName() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("protocol Source { func names() -> Shelf }\ntypealias Shelf = [String]", at: 1, nil, in: &table)
        #expect(
            borrowed("struct Fixed: Source { func names() -> Shelf { [] } }", at: 5, from: table) == [
                "Shelf", "Source",
            ])
    }

    @Test func theGuidesTypesMembersAreItsOwn() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record(
            "final class BadgedTile: UICollectionViewListCell {\n    let servingsBadge = UILabel()\n}", at: 1, nil,
            in: &table)
        #expect(table.declaredByGuide.isSuperset(of: ["BadgedTile", ".servingsBadge"]))
        record("class Badge: UIView {\n    override func layoutSubviews() {}\n}", at: 5, nil, in: &table)
        #expect(
            !table.declaredByGuide.contains(".layoutSubviews"),
            "an override is UIKit's member, which the model may lack")
    }

    @Test func aHostsStoredPropertyLendsItsTypeNotItsDeclaration() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record(
            "private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!\nvar count: Int", at: 1, nil,
            in: &table)
        let tree = Parser.parse(source: "func reload() { _ = dataSource; _ = count }")
        let free = FreeNames.find(in: tree, vocabulary: ImplicitContextTests.vocabulary)
        #expect(table.borrowed(by: tree, block: 5).isEmpty)
        let properties = table.properties(for: tree, block: 5, free: free)
        #expect(properties["dataSource"]?.type == "UICollectionViewDiffableDataSource<Int, Int>")
        #expect(properties["count"]?.type == "Int")
    }

    /// A plain optional lends the optional, so the block's optional chains through it compile.
    @Test func anOptionalHostPropertyLendsTheOptional() {
        var table = DocumentDeclarations(vocabulary: ImplicitContextTests.vocabulary)
        record("private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?", at: 1, nil, in: &table)
        let tree = Parser.parse(source: "func reload() { _ = dataSource?.snapshot() }")
        let free = FreeNames.find(in: tree, vocabulary: ImplicitContextTests.vocabulary)
        let properties = table.properties(for: tree, block: 5, free: free)
        #expect(properties["dataSource"]?.type == "UICollectionViewDiffableDataSource<Int, Int>?")
    }
}
