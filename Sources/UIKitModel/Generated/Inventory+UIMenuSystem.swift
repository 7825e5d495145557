// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIMenuSystem : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuSystem.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIMenuSystem: NSObject {
    /// UIKit: `class var main: UIMenuSystem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuSystem.swift:4).
    /// Unmodelled: reading records `UIMenuSystem.main` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var main: UIMenuSystem {
        get {
            ModelFindings.unmodelledStop("UIMenuSystem.main")
        }
    }
    /// UIKit: `class var context: UIMenuSystem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuSystem.swift:5).
    /// Unmodelled: reading records `UIMenuSystem.context` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open class var context: UIMenuSystem {
        get {
            ModelFindings.unmodelledStop("UIMenuSystem.context")
        }
    }
    /// UIKit: `func setNeedsRebuild()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuSystem.swift:6).
    /// Unmodelled: a call records `UIMenuSystem.setNeedsRebuild()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func setNeedsRebuild() {
        ModelFindings.unmodelled("UIMenuSystem.setNeedsRebuild()")
    }
    /// UIKit: `func setNeedsRevalidate()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuSystem.swift:7).
    /// Unmodelled: a call records `UIMenuSystem.setNeedsRevalidate()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func setNeedsRevalidate() {
        ModelFindings.unmodelled("UIMenuSystem.setNeedsRevalidate()")
    }
}
