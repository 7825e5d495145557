// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICollectionViewFlowLayoutInvalidationContext : UICollectionViewLayoutInvalidationContext` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewFlowLayout.swift:14).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Storage of `invalidateFlowLayoutDelegateMetrics`, generated.
    private var modelStoredInvalidateFlowLayoutDelegateMetrics: Optional<Bool> = nil
    /// UIKit: `var invalidateFlowLayoutDelegateMetrics: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewFlowLayout.swift:16).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var invalidateFlowLayoutDelegateMetrics: Bool {
        get {
            if let value = modelStoredInvalidateFlowLayoutDelegateMetrics { return value }
            ModelFindings.unmodelled(
                "UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics")
            return false
        }
        set {
            modelStoredInvalidateFlowLayoutDelegateMetrics = newValue
        }
    }
    /// Storage of `invalidateFlowLayoutAttributes`, generated.
    private var modelStoredInvalidateFlowLayoutAttributes: Optional<Bool> = nil
    /// UIKit: `var invalidateFlowLayoutAttributes: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewFlowLayout.swift:17).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var invalidateFlowLayoutAttributes: Bool {
        get {
            if let value = modelStoredInvalidateFlowLayoutAttributes { return value }
            ModelFindings.unmodelled("UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes")
            return false
        }
        set {
            modelStoredInvalidateFlowLayoutAttributes = newValue
        }
    }
}
