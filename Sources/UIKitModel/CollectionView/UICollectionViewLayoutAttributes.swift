import Foundation

/// Where a layout puts one cell, supplementary view or decoration view.
///
/// Apple: UICollectionViewLayoutAttributes — `frame`, `center`, `size`, `bounds`, `transform`,
/// `alpha`, `zIndex`, `isHidden`, `indexPath`, `representedElementCategory`,
/// `representedElementKind`, and the three initializers by element category.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    open private(set) var representedElementKind: String?
    /// Whether the layout sizes this element from its content (an estimated dimension), so
    /// the collection view measures the cell it shows here (model internals).
    var modelSelfSizing = false

    init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    /// Apple: init(forCellWith:).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Apple: init(forSupplementaryViewOfKind:with:).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Apple: init(forDecorationViewOfKind:with:).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `transform3D`, generated.
    private var modelStoredTransform3D: Optional<CATransform3D> = nil
    /// UIKit: `var transform3D: CATransform3D` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:25).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewLayoutAttributes.transform3D` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var transform3D: CATransform3D {
        get {
            if let value = modelStoredTransform3D { return value }
            ModelFindings.unmodelledStop("UICollectionViewLayoutAttributes.transform3D")
        }
        set {
            modelStoredTransform3D = newValue
        }
    }
    // cellspec:generated:end
}
