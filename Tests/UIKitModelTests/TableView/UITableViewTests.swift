import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UITableViewTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var count: Int
        var selected: [IndexPath] = []
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func rowsAreDequeuedForTheVisibleRectAndReused() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = Rows(count: 100)
        table.dataSource = rows
        #expect(table.visibleCells.count == 10)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.visibleCells.contains { $0 === first }, "a retired cell is reused")
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test func tapSelectsAndCallsTheDelegate() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = Rows(count: 3)
        table.dataSource = rows
        table.delegate = rows
        table.modelTapRow(at: IndexPath(row: 1, section: 0))
        #expect(rows.selected == [IndexPath(row: 1, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func unregisteredIdentifierFaults() {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows(count: 1)
        let (_, findings) = ModelFindings.capture {
            table.dataSource = rows
            table.layoutIfNeeded()
        }
        #expect(findings.ids == ["table-view.unregistered-identifier"])
    }

    @Test func automaticRowHeightMeasuresTheCell() {
        final class TwoLines: UITableViewCell {
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let label = UILabel()
                label.text = "One\nTwo"
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(TwoLines.self, forCellReuseIdentifier: "cell")
        let rows = Rows(count: 2)
        table.dataSource = rows
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 56, width: 390, height: 56))
    }

    @Test func diffableApplyKeepsCellsAndSelectionOfStableIdentifiers() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let bCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        dataSource.apply(snapshot)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === bCell)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "d")
        #expect(dataSource.modelLastChanges?.deletedItems == [IndexPath(item: 0, section: 0)])
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func nilFromTheCellProviderFaults() {
        let table = UITableView(frame: .zero, style: .plain)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        let (_, findings) = ModelFindings.capture {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            table.layoutIfNeeded()
        }
        #expect(findings.ids == ["table-view.cell-not-dequeued"])
    }

    @Test func rowUpdatesMoveCellsAndSelectionAndCheckCounts() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = Rows(count: 3)
        table.dataSource = rows
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        rows.count = 2
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === last)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let (_, findings) = ModelFindings.capture {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(findings.ids == ["collection-view.invalid-batch-update"], "the data source still says 2 rows")
    }

    @Test func reconfigureRowsRunsTheDataSourceOnTheExistingCell() {
        final class Counting: NSObject, UITableViewDataSource {
            var requests = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                requests += 1
                return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Counting()
        table.dataSource = source
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(source.requests == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(source.requests == 3)
    }
}
