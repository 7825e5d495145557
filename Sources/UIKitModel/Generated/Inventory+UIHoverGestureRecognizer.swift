// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIHoverGestureRecognizer: UIGestureRecognizer` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uihovergesturerecognizer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// UIKit: `var altitudeAngle: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uihovergesturerecognizer-altitudeangle.md:16).
    /// Unmodelled: reading records `UIHoverGestureRecognizer.altitudeAngle` and returns `0`.
    @available(iOS, introduced: 16.4)
    open var altitudeAngle: CGFloat {
        get {
            ModelAvailability.require("UIHoverGestureRecognizer.altitudeAngle", introduced: 16)
            ModelFindings.unmodelled("UIHoverGestureRecognizer.altitudeAngle")
            return 0
        }
    }
    /// UIKit: `func azimuthAngle(in view: UIView?) -> CGFloat` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uihovergesturerecognizer-azimuthangle(in:).md:16).
    /// Unmodelled: a call records `UIHoverGestureRecognizer.azimuthAngle(in:)` and returns `0`.
    @available(iOS, introduced: 16.4)
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        ModelAvailability.require("UIHoverGestureRecognizer.azimuthAngle(in:)", introduced: 16)
        ModelFindings.unmodelled("UIHoverGestureRecognizer.azimuthAngle(in:)")
        return 0
    }
    /// UIKit: `var rollAngle: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uihovergesturerecognizer-rollangle.md:16).
    /// Unmodelled: reading records `UIHoverGestureRecognizer.rollAngle` and returns `0`.
    @available(iOS, introduced: 17.5)
    open var rollAngle: CGFloat {
        get {
            ModelAvailability.require("UIHoverGestureRecognizer.rollAngle", introduced: 17)
            ModelFindings.unmodelled("UIHoverGestureRecognizer.rollAngle")
            return 0
        }
    }
    /// UIKit: `var zOffset: CGFloat { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uihovergesturerecognizer-zoffset.md:16).
    /// Unmodelled: reading records `UIHoverGestureRecognizer.zOffset` and returns `0`.
    @available(iOS, introduced: 16.1)
    open var zOffset: CGFloat {
        get {
            ModelAvailability.require("UIHoverGestureRecognizer.zOffset", introduced: 16)
            ModelFindings.unmodelled("UIHoverGestureRecognizer.zOffset")
            return 0
        }
    }
}
