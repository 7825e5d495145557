import Foundation
import Testing

@testable import UIKitModel

@MainActor @Suite struct UICollectionViewDiffableTests {
    enum Section: Hashable, Sendable { case main }

    typealias CountingCell = ModelCountingCell

    final class Counter { var value = 0 }

    struct Recipe: Hashable, Sendable {
        var id: Int
        var title: String
    }

    func makeList() -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    }

    func makeDataSource<Item: Hashable & Sendable>(
        _ collectionView: UICollectionView, title: @escaping (Item) -> String = { "\($0)" },
        providerCalls: Counter? = nil
    ) -> UICollectionViewDiffableDataSource<Section, Item> {
        let registration = UICollectionView.CellRegistration<CountingCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = title(item)
            cell.contentConfiguration = content
        }
        return UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            cv, indexPath, item in
            providerCalls?.value += 1
            return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func snapshot<Item>(_ items: [Item]) -> NSDiffableDataSourceSnapshot<Section, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func applyShowsCellsThroughTheRegistration() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        dataSource.apply(snapshot(["A", "B", "C"]))
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.visibleCells.count == 3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.displayed.text == "B")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "C")
        #expect(dataSource.indexPath(for: "B") == IndexPath(item: 1, section: 0))
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 0, section: 0))
        #expect(cell.traitCollection.listEnvironment == .insetGrouped)
    }

    @Test func survivingItemsKeepCellsAndSelectionAcrossADiff() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        dataSource.apply(snapshot(["A", "B", "C"]))
        let cellB = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        dataSource.apply(snapshot(["Z", "A", "B"]), animatingDifferences: false)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cellB?.isSelected == true)
        #expect(dataSource.modelLastChanges?.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(dataSource.modelLastChanges?.deletedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func deletedCellsAreReusedAfterPrepareForReuse() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        dataSource.apply(snapshot(["A"]))
        let old = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        dataSource.apply(snapshot(["B"]))
        // A's cell leaves after the update (it animates out), so B gets a new cell …
        let b = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        #expect(b !== old && b?.reuseCount == 0)
        #expect(old?.superview == nil)
        // … and the next update reuses A's cell, prepared for reuse.
        dataSource.apply(snapshot(["B", "C"]))
        let c = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell
        #expect(c === old)
        #expect(c?.reuseCount == 1)
        #expect(c?.displayed.text == "C")
    }

    @Test func wholeStructIdentifiersTurnAnEditIntoDeleteAndInsert() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, Recipe> = makeDataSource(
            collectionView, title: { $0.title })
        dataSource.apply(snapshot([Recipe(id: 1, title: "Soup"), Recipe(id: 2, title: "Cake")]))
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        dataSource.apply(snapshot([Recipe(id: 1, title: "Hot soup"), Recipe(id: 2, title: "Cake")]))
        #expect(dataSource.modelLastChanges?.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(dataSource.modelLastChanges?.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func stableIdentifiersWithReconfigureKeepTheCell() {
        let collectionView = makeList()
        var titles = [1: "Soup", 2: "Cake"]
        let calls = Counter()
        let dataSource: UICollectionViewDiffableDataSource<Section, Int> = makeDataSource(
            collectionView, title: { titles[$0]! }, providerCalls: calls)
        dataSource.apply(snapshot([1, 2]))
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        titles[1] = "Hot soup"
        var next = dataSource.snapshot()
        next.reconfigureItems([1])
        dataSource.apply(next)
        let after = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        #expect(after === cell)
        #expect(after?.reuseCount == 0)
        #expect(after?.displayed.text == "Hot soup")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        let second = IndexPath(item: 1, section: 0)
        let reloadedBefore = collectionView.cellForItem(at: second)
        collectionView.selectItem(at: second, animated: false, scrollPosition: [])
        var reload = dataSource.snapshot()
        reload.reloadItems([2])
        let providerCallsBefore = calls.value
        dataSource.apply(reload)
        // Reloading dequeues anew: the provider runs, the item gets another cell, and (a delete
        // plus an insert) loses its selection.
        #expect(calls.value == providerCallsBefore + 1)
        #expect(collectionView.cellForItem(at: second) !== reloadedBefore)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(reloadedBefore?.superview == nil)
    }

    @Test func applySnapshotUsingReloadDataDiscardsCellsAndSelection() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        dataSource.apply(snapshot(["A", "B"]))
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        dataSource.applySnapshotUsingReloadData(snapshot(["A", "B"]))
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(dataSource.modelLastChanges == nil)
    }

    @Test func applyingWithoutAnimationDiffsFromIOS15AndReloadedBefore() {
        for (release, keepsSelection) in [(14, false), (15, true), (18, true)] {
            ModelPlatform.simulate(iOS: release) {
                let collectionView = makeList()
                let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
                dataSource.apply(snapshot(["A", "B"]))
                let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
                collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
                dataSource.apply(snapshot(["A", "B", "C"]), animatingDifferences: false)
                #expect(
                    (collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)]) == keepsSelection,
                    "iOS \(release)")
                #expect((dataSource.modelLastChanges != nil) == keepsSelection, "iOS \(release)")
                if keepsSelection { #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell) }
            }
        }
    }

    @Test func registrationCreatedInsideTheProviderFaults() {
        let collectionView = makeList()
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            cv, indexPath, item in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
            return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let (_, findings) = ModelFindings.capture {
            dataSource.apply(snapshot(["A"]))
            _ = collectionView.visibleCells
        }
        #expect(findings.ids == ["registration.created-in-provider"])
        #expect(
            findings.events.first?.message.hasPrefix(
                "Attempted to dequeue a cell using a registration that was created inside") == true)
    }

    @Test func applyingReentrantlyFaults() {
        let collectionView = makeList()
        var dataSource: UICollectionViewDiffableDataSource<Section, String>!
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            cv, indexPath, item in
            dataSource.apply(self.snapshot(["X"]))
            return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let (_, findings) = ModelFindings.capture {
            dataSource.apply(snapshot(["A"]))
            _ = collectionView.visibleCells
            dataSource.apply(snapshot(["A", "B"]))
        }
        #expect(findings.ids.contains("diffable.apply-reentrant-or-mixed-threads"))
    }

    @Test func applyingFromMainThenBackgroundFaults() {
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        #expect(ModelApplyGuard.currentThread == .main)
        let (_, findings) = ModelFindings.capture {
            dataSource.apply(snapshot(["A"]))
            ModelApplyGuard.$simulatedThread.withValue(.background) { dataSource.apply(snapshot(["B"])) }
        }
        #expect(findings.ids == ["diffable.apply-reentrant-or-mixed-threads"])
        #expect(findings.events.first?.message.hasSuffix(ModelApplyGuard.mixedQueuesAdvice) == true)
    }

    @Test func legacyRegistrationWorksWithAViolationAndUnregisteredFaults() {
        final class Source: NSObject, UICollectionViewDataSource {
            var identifier = "Cell"
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            }
        }
        let collectionView = makeList()
        let source = Source()
        let (_, findings) = ModelFindings.capture {
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.dataSource = source
            #expect(collectionView.visibleCells.count == 2)
            source.identifier = "Typo"
            collectionView.reloadData()
            _ = collectionView.visibleCells
        }
        #expect(findings.ids.first == "registration.string-identifier")
        #expect(findings.ids.dropFirst().allSatisfy { $0 == "collection-view.unregistered-identifier" })
        #expect(findings.ids.count == 3)
    }

    @Test func tapCallsTheDelegateAndSingleSelectionReplaces() {
        final class Delegate: NSObject, UICollectionViewDelegate {
            var log: [String] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                log.append("select \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                log.append("deselect \(indexPath.item)")
            }
        }
        let collectionView = makeList()
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        let delegate = Delegate()
        collectionView.delegate = delegate
        dataSource.apply(snapshot(["A", "B"]))
        collectionView.modelTapItem(at: IndexPath(item: 0, section: 0))
        collectionView.modelTapItem(at: IndexPath(item: 1, section: 0))
        #expect(delegate.log == ["select 0", "deselect 0", "select 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(delegate.log.count == 3)
    }

    @Test func supplementaryRegistrationProvidesHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let dataSource: UICollectionViewDiffableDataSource<Section, String> = makeDataSource(collectionView)
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) {
            view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Header"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(snapshot(["A"]))
        let views = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(views.count == 1)
        #expect(views.first?.displayed.text == "Header")
    }
}
