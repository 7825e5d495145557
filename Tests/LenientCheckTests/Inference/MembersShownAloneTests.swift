import SpecPages
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// Members a guide shows without their type: static members read as the file's own
/// (``StaticMembers``), a class's members beside file-level declarations (``HostChoice``), and UIKit's
/// own types retyped for the reader (``Elision/uikitListings(in:uikitTypes:)``).
@Suite struct MembersShownAloneTests {
    func lines(_ code: String) -> [SpecExample.Line] {
        code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SpecExample.Line(text: String($0.element), isHidden: false, number: 20 + $0.offset)
        }
    }

    @Test func staticModifiersAreBlankedInPlace() {
        let code = """
            static func makeLayout() -> Int { makeSection() }
            private static let kind = "badge"
            class func other() {}
            """
        let blanked = StaticMembers.blank(in: lines(code))
        #expect(blanked.blanked == ["makeLayout", "kind", "other"])
        #expect(
            blanked.lines.map(\.text) == [
                "       func makeLayout() -> Int { makeSection() }",
                "private        let kind = \"badge\"",
                "      func other() {}",
            ])
        #expect(blanked.lines.map(\.number) == [20, 21, 22], "every line keeps its page line")
    }

    /// A local takes no access modifier: a variable that has one, or a private function, is a member.
    @Test func aFunctionWithAnAccessModifierIsAMember() {
        let member = { (code: String) in
            HostChoice.hasMemberModifier(Parser.parse(source: code).statements.first!.item.as(DeclSyntax.self)!)
        }
        #expect(member("private func layout() -> UICollectionViewLayout { fatalError() }"))
        #expect(member("fileprivate var rows: [String] = []"))
        #expect(!member("func layout() -> UICollectionViewLayout { fatalError() }"))
        #expect(
            !member("open class func custom(layoutSize: NSCollectionLayoutSize)"),
            "an API's listing, not an app's member")
        #expect(!member("let rows: [String] = []"))
    }

    /// `Self` names the type a declaration is in: a function or variable that names it is a member,
    /// and the statics beside it stay static, in the host.
    @Test func aFunctionNamingSelfIsAMember() {
        let code = """
            func makeLayout() -> NSCollectionLayoutSection { Self.makeRow() }
            static func makeRow() -> NSCollectionLayoutSection { fatalError() }
            """
        let member = { (code: String) in
            HostChoice.hasMemberModifier(Parser.parse(source: code).statements.first!.item.as(DeclSyntax.self)!)
        }
        #expect(member("func makeLayout() -> NSCollectionLayoutSection { Self.makeRow() }"))
        #expect(!member("struct Shelf { static func make() -> Self { Self() } }"), "a type declares its own Self")
        #expect(
            !member(
                "class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self"),
            "a reference page's listing")
        #expect(StaticMembers.blank(in: lines(code)).blanked.isEmpty)
    }

    /// A file's own variable beside statements runs as a local, which takes no access modifier.
    @Test func aFilesOwnVariableLosesItsAccessModifierInPlace() {
        let code = """
            tableView.reloadData()
            private let cache = NSCache<NSURL, UIImage>()
            fileprivate var hits = 0
            let plain = 1
            """
        let blanked = StaticMembers.blankAccess(in: lines(code), tree: Parser.parse(source: code))
        #expect(blanked.blanked == ["cache", "hits"])
        #expect(blanked.lines.map(\.text)[1] == "        let cache = NSCache<NSURL, UIImage>()")
        #expect(blanked.lines.map(\.text)[2] == "            var hits = 0")
        #expect(blanked.lines.map(\.text)[3] == "let plain = 1")
    }

    @Test func aBlockWithMembersOnlyAClassHasKeepsItsStatics() {
        let code = """
            static let kind = "badge"
            override func viewDidLoad() {}
            """
        let blanked = StaticMembers.blank(in: lines(code))
        #expect(blanked.blanked.isEmpty)
        #expect(blanked.lines.map(\.text) == code.split(separator: "\n").map(String.init))
    }

    @Test func aSharedStaticMemberLosesItsModifier() throws {
        let tree = Parser.parse(source: "static func makeSection() -> Int { 1 }\nstruct Shelf { static let id = 1 }")
        let declarations = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        #expect(StaticMembers.unqualified(declarations[0]).trimmedDescription == "func makeSection() -> Int { 1 }")
        #expect(StaticMembers.unqualified(declarations[1]).trimmedDescription == declarations[1].trimmedDescription)
    }

    @Test func theHostIsTheModelClassDeclaringMostOfWhatTheMembersUse() {
        let context = ImplicitContext.infer(
            lines: lines(
                """
                override func awakeFromNib() {
                    super.awakeFromNib()
                    let plain = UIView(frame: bounds)
                    self.backgroundView = plain
                    let selection = UIView(frame: bounds)
                    self.selectedBackgroundView = selection
                }
                """),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(context.host == "UICollectionViewListCell", "bounds and the background views are a cell's")
        let controller = ImplicitContext.infer(
            lines: lines(
                "override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .systemBackground\n}"
            ),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(controller.host == "UIViewController")
    }

    @Test func aReuseIdentifierReadOnTheGuidesTypeIsAString() {
        #expect(
            PlaceholderSource.staticMember("reuseID", of: "BasicCell") == "static let reuseID = \"BasicCell.reuseID\"")
        #expect(PlaceholderSource.staticMember("cellId", of: "BasicCell") == "static let cellId = \"BasicCell.cellId\"")
        #expect(PlaceholderSource.staticMember("shared", of: "Store").contains("__CellSpecPlaceholder"))
    }

    @Test func membersBeforeAnExtensionAreTheHostsAndTheExtensionStaysOutside() {
        let context = ImplicitContext.infer(
            lines: lines(
                """
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                extension UIColor {
                    static let shelfTint = UIColor.systemTeal
                }
                """),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(context.host == "UIViewController")
        #expect(context.lines[0].text.hasPrefix("@dynamicMemberLookup final class __CellSpecHost: UIViewController"))
        #expect(context.lines[4].text == "} extension UIColor {", "the host closes before the extension")
        #expect(context.lines.last?.text.contains("loadViewIfNeeded()") == true)
    }

    @Test func membersAfterAnImportStartTheHostOnTheirOwnLine() {
        let context = ImplicitContext.infer(
            lines: lines("import Foundation\n\noverride func viewDidLoad() {\n    super.viewDidLoad()\n}"),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(context.host == "UIViewController")
        #expect(context.lines[0].text == "import Foundation")
        #expect(context.lines[2].text.hasPrefix("@dynamicMemberLookup final class __CellSpecHost"))
    }

    @Test func fileLevelDeclarationsAmongTheMembersLeaveNoHost() {
        let context = ImplicitContext.infer(
            lines: lines(
                """
                override func viewDidLoad() {}
                extension UIColor {}
                override func viewWillAppear(_ animated: Bool) {}
                """),
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(context.host == nil, "members on both sides of an extension: no one host holds them")
    }

    @Test func uikitsOwnTypesRetypedAreListingsAndTheGuidesOwnAreNot() {
        let code = """
            public enum UIContentInsetsReference {
                case automatic = 0
            }
            enum ShelfSection { case main }
            struct UIShelfStyle {}
            """
        let listings = Elision.uikitListings(
            in: Parser.parse(source: code), lines: lines(code), uikitTypes: ImplicitContextTests.vocabulary.types)
        #expect(listings.map(\.type) == ["UIContentInsetsReference"])
        #expect(listings.map(\.line) == [20])
    }
}

/// The same, through the whole lenient check (fixture `lenient/members-shown-alone.md`).
@Suite(.serialized) struct LenientMembersShownAloneTests {
    static let fixture = JudgedFixture("lenient/members-shown-alone.md")

    func result(_ line: Int) async throws -> LenientResult { try await Self.fixture.result(line) }

    @Test func staticMembersCompileAndCallEachOtherAcrossBlocks() async throws {
        let layout = try await result(7)
        #expect(layout.compiled && layout.diagnosis == nil, "\(layout.explanation ?? "")")
        #expect(layout.context?.supplied.contains("makeShelfSection: declared at line 16") == true)
        #expect(try await result(15).compiled)
        let kind = try await result(26)
        #expect(kind.compiled && kind.diagnosis == nil)
        #expect(
            kind.context?.supplied.contains(
                "shelfBadgeKind: a static member shown without its type, read as the file's own")
                == true)
    }

    @Test func anOverrideBesideAnExtensionRunsInAHost() async throws {
        let override = try await result(32)
        #expect(override.compiled && override.diagnosis == nil, "\(override.explanation ?? "")")
        #expect(override.context?.host == "UIViewController")
    }

    @Test func uikitsEnumRetypedIsNotCheckableNeverTheGuidesError() async throws {
        let listing = try await result(45)
        #expect(listing.diagnosis == .elided)
        #expect(listing.isUncheckable)
        #expect(listing.explanation?.contains("retypes UIKit's own `UIContentInsetsReference` (line 46)") == true)
        #expect(listing.explanation?.contains("`...`") == false, "the guide elides nothing with `...`")
    }
}

/// A controller made a view's data source or delegate adopts the protocol (``SelfAsDataSource``).
@Suite struct SelfAsDataSourceTests {
    @Test func assigningSelfAsksForTheViewsProtocols() {
        let tree = Parser.parse(
            source: "collectionView.dataSource = self\ncollectionView.delegate = self\ntableView.dataSource = self")
        #expect(
            SelfAsDataSource.protocols(in: tree) == [
                "UICollectionViewDataSource", "UICollectionViewDelegate", "UITableViewDataSource",
            ])
        #expect(SelfAsDataSource.protocols(in: Parser.parse(source: "searchBar.delegate = self")).isEmpty)
        #expect(SelfAsDataSource.protocols(in: Parser.parse(source: "collectionView.dataSource = source")).isEmpty)
    }

    @Test func onlyTheRequiredMethodsTheFragmentLacksAreGiven() {
        let tree = Parser.parse(
            source: "func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 3 }")
        let given = SelfAsDataSource.requirements(
            of: ["UICollectionViewDataSource", "UICollectionViewDelegate"], declaredIn: tree)
        #expect(given.count == 1)
        #expect(given.first?.contains("cellForItemAt") == true)
    }

    @Test func theHostAdoptsThem() {
        let context = ImplicitContext.infer(
            lines: [SpecExample.Line(text: "collectionView.dataSource = self", isHidden: false, number: 5)],
            vocabulary: ImplicitContextTests.vocabulary)
        #expect(context.host == "UIViewController")
        #expect(context.lines[0].text.contains("__CellSpecHost: UIViewController, UICollectionViewDataSource {"))
        #expect(context.supplied.contains { $0.hasPrefix("the host adopts UICollectionViewDataSource") })
    }
}

/// Older controllers' habits through the whole lenient check (fixture `lenient/controller-habits.md`).
@Suite(.serialized) struct LenientControllerHabitsTests {
    static let fixture = JudgedFixture("lenient/controller-habits.md")

    func result(_ line: Int) async throws -> LenientResult { try await Self.fixture.result(line) }

    @Test func selfAsDataSourceCompilesAndRuns() async throws {
        let block = try await result(5)
        #expect(block.compiled && block.diagnosis == nil, "\(block.explanation ?? "")")
    }

    @Test func aLabelUIKitOnlyAnnouncesItWillDeprecateIsAdviceNotAWarning() async throws {
        let block = try await result(12)
        #expect(block.outcome == .advice)
        #expect(block.explanation?.contains("only announces that it will deprecate `textLabel`") == true)
        #expect(block.evidence == ["compiled and ran on iOS 18 with no error, deprecation, fault or violation"])
    }

    @Test func aControllersDataSourceIsShownWithItemsSoItsProviderRuns() async throws {
        let remade = try await result(28)
        #expect(remade.outcome == .confirmed, "\(remade.explanation ?? "")")
        #expect(remade.findings.contains { $0.kind == .fault && $0.identifier?.hasPrefix("registration.") == true })
        #expect(
            remade.context?.supplied.contains(
                "ShelfListController's data source shown with two items when its code applies none") == true)
        let once = try await result(50)
        #expect(once.outcome == .passed, "\(once.explanation ?? "")")
    }

    @Test func theFillIsAnExtensionReachingPrivateProperties() throws {
        let tree = Parser.parse(
            source: """
                final class Shelves: UIViewController {
                    enum Section: Hashable { case shelves, archive }
                    private lazy var dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: grid) { _, _, _ in nil }
                }
                final class Plain: UIViewController {
                    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                }
                """)
        let items = { (type: String) in type == "Int" ? "[1, 2]" : nil }
        #expect(
            ControllerExercise.dataSourceFill(of: "Shelves", in: tree, items: items)
                == "extension Shelves { func __cellspecFill() { __cellspecShow(dataSource, in: grid, section: Section.shelves, items: [1, 2]) } }"
        )
        #expect(
            ControllerExercise.dataSourceFill(of: "Plain", in: tree, items: items) == nil,
            "a data source made elsewhere (in viewDidLoad) is the controller's own business")
        #expect(
            ControllerExercise.dataSourceFill(of: "Shelves", in: tree, items: { _ in nil }) == nil,
            "items inference cannot make")
    }

    @Test func traitCollectionDidChangeIsDeprecatedAsInUIKit() async throws {
        let block = try await result(19)
        #expect(
            block.evidence.first?.contains("'traitCollectionDidChange' is deprecated: deprecated in iOS 17.0") == true)
    }
}

/// A lenient fixture judged once by the whole lenient check, its blocks looked up by their page line.
struct JudgedFixture: Sendable {
    let document: Task<LenientJudgedDocument?, any Error>

    /// `withInventory`: the judge reads UIKit's declarations from the project's inventory, as `check --lenient` does.
    init(_ fixture: String, withInventory: Bool = false) {
        document = Task {
            var runner = LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5)))
            if withInventory {
                runner.uikitDeclarations = try UIKitDeclarations.read(
                    jsonLines: Fixtures.packageRoot.appendingPathComponent("Inventory/UIKit.jsonl"))
            }
            return try await runner.judge(paths: [Fixtures.path("LenientCheckTests", fixture)]).documents.first
        }
    }

    func result(_ line: Int) async throws -> LenientResult {
        let document = try #require(try await document.value)
        return try #require(document.results.first { $0.block.location.line == line }, "no block at line \(line)")
    }
}
