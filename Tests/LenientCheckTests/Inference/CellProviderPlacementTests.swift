import SwiftParser
import TestSupport
import Testing

@testable import ExampleRunner
@testable import LenientCheck

/// A fragment that dequeues a cell with no provider shown runs inside one (``CellProviderPlacement``).
@Suite struct CellProviderPlacementTests {
    func placement(_ code: String, free: Set<String> = ["collectionView", "indexPath", "item", "registration"])
        -> CellProviderPlacement?
    {
        CellProviderPlacement.placement(in: Parser.parse(source: code), free: free)
    }

    @Test func aReturnedDequeueIsAProvidersBody() throws {
        let found = try #require(
            placement(
                "return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)"))
        #expect(found.firstLine == 0)
        #expect(found.collectionView == "collectionView")
        #expect(found.indexPath == "indexPath" && found.item == "item")
        #expect(found.returnedLocal == nil)
        #expect(found.registrations.isEmpty, "a registration needs no `register`")
    }

    @Test func statementsBeforeTheDequeueStayOutside() throws {
        let found = try #require(
            placement(
                """
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
                let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 1)
                cell.isSelected = false
                """))
        #expect(found.firstLine == 1)
        #expect(found.returnedLocal == "cell", "the local holding the dequeued cell is returned")
        #expect(found.item == "_", "the fragment passes a literal, not an item")
    }

    @Test func anUnregisteredIdentifierIsRegisteredForTheCastClass() throws {
        let found = try #require(
            placement(
                #"collectionView.dequeueReusableCell(withReuseIdentifier: "Shelf", for: indexPath) as! ShelfCell"#))
        #expect(found.registrations == [.init(identifier: "Shelf", cellClass: "ShelfCell")])
        #expect(
            found.registrationStatements == [
                #"collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "Shelf")"#
            ])
        let uncast = try #require(
            placement(#"collectionView.dequeueReusableCell(withReuseIdentifier: "Shelf", for: indexPath)"#))
        #expect(uncast.registrations.map(\.cellClass) == ["UICollectionViewCell"])
    }

    @Test func aFragmentThatRegistersGetsNoRegistration() throws {
        let found = try #require(
            placement(
                """
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "A")
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "B", for: indexPath)
                """))
        #expect(found.registrations.isEmpty, "the guide's own registration stands, mistakes and all")
    }

    @Test func aFragmentWithItsOwnProviderOrNoDequeueIsLeftAlone() {
        #expect(
            placement(
                """
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
                    view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                }
                """) == nil)
        #expect(placement("collectionView.reloadData()") == nil)
        // A dequeue whose cell is neither returned nor kept cannot be a provider's result.
        #expect(
            placement(
                """
                _ = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                collectionView.reloadData()
                """) == nil)
    }

    @Test func theWrappedFragmentKeepsItsLines() throws {
        let found = try #require(
            placement("let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"A\", for: indexPath)"))
        let page =
            String(repeating: "\n", count: 8)
            + "```swift\nlet cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"A\", for: indexPath)\n```\n"
        let lines = LenientDocumentReader.read(page, path: "test.md").blocks.first?.example.lines ?? []
        let wrapped = found.wrap(lines, section: "S", item: "Int", sectionValue: "S.a", items: "[1, 2]")
        #expect(wrapped.map(\.number) == lines.map(\.number))
        let text = try #require(wrapped.first?.text)
        #expect(
            text.hasPrefix(
                "let __cellspecDataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: collectionView) { collectionView, indexPath, _ in let cell"
            ))
        #expect(
            text.hasSuffix(
                "; return cell; }; __cellspecShow(__cellspecDataSource, in: collectionView, section: S.a, items: [1, 2])"
            ))
    }

    @Test func theProvidersParametersAreNotSupplied() {
        let context = ImplicitContextTests().infer(
            "return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)")
        #expect(
            !context.supplied.contains { $0.hasPrefix("indexPath:") || $0.hasPrefix("item:") }, "\(context.supplied)")
        #expect(context.supplied.contains { $0.hasPrefix("collectionView:") })
        #expect(context.supplied.contains { $0.hasPrefix("run in a cell provider") }, "\(context.supplied)")
    }
}

/// A `cell` used with views UIKit's cells lack is the guide's own cell class (``CellSubviews``).
@Suite struct CellSubviewsTests {
    @Test func viewsTheModelsCellLacksMakeASubclass() {
        let context = ImplicitContextTests().infer("cell.priceLabel.text = \"€3\"\ncell.coverImageView.image = nil")
        let cell = context.supplied.first { $0.hasPrefix("cell: ") }
        #expect(cell?.contains("UICollectionViewListCell subclass") == true, "\(cell ?? "nothing")")
        #expect(cell?.contains("coverImageView: UIImageView, priceLabel: UILabel") == true, "\(cell ?? "nothing")")
        #expect(
            context.prelude.contains {
                $0.hasPrefix("fileprivate final class __CellSpecCell: UICollectionViewListCell")
            })
    }

    @Test func membersUIKitHasOrThatAreNotViewsMakeNone() {
        let vocabulary = ImplicitContextTests.vocabulary
        #expect(
            CellSubviews.missingViews(
                ["contentView", "accessories"], of: "UICollectionViewListCell", vocabulary: vocabulary
            ).isEmpty)
        #expect(
            CellSubviews.missingViews(
                ["leadingSwipeActionsConfiguration"], of: "UICollectionViewListCell", vocabulary: vocabulary
            ).isEmpty,
            "a member not named as a view is UIKit's to have or not")
        #expect(
            CellSubviews.missingViews(["buyButton"], of: "UITableViewCell", vocabulary: vocabulary).map(\.type) == [
                "UIButton"
            ])
        let table = ImplicitContextTests().infer("cell.textLabel?.text = \"a\"\ncell.badgeView.isHidden = true")
        #expect(
            table.supplied.contains { $0.hasPrefix("cell: the guide's UITableViewCell subclass") }, "\(table.supplied)")
    }
}

