import Testing

@testable import DocsRenderer

/// How the API reference tells which overload an example uses: by the call's labels, defaults and
/// trailing closures, the shape of its arguments, and never by a local value of the member's name.
@Suite struct MemberReferencesTests {
    /// Members of a made-up view, declared as the API reference prints declarations.
    let members: [(name: String, declaration: String)] = [
        ("register", "func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)"),
        ("register", "func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)"),
        (
            "register",
            "func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)"
        ),
        ("indexPath", "func indexPath(for cell: UICollectionViewCell) -> IndexPath?"),
        ("indexPath", "func indexPath(forSupplementaryView view: UICollectionReusableView) -> IndexPath?"),
        (
            "apply",
            "func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)"
        ),
        ("dataSource", "var dataSource: (any UICollectionViewDataSource)?"),
        ("updateConfiguration", "func updateConfiguration(using state: UICellConfigurationState)"),
        ("init", "init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)"),
        ("apply", "func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async"),
    ]

    func used(_ code: String, type: String = "UIGrid") -> [String] {
        let indexes = MemberReferences(code: code).usedMembers(members, of: type)
        return indexes.sorted().map { members[$0].declaration }
    }

    @Test func overloadsOfOneNameAreToldApartByTheirLabels() {
        let code =
            #"grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "h", withReuseIdentifier: "h")"#
        #expect(used(code) == [members[2].declaration])
    }

    @Test func aMetatypeOrAMadeNibPicksTheOverloadOfOneLabelList() {
        #expect(used(#"grid.register(Cell.self, forCellWithReuseIdentifier: "c")"#) == [members[0].declaration])
        #expect(
            used(#"grid.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "c")"#) == [
                members[1].declaration
            ])
        #expect(
            used(#"grid.register(something, forCellWithReuseIdentifier: "c")"#).isEmpty, "either: counted for neither")
    }

    @Test func aLocalValueOfAMembersNameIsNotTheMember() {
        let code = """
            let provider = { (grid: UIGrid, indexPath: IndexPath, item: Int) in print(indexPath) }
            """
        #expect(used(code).isEmpty)
        #expect(used("let path = grid.indexPath(for: cell)") == [members[3].declaration])
    }

    @Test func defaultedParametersAndTrailingClosuresAreLeftOutAsSwiftAllows() {
        #expect(used("source.apply(snapshot)") == [members[5].declaration])
        #expect(used("source.apply(snapshot, animatingDifferences: false) { print(1) }") == [members[5].declaration])
        #expect(used("source.apply(snapshot, completion: nil)") == [members[5].declaration])
        #expect(used("source.apply()").isEmpty, "the snapshot has no default")
        #expect(used("source.apply(snapshot, false)").isEmpty, "an unlabelled second argument fits no parameter")
    }

    @Test func anAwaitedCallIsTheAsyncOverloadAndAnotherCallTheOther() {
        #expect(used("source.apply(snapshot)") == [members[5].declaration])
        #expect(used("await source.apply(snapshot)") == [members[9].declaration])
        #expect(used("try await source.apply(snapshot, animatingDifferences: true)") == [members[9].declaration])
        #expect(used("await source.apply(snapshot, completion: nil)") == [members[5].declaration], "only one fits")
    }

    @Test func propertyReadsOverridesAndImplementedMethodsAreUses() {
        #expect(used("grid.dataSource = source") == [members[6].declaration])
        let cell = """
            final class Cell: UICollectionViewListCell {
                override func updateConfiguration(using state: UICellConfigurationState) {}
            }
            """
        #expect(used(cell) == [members[7].declaration])
        #expect(used("dataSource = nil") == [members[6].declaration], "an implicit self's property")
        #expect(used("let dataSource = Source(); print(dataSource)").isEmpty, "a local of that name")
    }

    @Test func anInitializerCountsOnlyWhereItsTypeIsWritten() {
        let made = "let grid = UIGrid(frame: .zero, collectionViewLayout: layout)"
        #expect(used(made) == [members[8].declaration])
        #expect(used(made, type: "UIOther").isEmpty)
        #expect(used("let grid: UIGrid = .init(frame: .zero, collectionViewLayout: layout)").isEmpty)
    }

    @Test func parametersAreReadFromTheDeclaration() throws {
        let parameters = try #require(MemberReferences.parameters(of: members[5].declaration))
        #expect(parameters.map(\.label) == [nil, "animatingDifferences", "completion"])
        #expect(parameters.map(\.hasDefault) == [false, true, true])
        #expect(parameters.map(\.takesClosure) == [false, false, true])
        #expect(MemberReferences.parameters(of: "var dataSource: Source?") == nil)
        #expect(MemberReferences.parameters(of: "case estimated(_ value: CGFloat)")?.map(\.label) == [nil])
    }
}
