import Foundation

/// A layout that places items in rows (or columns), wrapping to the next line, with optional
/// section headers and footers.
///
/// Apple: UICollectionViewFlowLayout — `itemSize` (50 × 50), `estimatedItemSize` (`.zero`: not
/// self-sizing; `automaticSize`), `minimumInteritemSpacing` (10), `minimumLineSpacing` (10),
/// `sectionInset` (zero), `headerReferenceSize`/`footerReferenceSize` (zero: no header/footer),
/// `scrollDirection` (vertical), `sectionInsetReference`, `sectionHeadersPinToVisibleBounds`.
/// The delegate (`UICollectionViewDelegateFlowLayout`) overrides each per item or section:
/// "If the delegate does not implement this method, the flow layout uses the value in its
/// itemSize property". The model fills each line from the leading edge with the minimum spacing
/// (UIKit spreads the extra space of a full line between its items: the model's simplification).
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Apple: UICollectionViewFlowLayout.automaticSize — "a size that tells the flow layout to
    /// calculate item sizes automatically" (self-sizing), for `estimatedItemSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Apple: UICollectionView.ScrollDirection.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// Apple: UICollectionViewFlowLayout.SectionInsetReference (iOS 11).
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea, fromLayoutMargins
    }

    /// Apple: itemSize (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Apple: estimatedItemSize (`.zero`).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Apple: minimumInteritemSpacing (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Apple: minimumLineSpacing (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Apple: sectionInset (zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Apple: headerReferenceSize (zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Apple: footerReferenceSize (zero: no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Apple: scrollDirection (vertical).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Apple: sectionInsetReference (`.fromContentInset`). Stored state.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Apple: sectionHeadersPinToVisibleBounds (false). Stored state.
    open var sectionHeadersPinToVisibleBounds = false
    /// Apple: sectionFootersPinToVisibleBounds (false). Stored state.
    open var sectionFootersPinToVisibleBounds = false

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    public override init() { super.init() }

    open override func prepare() {
        guard let collectionView else { return }
        (attributes, contentSize) = modelFrames(
            itemCounts: collectionView.modelLoadedCounts(), containerSize: collectionView.modelVisibleRect.size)
    }

    /// Model extension, not UIKit API: lays out sections with these item counts in a container of
    /// this size; returns every element's attributes and the content size.
    public func modelFrames(itemCounts: [Int], containerSize: CGSize) -> (
        attributes: [UICollectionViewLayoutAttributes], contentSize: CGSize
    ) {
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.flatMap { $0.delegate as? any UICollectionViewDelegateFlowLayout }
        var result: [UICollectionViewLayoutAttributes] = []
        // `main` runs along the scroll direction, `cross` across it.
        var main: CGFloat = 0
        let crossLength = vertical ? containerSize.width : containerSize.height
        for (section, count) in itemCounts.enumerated() {
            let inset =
                collectionView.flatMap { delegate?.collectionView($0, layout: self, insetForSectionAt: section) }
                ?? sectionInset
            let interitem =
                collectionView.flatMap {
                    delegate?.collectionView($0, layout: self, minimumInteritemSpacingForSectionAt: section)
                } ?? minimumInteritemSpacing
            let line =
                collectionView.flatMap {
                    delegate?.collectionView($0, layout: self, minimumLineSpacingForSectionAt: section)
                } ?? minimumLineSpacing
            let header =
                collectionView.flatMap {
                    delegate?.collectionView($0, layout: self, referenceSizeForHeaderInSection: section)
                } ?? headerReferenceSize
            let footer =
                collectionView.flatMap {
                    delegate?.collectionView($0, layout: self, referenceSizeForFooterInSection: section)
                } ?? footerReferenceSize
            let sectionPath = IndexPath(item: 0, section: section)
            if (vertical ? header.height : header.width) > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: sectionPath)
                a.frame =
                    vertical
                    ? CGRect(x: 0, y: main, width: containerSize.width, height: header.height)
                    : CGRect(x: main, y: 0, width: header.width, height: containerSize.height)
                result.append(a)
                main += vertical ? header.height : header.width
            }
            main += vertical ? inset.top : inset.left
            let crossStart = vertical ? inset.left : inset.top
            let crossEnd = crossLength - (vertical ? inset.right : inset.bottom)
            var cross = crossStart
            var lineExtent: CGFloat = 0
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size =
                    collectionView.flatMap { delegate?.collectionView($0, layout: self, sizeForItemAt: indexPath) }
                    ?? (estimatedItemSize == .zero ? itemSize : modelEstimate)
                let itemCross = vertical ? size.width : size.height
                if cross > crossStart, cross + itemCross > crossEnd + 0.001 {
                    main += lineExtent + line
                    cross = crossStart
                    lineExtent = 0
                }
                let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                a.frame =
                    vertical
                    ? CGRect(x: cross, y: main, width: size.width, height: size.height)
                    : CGRect(x: main, y: cross, width: size.width, height: size.height)
                a.modelSelfSizing = estimatedItemSize != .zero
                result.append(a)
                cross += itemCross + interitem
                lineExtent = max(lineExtent, vertical ? size.height : size.width)
            }
            main += lineExtent + (vertical ? inset.bottom : inset.right)
            if (vertical ? footer.height : footer.width) > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: sectionPath)
                a.frame =
                    vertical
                    ? CGRect(x: 0, y: main, width: containerSize.width, height: footer.height)
                    : CGRect(x: main, y: 0, width: footer.width, height: containerSize.height)
                result.append(a)
                main += vertical ? footer.height : footer.width
            }
        }
        let size =
            vertical
            ? CGSize(width: containerSize.width, height: main) : CGSize(width: main, height: containerSize.height)
        return (result, size)
    }

    /// The estimate for self-sizing items; `automaticSize` stands for the item size.
    private var modelEstimate: CGSize { estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
}

/// Apple: UICollectionViewDelegateFlowLayout — per-item and per-section values that override the
/// flow layout's properties. Every method is optional (Linux has no `@objc optional`): the
/// defaults here answer the flow layout's property, as UIKit does for a method not implemented.
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
