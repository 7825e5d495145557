// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICollectionViewTransitionLayout : UICollectionViewLayout` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// Storage of `transitionProgress`, generated.
    private var modelStoredTransitionProgress: Optional<CGFloat> = nil
    /// UIKit: `var transitionProgress: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:4).
    /// Stored: keeps what is set; a read before any set records `UICollectionViewTransitionLayout.transitionProgress` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var transitionProgress: CGFloat {
        get {
            if let value = modelStoredTransitionProgress { return value }
            ModelFindings.unmodelled("UICollectionViewTransitionLayout.transitionProgress")
            return 0
        }
        set {
            modelStoredTransitionProgress = newValue
        }
    }
    /// UIKit: `var currentLayout: UICollectionViewLayout { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:5).
    /// Unmodelled: reading records `UICollectionViewTransitionLayout.currentLayout` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var currentLayout: UICollectionViewLayout {
        get {
            ModelFindings.unmodelledStop("UICollectionViewTransitionLayout.currentLayout")
        }
    }
    /// UIKit: `var nextLayout: UICollectionViewLayout { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:6).
    /// Unmodelled: reading records `UICollectionViewTransitionLayout.nextLayout` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    open var nextLayout: UICollectionViewLayout {
        get {
            ModelFindings.unmodelledStop("UICollectionViewTransitionLayout.nextLayout")
        }
    }
    /// UIKit: `init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:7).
    /// Unmodelled: a call records `UICollectionViewTransitionLayout.init(currentLayout:nextLayout:)` and makes the object with `init()`.
    @available(iOS, introduced: 7.0)
    public convenience init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.init()
        ModelFindings.unmodelled("UICollectionViewTransitionLayout.init(currentLayout:nextLayout:)")
    }
    /// UIKit: `func updateValue(_ value: CGFloat, forAnimatedKey key: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:8).
    /// Unmodelled: a call records `UICollectionViewTransitionLayout.updateValue(_:forAnimatedKey:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        ModelFindings.unmodelled("UICollectionViewTransitionLayout.updateValue(_:forAnimatedKey:)")
    }
    /// UIKit: `func value(forAnimatedKey key: String) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewTransitionLayout.swift:9).
    /// Unmodelled: a call records `UICollectionViewTransitionLayout.value(forAnimatedKey:)` and returns `0`.
    @available(iOS, introduced: 7.0)
    open func value(forAnimatedKey key: String) -> CGFloat {
        ModelFindings.unmodelled("UICollectionViewTransitionLayout.value(forAnimatedKey:)")
        return 0
    }
}
