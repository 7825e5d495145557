import SpecPages
import SwiftParser
import SwiftSyntax
import Testing

@testable import LenientCheck

/// The syntax rules behind running code UIKit runs only when asked: the kinds a fragment registers
/// supplementary views for (``SupplementaryExercise``) and a controller fragment's entry points
/// (``EntryPoints``); and the branches of a ternary the compiler points at (``TernaryBranches``).
@Suite struct RunProvidersRulesTests {
    @Test func kindsAreReadOnlyWhenAnyScopeCanReadThem() {
        let tree = Parser.parse(
            source: """
                let a = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
                let b = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "badge") { _, _, _ in }
                let c = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: ElementKind.footer) { _, _, _ in }
                let d = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "\\(prefix)-tag") { _, _, _ in }
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
                """)
        #expect(
            SupplementaryExercise.kinds(in: tree) == ["UICollectionView.elementKindSectionHeader", "\"badge\""],
            "a name of the guide's and an interpolation are the guide's values; a kind is listed once")
    }

    /// A static member of a type the document declares is the guide's declaration, shared with the
    /// block: it is read only when both names are declared.
    @Test func aKindNamedByTheGuidesDeclaredStaticMemberIsRead() {
        let tree = Parser.parse(
            source: """
                let a = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: ShelfKind.banner) { _, _, _ in }
                let b = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: ShelfKind.ribbon) { _, _, _ in }
                let c = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: Self.badge) { _, _, _ in }
                """)
        #expect(
            SupplementaryExercise.kinds(in: tree, declared: ["ShelfKind", "banner", "badge"]) == ["ShelfKind.banner"],
            "`ribbon` is not declared; `Self` names no declaration")
    }

    @Test func kindsAreShownOnlyWhenTheFragmentAssignsAProvider() {
        let registers =
            "let a = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: \"tag\") { _, _, _ in }"
        #expect(SupplementaryExercise.shownKinds(in: Parser.parse(source: registers)).isEmpty)
        let assigns =
            registers
            + "\ndataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: a, for: path) }"
        #expect(SupplementaryExercise.shownKinds(in: Parser.parse(source: assigns)) == ["\"tag\""])
        #expect(
            !SupplementaryExercise.assignsProvider(
                in: Parser.parse(source: "let provider = dataSource.supplementaryViewProvider")),
            "reading the provider is not assigning it")
    }

    @Test func entryPointsAreTheMethodsNothingCalls() {
        let tree = Parser.parse(
            source: """
                private func configureHierarchy() { collectionView.backgroundColor = .systemBackground }
                func configureDataSource() throws { makeRegistration() }
                func makeRegistration() {}
                func select(_ path: IndexPath) {}
                func refresh(animated: Bool = true) {}
                @objc func didPullToRefresh() {}
                override func viewWillDisappear(_ animated: Bool) {}
                func load() async {}
                """)
        #expect(
            EntryPoints.entries(in: tree) == [
                .init(name: "configureHierarchy", throwsError: false),
                .init(name: "configureDataSource", throwsError: true),
                .init(name: "refresh", throwsError: false),
            ])
        let entries = EntryPoints.entries(in: tree)
        #expect(
            EntryPoints.method(calling: entries)
                == "func __cellspecEntries() throws { _ = configureHierarchy(); _ = try configureDataSource(); _ = refresh() }"
        )
        #expect(EntryPoints.call(on: "host", entries: entries) == "try host.__cellspecEntries()")
    }

    @Test func aShownLifecycleMethodLeavesTheCallsToTheGuide() {
        let tree = Parser.parse(source: "override func viewDidLoad() { super.viewDidLoad() }\nfunc configure() {}")
        #expect(EntryPoints.entries(in: tree).isEmpty)
    }

    @Test func theBranchesOfATernaryAreFoundFromItsQuestionMarkOrItsStart() throws {
        let tree = Parser.parse(source: "show(flag ? Book.starred : Book.all)")
        let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
        let question = try #require(tokens.first { $0.tokenKind == .infixQuestionMark })
        let start = try #require(tokens.first { $0.text == "flag" })
        for token in [question, start] {
            #expect(TernaryBranches.branches(at: token).map(\.trimmedDescription) == ["Book.starred", "Book.all"])
        }
        let other = try #require(tokens.first { $0.text == "show" })
        #expect(TernaryBranches.branches(at: other).isEmpty)
    }
}

/// A controller host runs the setup methods a members fragment declares once its view loaded
/// (``HostChoice/wrap(_:properties:awaits:then:entries:)``), whatever controller class it is.
@Suite struct ControllerHostEntriesTests {
    @Test func controllersCallTheEntryPointsAfterLoadingTheirView() {
        let lines = [SpecExample.Line(text: "func configureDataSource() {}", isHidden: false, number: 3)]
        let entries = [EntryPoints.Entry(name: "configureDataSource", throwsError: false)]
        for controller in ["UIViewController", "UITableViewController", "UICollectionViewController"] {
            let host = HostChoice(superclass: controller, kind: .members)
            let wrapped = host.wrap(lines, properties: [], awaits: false, entries: entries)
                .map(\.text).joined(separator: "\n")
            #expect(wrapped.contains(EntryPoints.call(on: HostChoice.instanceName, entries: entries)), "\(controller)")
            let without = host.wrap(lines, properties: [], awaits: false).map(\.text).joined(separator: "\n")
            #expect(!without.contains(EntryPoints.methodName), "\(controller): no entry points, no call")
        }
    }
}
