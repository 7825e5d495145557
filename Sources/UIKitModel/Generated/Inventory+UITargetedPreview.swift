// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPreviewTarget : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIPreviewTarget: NSObject {
    /// UIKit: `init(container: UIView, center: CGPoint, transform: CGAffineTransform)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:4).
    /// Unmodelled: a call records `UIPreviewTarget.init(container:center:transform:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.init()
        ModelFindings.unmodelled("UIPreviewTarget.init(container:center:transform:)")
    }
    /// UIKit: `convenience init(container: UIView, center: CGPoint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:5).
    /// Unmodelled: a call records `UIPreviewTarget.init(container:center:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.0)
    public convenience init(container: UIView, center: CGPoint) {
        self.init()
        ModelFindings.unmodelled("UIPreviewTarget.init(container:center:)")
    }
    /// UIKit: `var container: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:6).
    /// Unmodelled: reading records `UIPreviewTarget.container` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var container: UIView {
        get {
            ModelFindings.unmodelledStop("UIPreviewTarget.container")
        }
    }
    /// UIKit: `var center: CGPoint { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:7).
    /// Unmodelled: reading records `UIPreviewTarget.center` and returns `.zero`.
    @available(iOS, introduced: 13.0)
    open var center: CGPoint {
        get {
            ModelFindings.unmodelled("UIPreviewTarget.center")
            return .zero
        }
    }
    /// UIKit: `var transform: CGAffineTransform { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UITargetedPreview.swift:8).
    /// Unmodelled: reading records `UIPreviewTarget.transform` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var transform: CGAffineTransform {
        get {
            ModelFindings.unmodelledStop("UIPreviewTarget.transform")
        }
    }
}
