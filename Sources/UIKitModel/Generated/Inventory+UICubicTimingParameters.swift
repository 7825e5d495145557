// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UICubicTimingParameters: NSObject, NSCoding, NSCopying, NSObjectProtocol, Sendable, UITimingCurveProvider` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject {
    /// UIKit: `var animationCurve: UIView.AnimationCurve { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters-animationcurve.md:16).
    /// Unmodelled: reading records `UICubicTimingParameters.animationCurve` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var animationCurve: UIView.AnimationCurve {
        get {
            ModelFindings.unmodelledStop("UICubicTimingParameters.animationCurve")
        }
    }
    /// UIKit: `var controlPoint1: CGPoint { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters-controlpoint1.md:16).
    /// Unmodelled: reading records `UICubicTimingParameters.controlPoint1` and returns `.zero`.
    @available(iOS, introduced: 10.0)
    open var controlPoint1: CGPoint {
        get {
            ModelFindings.unmodelled("UICubicTimingParameters.controlPoint1")
            return .zero
        }
    }
    /// UIKit: `var controlPoint2: CGPoint { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters-controlpoint2.md:16).
    /// Unmodelled: reading records `UICubicTimingParameters.controlPoint2` and returns `.zero`.
    @available(iOS, introduced: 10.0)
    open var controlPoint2: CGPoint {
        get {
            ModelFindings.unmodelled("UICubicTimingParameters.controlPoint2")
            return .zero
        }
    }
    /// UIKit: `init(animationCurve curve: UIView.AnimationCurve)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters-init(animationcurve:).md:16).
    /// Unmodelled: a call records `UICubicTimingParameters.init(animationCurve:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        self.init()
        ModelFindings.unmodelled("UICubicTimingParameters.init(animationCurve:)")
    }
    /// UIKit: `init( controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicubictimingparameters-init(controlpoint1:controlpoint2:).md:16).
    /// Unmodelled: a call records `UICubicTimingParameters.init(controlPoint1:controlPoint2:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.init()
        ModelFindings.unmodelled("UICubicTimingParameters.init(controlPoint1:controlPoint2:)")
    }
}
