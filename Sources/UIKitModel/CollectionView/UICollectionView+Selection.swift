import Foundation

/// Selection and highlight.
///
/// Apple: UICollectionView `allowsSelection` (true), `allowsMultipleSelection` (false),
/// `indexPathsForSelectedItems`, `selectItem(at:animated:scrollPosition:)` (nil deselects all;
/// "doesn't cause any selection-related delegate methods to be called"),
/// `deselectItem(at:animated:)`. A selected item's visible cell has `isSelected`, which
/// requests a configuration update. Selection follows items through batch updates and is
/// dropped for deleted and reloaded items and by `reloadData()` (see `UICollectionView+Updates.swift`).
extension UICollectionView {
    /// Apple: indexPathsForSelectedItems.
    public var indexPathsForSelectedItems: [IndexPath]? { modelSelected }

    /// Apple: selectItem(at:animated:scrollPosition:).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        modelSelectInCode(indexPath) {
            ModelFindings.fault(.invalidIndexPath, "selectItem at [\($0.section), \($0.item)].")
        }
    }

    /// Apple: deselectItem(at:animated:).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        modelSetSelected(false, at: indexPath)
    }

    /// Model extension, not UIKit API: a user's tap on the item, with the delegate calls UIKit
    /// makes — `shouldHighlightItemAt`, `didHighlightItemAt`, `didUnhighlightItemAt`, then
    /// `shouldSelectItemAt`/`didSelectItemAt` (deselecting the previous item first, with
    /// `didDeselectItemAt`, unless multiple selection is allowed), or, for an already selected
    /// item with multiple selection, `shouldDeselectItemAt`/`didDeselectItemAt`.
    public func modelTapItem(at indexPath: IndexPath) {
        guard modelContains(indexPath) else {
            ModelFindings.fault(.invalidIndexPath, "tap at [\(indexPath.section), \(indexPath.item)].")
            return
        }
        guard modelTapSelects, delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        modelHighlightItem(at: indexPath)
        modelUnhighlightItem(at: indexPath)
        let multiple = modelTapSelectsMultiple
        if multiple, modelSelected.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            modelSetSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multiple { modelDeselectAll(except: indexPath) { delegate?.collectionView(self, didDeselectItemAt: $0) } }
        modelSetSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Model extension, not UIKit API: a touch going down on the item (the cell becomes
    /// highlighted; `didHighlightItemAt`).
    public func modelHighlightItem(at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Model extension, not UIKit API: the touch lifting (`didUnhighlightItemAt`).
    public func modelUnhighlightItem(at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
