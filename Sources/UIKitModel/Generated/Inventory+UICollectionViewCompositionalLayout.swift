// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension NSCollectionLayoutVisibleItem {
    /// UIKit: `var transform3D: CATransform3D { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCompositionalLayout.swift:177).
    /// Unmodelled: reading records `NSCollectionLayoutVisibleItem.transform3D` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 13.0)
    public var transform3D: CATransform3D {
        get {
            ModelFindings.unmodelledStop("NSCollectionLayoutVisibleItem.transform3D")
        }
        set {
            ModelFindings.unmodelled("NSCollectionLayoutVisibleItem.transform3D")
        }
    }
}
