// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIStoryboardSegue : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    /// UIKit: `convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:4).
    /// Unmodelled: a call records `UIStoryboardSegue.init(identifier:source:destination:performHandler:)` and makes the object with `init()`.
    @available(iOS, introduced: 6.0)
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init()
        ModelFindings.unmodelled("UIStoryboardSegue.init(identifier:source:destination:performHandler:)")
    }
    /// UIKit: `init(identifier: String?, source: UIViewController, destination: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:6).
    /// Unmodelled: a call records `UIStoryboardSegue.init(identifier:source:destination:)` and makes the object with `init()`.
    @available(iOS, introduced: 5.0)
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.init()
        ModelFindings.unmodelled("UIStoryboardSegue.init(identifier:source:destination:)")
    }
    /// UIKit: `var identifier: String? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:7).
    /// Unmodelled: reading records `UIStoryboardSegue.identifier` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open var identifier: String? {
        get {
            ModelFindings.unmodelled("UIStoryboardSegue.identifier")
            return nil
        }
    }
    /// UIKit: `var source: UIViewController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:8).
    /// Unmodelled: reading records `UIStoryboardSegue.source` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var source: UIViewController {
        get {
            ModelFindings.unmodelledStop("UIStoryboardSegue.source")
        }
    }
    /// UIKit: `var destination: UIViewController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:9).
    /// Unmodelled: reading records `UIStoryboardSegue.destination` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var destination: UIViewController {
        get {
            ModelFindings.unmodelledStop("UIStoryboardSegue.destination")
        }
    }
    /// UIKit: `func perform()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:10).
    /// Unmodelled: a call records `UIStoryboardSegue.perform()` and does nothing.
    @available(iOS, introduced: 5.0)
    open func perform() {
        ModelFindings.unmodelled("UIStoryboardSegue.perform()")
    }
}

/// UIKit: `class UIStoryboardUnwindSegueSource : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UIStoryboardUnwindSegueSource: NSObject {
    /// UIKit: `var source: UIViewController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:14).
    /// Unmodelled: reading records `UIStoryboardUnwindSegueSource.source` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var source: UIViewController {
        get {
            ModelFindings.unmodelledStop("UIStoryboardUnwindSegueSource.source")
        }
    }
    /// UIKit: `var unwindAction: Selector { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:15).
    /// Unmodelled: reading records `UIStoryboardUnwindSegueSource.unwindAction` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var unwindAction: Selector {
        get {
            ModelFindings.unmodelledStop("UIStoryboardUnwindSegueSource.unwindAction")
        }
    }
    /// UIKit: `var sender: Any? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStoryboardSegue.swift:16).
    /// Unmodelled: reading records `UIStoryboardUnwindSegueSource.sender` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var sender: Any? {
        get {
            ModelFindings.unmodelled("UIStoryboardUnwindSegueSource.sender")
            return nil
        }
    }
}
