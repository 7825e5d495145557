// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISpringTimingParameters: NSObject, NSCoding, NSCopying, NSObjectProtocol, Sendable, UITimingCurveProvider` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uispringtimingparameters.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject {
    /// UIKit: `convenience init( duration: TimeInterval, bounce: CGFloat )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uispringtimingparameters-init(duration:bounce:).md:14).
    /// Unmodelled: a call records `UISpringTimingParameters.init(duration:bounce:)` and makes the object with `init()`.
    @available(iOS, introduced: 17.0)
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init()
        ModelAvailability.require("UISpringTimingParameters.init(duration:bounce:)", introduced: 17)
        ModelFindings.unmodelled("UISpringTimingParameters.init(duration:bounce:)")
    }
    /// UIKit: `convenience init(dampingRatio ratio: CGFloat)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uispringtimingparameters-init(dampingratio:).md:16).
    /// Unmodelled: a call records `UISpringTimingParameters.init(dampingRatio:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init()
        ModelFindings.unmodelled("UISpringTimingParameters.init(dampingRatio:)")
    }
}
