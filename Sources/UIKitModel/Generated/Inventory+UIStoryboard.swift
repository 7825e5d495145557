// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIStoryboard : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboard.swift:3).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// UIKit: `init(name: String, bundle storyboardBundleOrNil: Bundle?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboard.swift:5).
    /// Unmodelled: a call records `UIStoryboard.init(name:bundle:)` and makes the object with `init()`.
    @available(iOS, introduced: 5.0)
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init()
        ModelFindings.unmodelled("UIStoryboard.init(name:bundle:)")
    }
    /// UIKit: `func instantiateInitialViewController() -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboard.swift:6).
    /// Unmodelled: a call records `UIStoryboard.instantiateInitialViewController()` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func instantiateInitialViewController() -> UIViewController? {
        ModelFindings.unmodelled("UIStoryboard.instantiateInitialViewController()")
        return nil
    }
    /// UIKit: `func instantiateViewController(withIdentifier identifier: String) -> UIViewController` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboard.swift:9).
    /// Unmodelled: a call records `UIStoryboard.instantiateViewController(withIdentifier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        ModelFindings.unmodelledStop("UIStoryboard.instantiateViewController(withIdentifier:)")
    }
}
