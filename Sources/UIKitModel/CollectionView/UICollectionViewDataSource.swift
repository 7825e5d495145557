import Foundation

/// The object that provides a collection view's data and cells.
///
/// Apple: UICollectionViewDataSource — required `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)` (which must dequeue the cell it returns); optional
/// `numberOfSections(in:)` (1 by default) and
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`. Swift on Linux has no `@objc
/// optional`: the optional methods have default implementations instead.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:37).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:43).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath

    /// UIKit: `optional func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:39).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// UIKit: `optional func indexTitles(for collectionView: UICollectionView) -> [String]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionView.swift:41).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    // cellspec:generated:end
}

extension UICollectionViewDataSource {
    /// Apple: numberOfSections(in:) — "if you don't implement this method, the collection view
    /// uses a default value of 1".
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Apple: collectionView(_:viewForSupplementaryElementOfKind:at:) — a data source whose
    /// layout asks for supplementary views must provide them (a non-dequeued view is a fault).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
