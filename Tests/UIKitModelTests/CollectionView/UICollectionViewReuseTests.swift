import Foundation
import Testing

@testable import UIKitModel

/// The reuse queue: which cell object each dequeue returns, and when `prepareForReuse()` runs.
@MainActor @Suite struct UICollectionViewReuseTests {
    enum Section: Hashable, Sendable { case main }

    typealias CountingCell = ModelCountingCell

    final class OtherCell: UICollectionViewListCell {}

    func makeList() -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    }

    func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items)
        return snapshot
    }

    func identities(_ collectionView: UICollectionView) -> Set<ObjectIdentifier> {
        Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    }

    @Test func scrollingReusesCellsAfterPrepareForReuse() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot(Array(0..<200)))
        let first = identities(collectionView)
        #expect(!first.isEmpty && first.count < 200, "only visible items have cells")
        #expect(collectionView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuseCount == 0 })

        collectionView.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(identities(collectionView) == first, "every cell that left came back for a new item")
        #expect(collectionView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuseCount == 1 })
        #expect(!collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    }

    /// Which registration the provider of ``switchingDataSource(_:)`` dequeues from.
    final class Switch { var useOther = false }

    /// A data source whose provider dequeues `CountingCell`s, or `OtherCell`s while `choice.useOther`.
    func switchingDataSource(_ collectionView: UICollectionView, _ choice: Switch)
        -> UICollectionViewDiffableDataSource<Section, Int>
    {
        let counting = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
        let other = UICollectionView.CellRegistration<OtherCell, Int> { _, _, _ in }
        return UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { cv, indexPath, item in
            choice.useOther
                ? cv.dequeueConfiguredReusableCell(using: other, for: indexPath, item: item)
                : cv.dequeueConfiguredReusableCell(using: counting, for: indexPath, item: item)
        }
    }

    @Test func eachRegistrationHasItsOwnQueue() {
        let collectionView = makeList()
        let choice = Switch()
        let dataSource = switchingDataSource(collectionView, choice)
        dataSource.apply(snapshot([1, 2]))
        let countingCells = identities(collectionView)
        choice.useOther = true
        dataSource.applySnapshotUsingReloadData(snapshot([1, 2]))
        #expect(collectionView.visibleCells.allSatisfy { $0 is OtherCell })
        #expect(
            identities(collectionView).isDisjoint(with: countingCells), "cells of one registration never serve another")
        choice.useOther = false
        dataSource.applySnapshotUsingReloadData(snapshot([1, 2]))
        #expect(identities(collectionView) == countingCells, "the first registration's cells waited in their queue")
    }

    @Test func reloadDataReusesEveryCell() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([1, 2, 3]))
        let before = identities(collectionView)
        dataSource.applySnapshotUsingReloadData(snapshot([1, 2, 3]))
        #expect(identities(collectionView) == before)
        #expect(collectionView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuseCount == 1 })
    }

    @Test func reconfigureSkipsPrepareForReuseAndReloadReplacesTheCell() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot([1, 2]))
        let first = IndexPath(item: 0, section: 0)
        let cell = collectionView.cellForItem(at: first) as? CountingCell
        collectionView.selectItem(at: first, animated: false, scrollPosition: [])

        var reconfigure = dataSource.snapshot()
        reconfigure.reconfigureItems([1])
        dataSource.apply(reconfigure)
        #expect(collectionView.cellForItem(at: first) === cell && cell?.reuseCount == 0)
        #expect(collectionView.indexPathsForSelectedItems == [first])

        var reload = dataSource.snapshot()
        reload.reloadItems([1])
        dataSource.apply(reload)
        #expect(collectionView.cellForItem(at: first) !== cell, "a reload gives the item another cell")
        #expect(collectionView.indexPathsForSelectedItems == [], "and drops its selection")
        #expect(cell?.superview == nil, "the old cell waits in the reuse queue")

        // The old cell comes back for the next item that needs one.
        dataSource.apply(snapshot([1, 2, 3]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect(cell?.reuseCount == 1)
    }

    @Test func registrationsMadeInTheProviderNeverReuseOnIOS14() {
        ModelPlatform.simulate(iOS: 14) {
            let collectionView = makeList()
            let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
                cv, indexPath, item in
                let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
                return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            let (_, findings) = ModelFindings.capture {
                dataSource.apply(snapshot(Array(0..<200)))
                let first = identities(collectionView)
                collectionView.contentOffset = CGPoint(x: 0, y: 5000)
                #expect(
                    identities(collectionView).isDisjoint(with: first),
                    "each cell went into a queue nobody dequeues from")
            }
            #expect(findings.events.isEmpty, "iOS 14 does not raise the exception")
        }
    }

    @Test func dequeuingOutsideARequestFaults() {
        let collectionView = makeList()
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
        let (_, findings) = ModelFindings.capture {
            _ = collectionView.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: 0, section: 0), item: 1)
        }
        #expect(findings.ids == ["collection-view.dequeue-outside-request"])
    }

    @Test func reconfiguringWithAnotherRegistrationFaults() {
        let collectionView = makeList()
        let choice = Switch()
        let dataSource = switchingDataSource(collectionView, choice)
        dataSource.apply(snapshot([1]))
        collectionView.layoutIfNeeded()
        choice.useOther = true
        var next = dataSource.snapshot()
        next.reconfigureItems([1])
        let (_, findings) = ModelFindings.capture { dataSource.apply(next) }
        #expect(findings.ids == ["diffable.reconfigure-different-cell"])
    }
}
