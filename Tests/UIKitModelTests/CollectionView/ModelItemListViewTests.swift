import Foundation
import Testing

@testable import UIKitModel

/// What collection and table views share through `ModelItemListView` (batch-update recording,
/// carrying selection), and the one place the two differ on purpose.
@MainActor @Suite struct ModelItemListViewTests {
    final class Rows: NSObject, UITableViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    enum Section: Hashable, Sendable { case main }

    func makeTable(rows: Rows) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        return table
    }

    @Test func nestedBatchUpdatesArePerformedOnceAtTheOuterEnd() {
        let rows = Rows(count: 3)
        let table = makeTable(rows: rows)
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        rows.count = 1
        var completed = false
        let (_, findings) = ModelFindings.capture {
            table.performBatchUpdates(
                {
                    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
                    table.performBatchUpdates { table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none) }
                }, completion: { completed = $0 })
        }
        #expect(findings.ids.isEmpty, "each delete alone would not match the data source's count")
        #expect(completed)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === last)
        withExtendedLifetime(rows) {}
    }

    @Test func reloadingKeepsATableRowsSelectionButDropsACollectionItems() {
        let rows = Rows(count: 3)  // the table's data source is weak
        let table = makeTable(rows: rows)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)

        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        withExtendedLifetime(rows) {}
    }

    @Test func aTableViewIgnoresSelectingARowThatDoesNotExist() {
        let rows = Rows(count: 1)
        let table = makeTable(rows: rows)
        let (_, findings) = ModelFindings.capture {
            table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(findings.ids.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "an existing row is selected")
        withExtendedLifetime(rows) {}
    }
}
