// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIActivityViewController {
    /// UIKit: `class CollaborationModeRestriction: NSObject, NSCoding, NSCopying, NSObjectProtocol, NSSecureCoding` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityviewcontroller-uiactivityviewcontroller.collaborationmoderestriction.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class CollaborationModeRestriction: NSObject {
    }
}

/// UIKit: `class UIActivityViewController : UIViewController` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:6).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 6.0)
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// UIKit: `typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:3).
    /// Declared from the inventory.
    @available(iOS, introduced: 6.0)
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void
    /// UIKit: `typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:4).
    /// Declared from the inventory.
    @available(iOS, introduced: 8.0)
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    /// UIKit: `init(activityItems: [Any], applicationActivities: [UIActivity]?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:8).
    /// Unmodelled: a call records `UIActivityViewController.init(activityItems:applicationActivities:)` and makes the object with `init()`.
    @available(iOS, introduced: 6.0)
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init()
        ModelFindings.unmodelled("UIActivityViewController.init(activityItems:applicationActivities:)")
    }
    /// Storage of `completionHandler`, generated.
    private var modelStoredCompletionHandler: Optional<UIActivityViewController.CompletionHandler?> = nil
    /// UIKit: `var completionHandler: UIActivityViewController.CompletionHandler?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIActivityViewController.completionHandler` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    open var completionHandler: UIActivityViewController.CompletionHandler? {
        get {
            if let value = modelStoredCompletionHandler { return value }
            ModelFindings.unmodelled("UIActivityViewController.completionHandler")
            return nil
        }
        set {
            modelStoredCompletionHandler = newValue
        }
    }
    /// Storage of `completionWithItemsHandler`, generated.
    private var modelStoredCompletionWithItemsHandler: Optional<UIActivityViewController.CompletionWithItemsHandler?> =
        nil
    /// UIKit: `var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIActivityViewController.completionWithItemsHandler` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler? {
        get {
            if let value = modelStoredCompletionWithItemsHandler { return value }
            ModelFindings.unmodelled("UIActivityViewController.completionWithItemsHandler")
            return nil
        }
        set {
            modelStoredCompletionWithItemsHandler = newValue
        }
    }
    /// Storage of `excludedActivityTypes`, generated.
    private var modelStoredExcludedActivityTypes: Optional<[UIActivity.ActivityType]?> = nil
    /// UIKit: `var excludedActivityTypes: [UIActivity.ActivityType]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:13).
    /// Stored: keeps what is set; a read before any set records `UIActivityViewController.excludedActivityTypes` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        get {
            if let value = modelStoredExcludedActivityTypes { return value }
            ModelFindings.unmodelled("UIActivityViewController.excludedActivityTypes")
            return nil
        }
        set {
            modelStoredExcludedActivityTypes = newValue
        }
    }
    /// Storage of `allowsProminentActivity`, generated.
    private var modelStoredAllowsProminentActivity: Optional<Bool> = nil
    /// UIKit: `var allowsProminentActivity: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiactivityviewcontroller-allowsprominentactivity.md:16).
    /// Stored: keeps what is set; a read before any set records `UIActivityViewController.allowsProminentActivity` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.4)
    open var allowsProminentActivity: Bool {
        get {
            if let value = modelStoredAllowsProminentActivity { return value }
            ModelAvailability.require("UIActivityViewController.allowsProminentActivity", introduced: 15)
            ModelFindings.unmodelled("UIActivityViewController.allowsProminentActivity")
            return false
        }
        set {
            modelStoredAllowsProminentActivity = newValue
        }
    }
    /// UIKit: `convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIActivityViewController.swift:16).
    /// Unmodelled: a call records `UIActivityViewController.init(activityItemsConfiguration:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading) {
        self.init()
        ModelFindings.unmodelled("UIActivityViewController.init(activityItemsConfiguration:)")
    }
}
