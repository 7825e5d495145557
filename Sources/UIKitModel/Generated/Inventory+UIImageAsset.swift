// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIImageAsset : NSObject, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
open class UIImageAsset: NSObject {
    /// UIKit: `func image(with configuration: UIImage.Configuration) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:4).
    /// Unmodelled: a call records `UIImageAsset.image(with:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        ModelFindings.unmodelledStop("UIImageAsset.image(with:)")
    }
    /// UIKit: `func register(_ image: UIImage, with configuration: UIImage.Configuration)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:5).
    /// Unmodelled: a call records `UIImageAsset.register(_:with:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        ModelFindings.unmodelled("UIImageAsset.register(_:with:)")
    }
    /// UIKit: `func unregisterImage(with configuration: UIImage.Configuration)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:6).
    /// Unmodelled: a call records `UIImageAsset.unregisterImage(with:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func unregisterImage(with configuration: UIImage.Configuration) {
        ModelFindings.unmodelled("UIImageAsset.unregisterImage(with:)")
    }
    /// UIKit: `func image(with traitCollection: UITraitCollection) -> UIImage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:7).
    /// Unmodelled: a call records `UIImageAsset.image(with:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        ModelFindings.unmodelledStop("UIImageAsset.image(with:)")
    }
    /// UIKit: `func register(_ image: UIImage, with traitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:8).
    /// Unmodelled: a call records `UIImageAsset.register(_:with:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        ModelFindings.unmodelled("UIImageAsset.register(_:with:)")
    }
    /// UIKit: `func unregister(imageWith traitCollection: UITraitCollection)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIImageAsset.swift:9).
    /// Unmodelled: a call records `UIImageAsset.unregister(imageWith:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func unregister(imageWith traitCollection: UITraitCollection) {
        ModelFindings.unmodelled("UIImageAsset.unregister(imageWith:)")
    }
}
