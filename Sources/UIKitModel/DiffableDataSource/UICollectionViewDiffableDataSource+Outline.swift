import Foundation

extension UICollectionViewDiffableDataSource {
    /// Apple: UICollectionViewDiffableDataSource.SectionSnapshotHandlers (iOS 14) — what happens
    /// when the user expands or collapses an item of an outline: `shouldExpandItem`,
    /// `willExpandItem`, `shouldCollapseItem`, `willCollapseItem`, and
    /// `snapshotForExpandingParentItem` (the children to show, e.g. loaded lazily).
    public struct SectionSnapshotHandlers<ItemType: Hashable & Sendable> {
        /// Apple: shouldExpandItem — nil allows.
        public var shouldExpandItem: ((ItemType) -> Bool)?
        /// Apple: willExpandItem.
        public var willExpandItem: ((ItemType) -> Void)?
        /// Apple: shouldCollapseItem — nil allows.
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        /// Apple: willCollapseItem.
        public var willCollapseItem: ((ItemType) -> Void)?
        /// Apple: snapshotForExpandingParentItem — gets the parent and its current children as a
        /// section snapshot, returns the children to show.
        public var snapshotForExpandingParentItem:
            (
                (ItemType, NSDiffableDataSourceSectionSnapshot<ItemType>) -> NSDiffableDataSourceSectionSnapshot<
                    ItemType
                >
            )?

        public init() {}
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:374).
        /// Unmodelled: reading records `UICollectionViewDiffableDataSource.SectionSnapshotHandlers.snapshotForExpandingParent` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 14.0)
        public var snapshotForExpandingParent:
            (
                (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
                    NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            )?
        {
            get {
                ModelFindings.unmodelled(
                    "UICollectionViewDiffableDataSource.SectionSnapshotHandlers.snapshotForExpandingParent")
                return nil
            }
            set {
                ModelFindings.unmodelled(
                    "UICollectionViewDiffableDataSource.SectionSnapshotHandlers.snapshotForExpandingParent")
            }
        }
        // cellspec:generated:end
    }

    /// Model extension, not UIKit API: the user taps the outline disclosure of the item at
    /// `indexPath`, in a section that shows a section snapshot. An expanded item collapses, a
    /// collapsed one expands, asking `sectionSnapshotHandlers` first (a `should…` handler returning
    /// false stops it), then applying the changed section snapshot. Returns whether it changed.
    @discardableResult
    public func modelToggleOutline(at indexPath: IndexPath) -> Bool {
        guard let section = current.modelSectionIdentifier(at: indexPath.section),
            let item = current.modelItem(at: indexPath),
            var outline = modelSectionSnapshot(section), outline.contains(item)
        else { return false }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                let children = provide(item, outline.snapshot(of: item))
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        return true
    }

    /// Outline lists set a list cell's indentation and expansion state from the section snapshot
    /// (Apple: UICollectionViewListCell.indentationLevel — set automatically for items of a section
    /// snapshot; UICellConfigurationState.isExpanded). Model internals.
    func modelApplyOutlineState(
        to cell: UICollectionViewCell, item: ItemIdentifierType, section: SectionIdentifierType?
    ) {
        guard let section, let outline = modelSectionSnapshot(section), outline.contains(item) else { return }
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
        cell.modelInteraction.isExpanded = outline.isExpanded(item)
    }

    /// Brings the visible cells of `section` up to date with its section snapshot (their items
    /// may have kept their cells across the apply). Model internals.
    func modelRefreshOutlineState(in section: SectionIdentifierType) {
        guard let collectionView = modelCollectionView, let index = current.indexOfSection(section) else { return }
        for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == index {
            guard let cell = collectionView.cellForItem(at: indexPath), let item = current.modelItem(at: indexPath)
            else { continue }
            modelApplyOutlineState(to: cell, item: item, section: section)
        }
    }
}
