// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIScreenMode : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreenMode.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.2)
open class UIScreenMode: NSObject {
    /// UIKit: `var size: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreenMode.swift:4).
    /// Unmodelled: reading records `UIScreenMode.size` and returns `.zero`.
    @available(iOS, introduced: 3.2)
    open var size: CGSize {
        get {
            ModelFindings.unmodelled("UIScreenMode.size")
            return .zero
        }
    }
    /// UIKit: `var pixelAspectRatio: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreenMode.swift:5).
    /// Unmodelled: reading records `UIScreenMode.pixelAspectRatio` and returns `0`.
    @available(iOS, introduced: 3.2)
    open var pixelAspectRatio: CGFloat {
        get {
            ModelFindings.unmodelled("UIScreenMode.pixelAspectRatio")
            return 0
        }
    }
}
