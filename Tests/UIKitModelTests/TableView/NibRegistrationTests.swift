import Foundation
import Testing

@testable import UIKitModel

/// Registering a nib for a reuse identifier (Apple: `UITableView.register(_:forCellReuseIdentifier:)`,
/// `UICollectionView.register(_:forCellWithReuseIdentifier:)` and the other overloads that take a
/// `UINib`): the nib replaces a class registered for the identifier and the reverse, nil
/// unregisters, and making a view of a nib — which loads it — is what the model cannot do.
@MainActor @Suite struct NibRegistrationTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    final class RowCell: UITableViewCell {}

    func table(_ register: (UITableView) -> Void) -> (cell: UITableViewCell?, findings: [String]) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        register(table)
        let rows = Rows()
        let (_, findings) = ModelFindings.capture {
            table.dataSource = rows
            table.layoutIfNeeded()
        }
        return (table.cellForRow(at: IndexPath(row: 0, section: 0)), findings.ids)
    }

    @Test func aTableCellOfANibIsUnmodelledAndStillACell() {
        let (cell, findings) = table {
            $0.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
        }
        #expect(findings == ["model.unmodelled-api"], "loading the nib is what the model cannot do; no fault")
        #expect(cell.map { type(of: $0) == UITableViewCell.self } == true)
        #expect(cell?.reuseIdentifier == "row")
    }

    @Test func aClassRegisteredAfterANibReplacesItAndTheReverse() {
        let classLast = table {
            $0.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
            $0.register(RowCell.self, forCellReuseIdentifier: "row")
        }
        #expect(classLast.findings.isEmpty)
        #expect(classLast.cell is RowCell)
        let nibLast = table {
            $0.register(RowCell.self, forCellReuseIdentifier: "row")
            $0.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "row")
        }
        #expect(nibLast.findings == ["model.unmodelled-api"])
        #expect(!(nibLast.cell is RowCell))
    }

    @Test func aNilNibUnregistersTheIdentifier() {
        let (_, findings) = table {
            $0.register(RowCell.self, forCellReuseIdentifier: "row")
            $0.register(nil as UINib?, forCellReuseIdentifier: "row")
        }
        #expect(findings == ["table-view.unregistered-identifier"])
    }

    @Test func aHeaderNibReplacesTheHeadersClass() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.modelHeaderFooterClasses["header"] == nil)
        #expect(table.modelHeaderFooterNibs == ["header"])
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func aCollectionCellOfANibIsUnmodelledNotUnregistered() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UINib(nibName: "Tile", bundle: nil), forCellWithReuseIdentifier: "tile")
        let items = Items()
        let (_, findings) = ModelFindings.capture {
            collectionView.dataSource = items
            collectionView.layoutIfNeeded()
        }
        #expect(findings.ids.contains("model.unmodelled-api"))
        #expect(!findings.ids.contains("collection-view.unregistered-identifier"))
        #expect(collectionView.visibleCells.count == 1, "the dequeue still gives the data source a cell")
    }

    @Test func aDecorationKindRegisteredWithANibCountsAsRegistered() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UINib(nibName: "Background", bundle: nil), forDecorationViewOfKind: "background")
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let items = Items()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let (_, findings) = ModelFindings.capture {
            collectionView.dataSource = items
            collectionView.layoutIfNeeded()
        }
        #expect(!findings.ids.contains("collection-view.unregistered-identifier"))
        layout.register(nil as UINib?, forDecorationViewOfKind: "background")
        let (_, unregistered) = ModelFindings.capture {
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(unregistered.ids.contains("collection-view.unregistered-identifier"))
    }

    final class TileCell: UICollectionViewListCell {}

    /// A list of `count` items whose cells come from `registration`, after a first layout.
    func list(_ registration: UICollectionView.CellRegistration<TileCell, Int>, count: Int)
        -> (collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<Int, Int>)
    {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test func aCellRegistrationWithANibMakesItsCellsOfTheNibAndStillConfiguresThem() {
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<TileCell, Int>(
            cellNib: UINib(nibName: "TileCell", bundle: nil)
        ) { _, _, item in configured.append(item) }
        let (result, findings) = ModelFindings.capture { list(registration, count: 3) }
        #expect(findings.ids == ["model.unmodelled-api"], "making a cell loads the nib, which the model cannot")
        #expect(configured == [0, 1, 2], "the handler configures each cell as with a class registration")
        #expect(result.collectionView.visibleCells.allSatisfy { $0 is TileCell })
    }

    @Test func aCellOfANibTakenFromTheReuseQueueLoadsNothing() {
        let registration = UICollectionView.CellRegistration<TileCell, Int>(
            cellNib: UINib(nibName: "TileCell", bundle: nil)
        ) { _, _, _ in }
        // The data source is kept: a collection view holds its data source weakly.
        let ((collectionView, dataSource), made) = ModelFindings.capture { list(registration, count: 200) }
        #expect(!made.ids.isEmpty && made.ids.allSatisfy { $0 == "model.unmodelled-api" }, "the first cells load it")
        let shown = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        let (_, findings) = ModelFindings.capture {
            collectionView.contentOffset = CGPoint(x: 0, y: 5000)
            collectionView.layoutIfNeeded()
        }
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == shown, "the same cells, reused")
        #expect(findings.ids.isEmpty, "every cell shown after scrolling is a reused one")
        withExtendedLifetime(dataSource) {}
    }

    @Test func aCellRegistrationWithoutANibRecordsNothing() {
        let registration = UICollectionView.CellRegistration<TileCell, Int> { _, _, _ in }
        let (_, findings) = ModelFindings.capture { list(registration, count: 3) }
        #expect(findings.ids.isEmpty)
    }

    @Test func aSupplementaryRegistrationWithANibIsUnmodelledWhenItMakesAView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<TileCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var headersConfigured = 0
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            supplementaryNib: UINib(nibName: "Header", bundle: nil),
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, _, _ in headersConfigured += 1 }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        let (_, findings) = ModelFindings.capture {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        #expect(findings.ids == ["model.unmodelled-api"], "the header is made of the nib; the cell of its class")
        #expect(headersConfigured == 1)
        #expect(
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }
}
