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
