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
}
