import Foundation

extension UICollectionView {
    /// Apple: UICollectionView.indexPathForItem(at:) — the index path of the item at a point in
    /// the collection view's coordinates, nil when no item is there.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepare()
        let probe = CGRect(origin: point, size: CGSize(width: 1, height: 1))
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Model extension, not UIKit API: the user long-presses items to open a context menu. The
    /// delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) answers;
    /// when it gives nil for one item, the iOS 13 `contextMenuConfigurationForItemAt:point:` is
    /// asked (UIKit calls the iOS 16 method when the delegate implements it, the older one
    /// otherwise; the model cannot tell which is implemented). Returns the configuration, nil when
    /// there is no menu.
    public func modelShowContextMenu(forItemsAt indexPaths: [IndexPath], point: CGPoint = .zero)
        -> UIContextMenuConfiguration?
    {
        guard let delegate else { return nil }
        if let configuration = delegate.collectionView(
            self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        {
            return configuration
        }
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}

/// Apple: UICollectionViewDataSourcePrefetching — `collectionView(_:prefetchItemsAt:)` (required),
/// `collectionView(_:cancelPrefetchingForItemsAt:)` (optional). "The collection view calls this
/// method as the user scrolls, providing the index paths for cells it is likely to display in
/// the near future." The model prefetches the items of the screenful after the visible one on
/// each layout pass, each item once until it is displayed; it never cancels.
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
