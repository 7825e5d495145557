import Foundation

/// The object that places a collection view's cells and supplementary views.
///
/// Apple: UICollectionViewLayout — an abstract base: the collection view calls `prepare()`,
/// then asks `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the visible
/// rectangle; `invalidateLayout()` asks for a new layout pass; decoration views are registered
/// on the layout (`register(_:forDecorationViewOfKind:)`), not on the collection view.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// Apple: UICollectionViewLayout.collectionView.
    open internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by kind.
    var modelDecorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() { super.init() }

    /// Apple: prepare() — called before each layout pass; subclasses compute their attributes.
    open func prepare() {}

    /// Apple: invalidateLayout() — the collection view lays out again in its next pass.
    open func invalidateLayout() { collectionView?.modelLayoutInvalidated() }

    /// Apple: collectionViewContentSize.
    open var collectionViewContentSize: CGSize { .zero }

    /// Apple: layoutAttributesForElements(in:).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Apple: layoutAttributesForItem(at:).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Apple: layoutAttributesForSupplementaryView(ofKind:at:).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Apple: register(_:forDecorationViewOfKind:).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        modelDecorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The list appearance of a section, when the section is a list (model internals; lists set
    /// their cells' `listEnvironment` trait and default styling from it).
    func modelListAppearance(forSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? { nil }
}
