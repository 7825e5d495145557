import Foundation

/// A collection view data source driven by snapshots of identifiers.
///
/// Apple: UICollectionViewDiffableDataSource (iOS 13) — `init(collectionView:cellProvider:)`
/// (becomes the collection view's `dataSource`), `supplementaryViewProvider`,
/// `apply(_:animatingDifferences:completion:)` and its async twin, `applySnapshotUsingReloadData`
/// (iOS 15), `snapshot()`, `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)`
/// and `index(for:)` (iOS 15), `apply(_:to:animatingDifferences:completion:)` and
/// `snapshot(for:)` with section snapshots (iOS 14).
///
/// Applying computes the diff (``ModelSnapshotDiff``) and performs it as a batch update: items
/// that survive keep their cells and selection, deleted items lose them, inserted visible items
/// are dequeued through the cell provider, `reloadItems` dequeues anew (and, being a delete plus
/// an insert, drops the item's selection), `reconfigureItems` runs the provider on the existing cell. Since iOS 15 `animatingDifferences: false` still diffs
/// (before, it reloaded: Apple's iOS 15 release notes; seeds/003); `applySnapshotUsingReloadData`
/// resets without diffing. Because identity is the identifier, an item whose identifier is a
/// whole model struct with synthesized `Hashable` changes identity when edited: the diff is a
/// delete plus an insert, and the cell and selection are lost (seeds/003; WWDC 2021 "Make
/// blazing fast lists and collection views"). Completions run on the main thread, at once (no
/// animation time in the model). See ``ModelApplyGuard`` for the threading rule. The class is
/// `@MainActor`, as UIKit's team restricted diffable data sources to the main actor under Swift
/// concurrency (their note is quoted in jessesquires/ReactiveCollectionsKit#158), so an apply from
/// a background closure draws a compiler warning (`@preconcurrency` keeps it a warning).
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    /// Apple: CellProvider.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    )
        -> UICollectionViewCell?
    /// Apple: SupplementaryViewProvider.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    )
        -> UICollectionReusableView?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    var modelCollectionView: UICollectionView? { collectionView }
    private let cellProvider: CellProvider
    private let applier = ModelSnapshotApplier<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Apple: supplementaryViewProvider.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Apple: reorderingHandlers (iOS 14). See `UICollectionViewDiffableDataSource+Reordering.swift`.
    public var reorderingHandlers = ReorderingHandlers()
    /// Apple: sectionSnapshotHandlers (iOS 14). See `UICollectionViewDiffableDataSource+Outline.swift`.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Model extension, not UIKit API: the batch update the last apply performed (nil after a
    /// reload) — e.g. to see that editing a whole-struct identifier deleted and inserted the item.
    public var modelLastChanges: ModelCollectionChanges? { applier.lastChanges }

    /// Apple: init(collectionView:cellProvider:).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Apple: apply(_:animatingDifferences:completion:) — the completion runs on the main queue
    /// when the animations are complete. Model's choice: the model has no animation time, so the
    /// completion runs at once, before `apply` returns.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        modelApply(snapshot, reload: applier.reloads(animatingDifferences: animatingDifferences))
        completion?()
    }

    /// Apple: apply(_:animatingDifferences:) async (iOS 15).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        ModelAvailability.require(
            "UICollectionViewDiffableDataSource.apply(_:animatingDifferences:) async", introduced: 15)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Apple: applySnapshotUsingReloadData(_:completion:) (iOS 15) — resets the collection view
    /// to the snapshot without computing a diff: cells and selection are discarded.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        guard
            ModelAvailability.require(
                "UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)", introduced: 15)
        else { return }
        modelApply(snapshot, reload: true)
        completion?()
    }

    /// Apple: applySnapshotUsingReloadData(_:) async (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Apple: snapshot() — the current state (without reload or reconfigure marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Apple: itemIdentifier(for:).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.modelItem(at: indexPath) }

    /// Apple: indexPath(for:).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.modelIndexPath(of: itemIdentifier)
    }

    /// Apple: sectionIdentifier(for:) (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        ModelAvailability.require("UICollectionViewDiffableDataSource.sectionIdentifier(for:)", introduced: 15)
        return current.modelSectionIdentifier(at: index)
    }

    /// Apple: index(for:) (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        ModelAvailability.require("UICollectionViewDiffableDataSource.index(for:)", introduced: 15)
        return current.indexOfSection(sectionIdentifier)
    }

    /// Apple: apply(_:to:animatingDifferences:completion:) (iOS 14) — the section's items become
    /// the section snapshot's visible items; the section is appended if missing.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var full = current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        modelApply(full, reload: false)
        sectionSnapshots[section] = snapshot
        modelRefreshOutlineState(in: section)
        completion?()
    }

    /// Apple: snapshot(for:) (iOS 14) — the section snapshot last applied to the section, or its
    /// items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.modelItemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = current.modelItem(at: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            return UICollectionViewCell(frame: .zero)
        }
        modelApplyOutlineState(to: cell, item: item, section: current.modelSectionIdentifier(at: indexPath.section))
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: Model internals

    var current: Snapshot { applier.current }

    /// The section snapshot last applied to `section`, if any (model internals).
    func modelSectionSnapshot(_ section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
        ItemIdentifierType
    >? {
        sectionSnapshots[section]
    }

    /// Applies through the shared ``ModelSnapshotApplier``; section snapshots whose section
    /// changed are forgotten (a collection view's own addition: table views have none).
    func modelApply(_ snapshot: Snapshot, reload: Bool) {
        applier.apply(snapshot, reload: reload, to: collectionView) { old in
            for section in Array(sectionSnapshots.keys)
            where old.indexOfSection(section) == nil
                || snapshot.indexOfSection(section) == nil
                || old.itemIdentifiers(inSection: section) != snapshot.itemIdentifiers(inSection: section)
            {
                sectionSnapshots[section] = nil
            }
        }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func description() -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:347).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSource.description()` and returns `""`.
    @available(iOS, introduced: 13.0)
    open func description() -> String {
        ModelFindings.unmodelled("UICollectionViewDiffableDataSource.description()")
        return ""
    }
    // cellspec:generated:end
}
