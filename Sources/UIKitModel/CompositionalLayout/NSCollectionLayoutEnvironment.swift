import Foundation

/// Apple: NSCollectionLayoutContainer — the size a section is laid out in.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Apple: NSCollectionLayoutEnvironment — what a section provider gets: the container and the
/// collection view's traits.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// Apple: NSCollectionLayoutVisibleItem — what `visibleItemsInvalidationHandler` may adjust.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var transform3D: CATransform3D { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:177).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var transform3D: CATransform3D { get set }
    // cellspec:generated:end
}

/// The model's environment and container: what the model's compositional layout hands a section
/// provider. Model extension, not UIKit API: public so that `check --lenient` can give a guide's
/// fragment the `layoutEnvironment` it reads without showing where it came from
/// (``ModelLayoutEnvironment/init()``); a model type conforming to a UIKit protocol is how the model
/// says what stands for a value of that protocol.
@MainActor
public final class ModelLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public let traitCollection: UITraitCollection
    public var container: any NSCollectionLayoutContainer { self }
    public var effectiveContentSize: CGSize { contentSize }
    public var contentInsets: NSDirectionalEdgeInsets { .zero }
    public var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        super.init()
    }

    /// The environment of a collection view filling the simulated screen (390 × 844 points, with the
    /// screen's traits, ``ModelScreen``).
    public convenience override init() {
        self.init(
            contentSize: CGSize(width: 390, height: 844), traitCollection: UITraitCollection(values: ModelScreen.traits)
        )
    }
}

/// A visible item handed to `visibleItemsInvalidationHandler`; changes go to the attributes.
@MainActor
final class ModelVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
