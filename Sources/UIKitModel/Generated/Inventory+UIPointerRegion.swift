// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPointerRegion : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerRegion.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
open class UIPointerRegion: NSObject {
    /// UIKit: `var rect: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerRegion.swift:4).
    /// Unmodelled: reading records `UIPointerRegion.rect` and returns `.zero`.
    @available(iOS, introduced: 13.4)
    open var rect: CGRect {
        get {
            ModelFindings.unmodelled("UIPointerRegion.rect")
            return .zero
        }
    }
    /// UIKit: `convenience init(__rect rect: CGRect, identifier: NSObjectProtocol?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPointerRegion.swift:6).
    /// Unmodelled: a call records `UIPointerRegion.init(__rect:identifier:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.4)
    public convenience init(__rect rect: CGRect, identifier: NSObjectProtocol?) {
        self.init()
        ModelFindings.unmodelled("UIPointerRegion.init(__rect:identifier:)")
    }
    /// Storage of `latchingAxes`, generated.
    private var modelStoredLatchingAxes: Optional<UIAxis> = nil
    /// UIKit: `var latchingAxes: UIAxis { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipointerregion-latchingaxes.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPointerRegion.latchingAxes` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var latchingAxes: UIAxis {
        get {
            if let value = modelStoredLatchingAxes { return value }
            ModelFindings.unmodelled("UIPointerRegion.latchingAxes")
            return []
        }
        set {
            modelStoredLatchingAxes = newValue
        }
    }
    /// UIKit: `convenience init(rect: CGRect, identifier: AnyHashable? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:852).
    /// Unmodelled: a call records `UIPointerRegion.init(rect:identifier:)` and makes the object with `init()`.
    @available(iOS, introduced: 13.4)
    public convenience init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.init()
        ModelFindings.unmodelled("UIPointerRegion.init(rect:identifier:)")
    }
    /// UIKit: `var identifier: AnyHashable? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:853).
    /// Unmodelled: reading records `UIPointerRegion.identifier` and returns `nil`.
    @available(iOS, introduced: 13.4)
    open var identifier: AnyHashable? {
        get {
            ModelFindings.unmodelled("UIPointerRegion.identifier")
            return nil
        }
    }
}
