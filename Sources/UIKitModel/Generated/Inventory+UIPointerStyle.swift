// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPointerStyle : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerStyle.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
open class UIPointerStyle: NSObject {
    /// UIKit: `class func hidden() -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerStyle.swift:6).
    /// Unmodelled: a call records `UIPointerStyle.hidden()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    open class func hidden() -> Self {
        ModelFindings.unmodelledStop("UIPointerStyle.hidden()")
    }
    /// UIKit: `class func system() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipointerstyle-system().md:16).
    /// Unmodelled: a call records `UIPointerStyle.system()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open class func system() -> Self {
        ModelAvailability.require("UIPointerStyle.system()", introduced: 15)
        ModelFindings.unmodelledStop("UIPointerStyle.system()")
    }
    /// UIKit: `convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:846).
    /// Unmodelled: a call records `UIPointerStyle.init(effect:shape:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.4)
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init()
        ModelFindings.unmodelled("UIPointerStyle.init(effect:shape:)")
    }
    /// UIKit: `convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = [])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:847).
    /// Unmodelled: a call records `UIPointerStyle.init(shape:constrainedAxes:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.4)
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init()
        ModelFindings.unmodelled("UIPointerStyle.init(shape:constrainedAxes:)")
    }
}
