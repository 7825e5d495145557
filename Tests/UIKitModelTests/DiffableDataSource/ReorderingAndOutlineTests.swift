import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct ReorderingAndOutlineTests {
    func makeDataSource() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    @Test func reorderingNeedsCanReorderItemAndReportsATransaction() {
        let (_, dataSource) = makeDataSource()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        #expect(!dataSource.modelReorderItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))

        var events: [String] = []
        var seen: NSDiffableDataSourceTransaction<Int, String>?
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.willReorder = { _ in events.append("will") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did")
            seen = transaction
        }
        #expect(!dataSource.modelReorderItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
        #expect(dataSource.modelReorderItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(events == ["will", "did"])
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(seen?.initialSnapshot.itemIdentifiers == ["a", "b", "c"])
        #expect(seen?.finalSnapshot.itemIdentifiers == ["b", "c", "a"])
        #expect(seen?.sectionTransactions.first?.sectionIdentifier == 0)
        #expect(["a", "b", "c"].applying(seen!.difference) == ["b", "c", "a"])
    }

    @Test func outlineTogglingAsksTheHandlersAndSetsIndentation() {
        let (collectionView, dataSource) = makeDataSource()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple"], to: "Fruit")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)

        var log: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { _, children in
            var result = children
            result.append(["Pear"])
            return result
        }
        #expect(dataSource.modelToggleOutline(at: IndexPath(item: 0, section: 0)))
        #expect(log == ["expand Fruit"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear"])
        collectionView.layoutIfNeeded()
        let parent = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let child = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell
        #expect(parent?.indentationLevel == 0 && parent?.configurationState.isExpanded == true)
        #expect(child?.indentationLevel == 1)
        #expect(!dataSource.modelToggleOutline(at: IndexPath(item: 0, section: 0)))
        #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"))
    }
}

@MainActor @Suite struct TableEditingTests {
    final class EditableSource: UITableViewDiffableDataSource<Int, String> {
        var committed: [IndexPath] = []
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            if editingStyle == .delete { committed.append(indexPath) }
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    typealias Provider = UITableViewDiffableDataSource<Int, String>.CellProvider

    func make<Source: UITableViewDiffableDataSource<Int, String>>(_ build: (UITableView, @escaping Provider) -> Source)
        -> (UITableView, Source)
    {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = build(tableView) { tv, indexPath, _ in
            tv.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        return (tableView, source)
    }

    @Test func diffableRowsAreNotEditableUnlessOverridden() {
        let (tableView, source) = make { UITableViewDiffableDataSource<Int, String>(tableView: $0, cellProvider: $1) }
        #expect(!source.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!tableView.modelCommitEdit(.delete, forRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test func overridesCommitAndMove() {
        let (tableView, source) = make { EditableSource(tableView: $0, cellProvider: $1) }
        #expect(tableView.modelCommitEdit(.delete, forRowAt: IndexPath(row: 1, section: 0)))
        #expect(source.committed == [IndexPath(row: 1, section: 0)])
        #expect(!tableView.modelMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        tableView.isEditing = true
        #expect(tableView.modelMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a"])
    }
}