/// Both rules through the whole lenient check, on a fixture page.
@Suite(.serialized) struct LenientCellProviderTests {
    @Test func fragmentsRunInAProviderAndCellsHaveTheirViews() async throws {
        let run = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/cell-providers.md")
        ])
        let document = try #require(run.documents.first)
        for line in [5, 11, 23, 37] {
            let result = try #require(document.results.first { $0.block.location.line == line }, "line \(line)")
            #expect(
                result.outcome == .passed, "line \(line): \(result.explanation ?? "") \(result.context?.supplied ?? [])"
            )
        }
        let identifier = try #require(document.results.first { $0.block.location.line == 23 })
        #expect(
            identifier.context?.supplied.contains(
                #"ShelfCell registered for "ShelfCell" (the guide registers it where the block does not show)"#)
                == true,
            "\(identifier.context?.supplied ?? [])")
        // The guide's own mismatch is reported as its error: the fault is in its own code.
        let mismatch = try #require(document.results.first { $0.block.location.line == 30 })
        #expect(mismatch.outcome == .confirmed, "\(mismatch.explanation ?? "")")
    }
}

/// A snapshot inference made holds the identifiers inference made that the fragment updates (``SnapshotContents``).
@Suite struct SnapshotContentsTests {
    @Test func theUpdatedIdentifiersAreTheOnesInferenceMade() {
        let tree = Parser.parse(
            source: """
                snapshot.reloadItems([a, b])
                snapshot.insertItems([c], afterItem: d)
                snapshot.moveItem(e, beforeItem: a)
                snapshot.appendItems([f])
                other.deleteItems([g])
                """)
        let items = SnapshotContents.existingItems(
            in: tree, snapshot: "snapshot", supplied: ["a", "b", "c", "d", "e", "f", "g"])
        #expect(items == ["a", "b", "d", "e"], "inserted and appended items are new; another snapshot is not this one")
        #expect(SnapshotContents.existingItems(in: tree, snapshot: "snapshot", supplied: ["b"]) == ["b"])
    }

    @Test func theSuppliedSnapshotIsFilledBeforeTheFragment() {
        let context = ImplicitContextTests().infer("snapshot.reconfigureItems([bookID])")
        #expect(
            context.prelude.contains {
                $0.contains(
                    "snapshot.appendSections([__CellSpecSection.allCases[0]]); "
                        + "snapshot.appendItems([bookID], toSection: snapshot.sectionIdentifiers[0])")
            },
            "\(context.prelude)")
        #expect(
            context.supplied.contains { $0.hasPrefix("snapshot holds __CellSpecSection.allCases[0], bookID") },
            "\(context.supplied)")
    }

    /// The sections a fragment appends items to without adding any are in the snapshot inference makes;
    /// a fragment that adds sections itself is given none.
    @Test func theSectionsAppendedToAreInTheSuppliedSnapshot() {
        let context = ImplicitContextTests().infer(
            "snapshot.appendItems([1], toSection: 0)\nsnapshot.appendItems([2], toSection: 1)")
        #expect(context.prelude.contains { $0.contains("snapshot.appendSections([0, 1])") }, "\(context.prelude)")
        let own = ImplicitContextTests().infer("snapshot.appendSections([0])\nsnapshot.appendItems([1], toSection: 0)")
        #expect(!own.prelude.contains { $0.contains("appendSections") }, "\(own.prelude)")
    }
}

/// The rule through the whole lenient check.
@Suite(.serialized) struct LenientSnapshotUpdatesTests {
    @Test func updatesOfItemsInferenceMadeRunAndTheGuidesOwnMistakeStands() async throws {
        let run = try await LenientRunner(options: Fixtures.runnerOptions(timeout: .seconds(5))).judge(paths: [
            Fixtures.path("LenientCheckTests", "lenient/snapshot-updates.md")
        ])
        let document = try #require(run.documents.first)
        for line in [5, 11] {
            let result = try #require(document.results.first { $0.block.location.line == line }, "line \(line)")
            #expect(
                result.outcome == .passed, "line \(line): \(result.explanation ?? "") \(result.context?.supplied ?? [])"
            )
        }
        let own = try #require(document.results.first { $0.block.location.line == 18 })
        #expect(own.outcome == .confirmed, "\(own.explanation ?? "")")
    }
}
