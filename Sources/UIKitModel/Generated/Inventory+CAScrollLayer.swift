// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CAScrollLayer: CALayer` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayer.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class CAScrollLayer: CALayer {
    /// UIKit: `func scroll(to p: CGPoint)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayer-scroll(to:)-37q0p.md:16).
    /// Unmodelled: a call records `CAScrollLayer.scroll(to:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scroll(to p: CGPoint) {
        ModelFindings.unmodelled("CAScrollLayer.scroll(to:)")
    }
    /// UIKit: `func scroll(to r: CGRect)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayer-scroll(to:)-782vd.md:16).
    /// Unmodelled: a call records `CAScrollLayer.scroll(to:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func scroll(to r: CGRect) {
        ModelFindings.unmodelled("CAScrollLayer.scroll(to:)")
    }
    /// Storage of `scrollMode`, generated.
    private var modelStoredScrollMode: Optional<CAScrollLayerScrollMode> = nil
    /// UIKit: `var scrollMode: CAScrollLayerScrollMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cascrolllayer-scrollmode.md:16).
    /// Stored: keeps what is set; a read before any set records `CAScrollLayer.scrollMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var scrollMode: CAScrollLayerScrollMode {
        get {
            if let value = modelStoredScrollMode { return value }
            ModelFindings.unmodelledStop("CAScrollLayer.scrollMode")
        }
        set {
            modelStoredScrollMode = newValue
        }
    }
}
