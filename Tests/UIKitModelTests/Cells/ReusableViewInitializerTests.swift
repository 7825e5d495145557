import Foundation
import Testing

@testable import UIKitModel

/// Cells and reusable views that collection and table views make from a class run the subclass's
/// own `override init(frame:)` / `override init(style:reuseIdentifier:)`, written as in UIKit.
@MainActor @Suite struct ReusableViewInitializerTests {
    enum Section: Hashable, Sendable { case main }

    /// A cell as real code writes it: `override init(frame:)` and `required init?(coder:)` only.
    final class BadgeCell: UICollectionViewCell {
        let badge: UILabel
        private(set) var madeWithFrame: CGRect?

        override init(frame: CGRect) {
            badge = UILabel()
            super.init(frame: frame)
            madeWithFrame = frame
            badge.text = "new"
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    /// A list cell subclass of a subclass, each level adding to `init(frame:)`.
    class TaggedListCell: UICollectionViewListCell {
        var tags: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            tags.append("TaggedListCell")
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    final class StarredListCell: TaggedListCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            tags.append("StarredListCell")
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    final class TitleHeader: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Header"
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    final class NoteRow: UITableViewCell {
        private(set) var madeWith: (style: CellStyle, reuseIdentifier: String?)?
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            madeWith = (style, reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        }
    }

    func makeList(_ configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain)) -> UICollectionView
    {
        UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func cellRegistrationMakesCellsThroughTheSubclassInitFrame() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<BadgeCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([1, 2]))
        let cells = collectionView.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0.madeWithFrame == .zero }, "UIKit makes registered cells with initWithFrame:")
        #expect(cells.allSatisfy { $0.badge.superview === $0.contentView && $0.badge.text == "new" })
    }

    @Test func classRegistrationMakesCellsThroughTheSubclassInitFrame() {
        let collectionView = makeList()
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
        }
        dataSource.apply(snapshot([1]))
        let cell = collectionView.visibleCells.first as? BadgeCell
        #expect(cell?.madeWithFrame == .zero)
        #expect(cell?.reuseIdentifier == "badge")
    }

    @Test func everyLevelOfASubclassChainRuns() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<StarredListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([1]))
        let cell = collectionView.visibleCells.first as? StarredListCell
        #expect(cell?.tags == ["TaggedListCell", "StarredListCell"])
        #expect(cell?.backgroundConfiguration != nil, "UICollectionViewListCell's own init(frame:) ran too")
    }

    @Test func supplementaryRegistrationMakesViewsThroughTheSubclassInitFrame() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = makeList(configuration)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        let header = UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, _, _ in }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(snapshot([1]))
        let views = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        let made = views.first as? TitleHeader
        #expect(views.count == 1)
        #expect(made?.title.superview === made && made?.title.text == "Header")
    }

    @Test func tableViewMakesCellsThroughTheSubclassInitStyle() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(NoteRow.self, forCellReuseIdentifier: "note")
        let rows = Rows()
        table.dataSource = rows
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? NoteRow }
        #expect(cells.count == 2)
        for cell in cells {
            #expect(cell.madeWith?.style == .default, "UIKit makes registered cells with the default style")
            #expect(cell.madeWith?.reuseIdentifier == "note", "the subclass's init receives the identifier")
            #expect(cell.reuseIdentifier == "note")
        }
    }

    @Test func aCellMadeByHandHasNoReuseIdentifier() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(NoteRow.self, forCellReuseIdentifier: "note")
        _ = table.dequeueReusableCell(withIdentifier: "note")
        let cell = NoteRow()
        #expect(cell.madeWith?.reuseIdentifier == nil, "no dequeue is under way")
        #expect(cell.frame == .zero)
        #expect(UICollectionViewCell().frame == .zero)
    }
}
