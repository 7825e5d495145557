// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionViewUpdateItem {
    /// UIKit: `enum Action : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:37).
    /// Declared from the inventory; its members say what each does.
    public enum Action: Int {
        /// UIKit: `case insert` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:40).
        /// Declared from the inventory.
        case insert
        /// UIKit: `case delete` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:41).
        /// Declared from the inventory.
        case delete
        /// UIKit: `case reload` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:42).
        /// Declared from the inventory.
        case reload
        /// UIKit: `case move` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:43).
        /// Declared from the inventory.
        case move
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:44).
        /// Declared from the inventory.
        case none
    }
}

/// UIKit: `class UICollectionViewUpdateItem : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:47).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
@MainActor @preconcurrency
open class UICollectionViewUpdateItem: NSObject {
    /// UIKit: `var indexPathBeforeUpdate: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:49).
    /// Unmodelled: reading records `UICollectionViewUpdateItem.indexPathBeforeUpdate` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var indexPathBeforeUpdate: IndexPath? {
        get {
            ModelFindings.unmodelled("UICollectionViewUpdateItem.indexPathBeforeUpdate")
            return nil
        }
    }
    /// UIKit: `var indexPathAfterUpdate: IndexPath? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:50).
    /// Unmodelled: reading records `UICollectionViewUpdateItem.indexPathAfterUpdate` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open var indexPathAfterUpdate: IndexPath? {
        get {
            ModelFindings.unmodelled("UICollectionViewUpdateItem.indexPathAfterUpdate")
            return nil
        }
    }
    /// UIKit: `var updateAction: UICollectionViewUpdateItem.Action { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:51).
    /// Unmodelled: reading records `UICollectionViewUpdateItem.updateAction` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open var updateAction: UICollectionViewUpdateItem.Action {
        get {
            ModelFindings.unmodelledStop("UICollectionViewUpdateItem.updateAction")
        }
    }
}

/// UIKit: `class UICollectionViewLayoutInvalidationContext : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:53).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// UIKit: `var invalidateEverything: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:55).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.invalidateEverything` and returns `false`.
    @available(iOS, introduced: 7.0)
    open var invalidateEverything: Bool {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidateEverything")
            return false
        }
    }
    /// UIKit: `var invalidateDataSourceCounts: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:56).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts` and returns `false`.
    @available(iOS, introduced: 7.0)
    open var invalidateDataSourceCounts: Bool {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts")
            return false
        }
    }
    /// UIKit: `func invalidateItems(at indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:57).
    /// Unmodelled: a call records `UICollectionViewLayoutInvalidationContext.invalidateItems(at:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func invalidateItems(at indexPaths: [IndexPath]) {
        ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidateItems(at:)")
    }
    /// UIKit: `func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:59).
    /// Unmodelled: a call records `UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        ModelFindings.unmodelled(
            "UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)")
    }
    /// UIKit: `func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath])` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:61).
    /// Unmodelled: a call records `UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:)")
    }
    /// UIKit: `var invalidatedItemIndexPaths: [IndexPath]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:63).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var invalidatedItemIndexPaths: [IndexPath]? {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths")
            return nil
        }
    }
    /// UIKit: `var invalidatedSupplementaryIndexPaths: [String : [IndexPath]]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:65).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths")
            return nil
        }
    }
    /// UIKit: `var invalidatedDecorationIndexPaths: [String : [IndexPath]]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:67).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths")
            return nil
        }
    }
    /// Storage of `contentOffsetAdjustment`, generated.
    private var modelStoredContentOffsetAdjustment: Optional<CGPoint> = nil
    /// UIKit: `var contentOffsetAdjustment: CGPoint` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:69).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var contentOffsetAdjustment: CGPoint {
        get {
            if let value = modelStoredContentOffsetAdjustment { return value }
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment")
            return .zero
        }
        set {
            modelStoredContentOffsetAdjustment = newValue
        }
    }
    /// Storage of `contentSizeAdjustment`, generated.
    private var modelStoredContentSizeAdjustment: Optional<CGSize> = nil
    /// UIKit: `var contentSizeAdjustment: CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:71).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewLayoutInvalidationContext.contentSizeAdjustment` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var contentSizeAdjustment: CGSize {
        get {
            if let value = modelStoredContentSizeAdjustment { return value }
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.contentSizeAdjustment")
            return .zero
        }
        set {
            modelStoredContentSizeAdjustment = newValue
        }
    }
    /// UIKit: `var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:73).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.previousIndexPathsForInteractivelyMovingItems` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        get {
            ModelFindings.unmodelled(
                "UICollectionViewLayoutInvalidationContext.previousIndexPathsForInteractivelyMovingItems")
            return nil
        }
    }
    /// UIKit: `var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:75).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.targetIndexPathsForInteractivelyMovingItems` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        get {
            ModelFindings.unmodelled(
                "UICollectionViewLayoutInvalidationContext.targetIndexPathsForInteractivelyMovingItems")
            return nil
        }
    }
    /// UIKit: `var interactiveMovementTarget: CGPoint { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewLayout.swift:77).
    /// Unmodelled: reading records `UICollectionViewLayoutInvalidationContext.interactiveMovementTarget` and returns `.zero`.
    @available(iOS, introduced: 9.0)
    open var interactiveMovementTarget: CGPoint {
        get {
            ModelFindings.unmodelled("UICollectionViewLayoutInvalidationContext.interactiveMovementTarget")
            return .zero
        }
    }
}
