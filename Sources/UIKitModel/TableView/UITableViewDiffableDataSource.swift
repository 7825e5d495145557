import Foundation

/// A table view data source driven by snapshots of identifiers: the table view twin of
/// `UICollectionViewDiffableDataSource`, sharing its snapshots, diff (`ModelSnapshotDiff`) and
/// threading rule (`ModelApplyGuard`).
///
/// Apple: UITableViewDiffableDataSource (iOS 13) — `init(tableView:cellProvider:)` (becomes the
/// table's `dataSource`), `apply(_:animatingDifferences:completion:)` (iOS 15: diffs even
/// without animation; before, a non-animated apply reloads), `applySnapshotUsingReloadData`
/// (iOS 15), `snapshot()`, `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)`
/// and `index(for:)` (iOS 15), `defaultRowAnimation`, and the data source methods subclasses
/// override, such as `tableView(_:titleForHeaderInSection:)`. Applying performs the diff as a
/// table view update: surviving rows keep their cells and selection, reloaded rows are dequeued
/// anew, reconfigured rows run the cell provider on their existing cell.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Apple: CellProvider.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let applier = ModelSnapshotApplier<SectionIdentifierType, ItemIdentifierType>()

    /// Apple: defaultRowAnimation (`.automatic`; the model does not animate).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Model extension, not UIKit API: the update the last apply performed (nil after a reload).
    public var modelLastChanges: ModelCollectionChanges? { applier.lastChanges }

    /// Apple: init(tableView:cellProvider:).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
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

    /// Apple: applySnapshotUsingReloadData(_:completion:) (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        guard
            ModelAvailability.require(
                "UITableViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)", introduced: 15)
        else { return }
        modelApply(snapshot, reload: true)
        completion?()
    }

    /// Apple: snapshot().
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Apple: itemIdentifier(for:).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.modelItem(at: indexPath) }

    /// Apple: indexPath(for:).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.modelIndexPath(of: itemIdentifier)
    }

    /// Apple: sectionIdentifier(for:) (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        ModelAvailability.require("UITableViewDiffableDataSource.sectionIdentifier(for:)", introduced: 15)
        return current.modelSectionIdentifier(at: index)
    }

    /// Apple: index(for:) (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        ModelAvailability.require("UITableViewDiffableDataSource.index(for:)", introduced: 15)
        return current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.modelItemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.modelItem(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            ModelFindings.fault(.tableViewCellNotDequeued, "Row [\(indexPath.section), \(indexPath.row)].")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// Apple: tableView(_:titleForHeaderInSection:) — override in a subclass to give titles.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Apple: tableView(_:titleForFooterInSection:).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Apple: UITableViewDiffableDataSource.tableView(_:canEditRowAt:) — false: rows of a diffable
    /// data source are not editable (no swipe-to-delete, no delete control) unless a subclass
    /// overrides this (Apple's sample "Implementing Modern Collection Views" overrides it).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Apple: tableView(_:commit:forRowAt:) — override point; the default changes nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Apple: tableView(_:canMoveRowAt:) — false unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Apple: tableView(_:moveRowAt:to:) — the table already shows the row at its new place; the
    /// data source's snapshot takes the same order (the model's choice, so that `snapshot()` and
    /// the table agree; a subclass override that calls super keeps it).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = current.modelItem(at: sourceIndexPath),
            let section = current.modelSectionIdentifier(at: destinationIndexPath.section)
        else { return }
        var moved = current
        moved.deleteItems([item])
        let remaining = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < remaining.count {
            moved.insertItems([item], beforeItem: remaining[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: section)
        }
        applier.replaceCurrent(with: moved)
    }

    // MARK: Model internals

    private var current: Snapshot { applier.current }

    private func modelApply(_ snapshot: Snapshot, reload: Bool) {
        applier.apply(snapshot, reload: reload, to: tableView)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func description() -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:569).
    /// Unmodelled: a call records `UITableViewDiffableDataSource.description()` and returns `""`.
    @available(iOS, introduced: 13.0)
    open func description() -> String {
        ModelFindings.unmodelled("UITableViewDiffableDataSource.description()")
        return ""
    }
    // cellspec:generated:end
}
