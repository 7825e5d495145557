// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIFocusGroupPriority: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusgrouppriority.md:15).
/// Declared from the inventory; its members say what each does.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static let currentlyFocused: UIFocusGroupPriority` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusgrouppriority-currentlyfocused.md:16).
    /// Unmodelled: reading records `UIFocusGroupPriority.currentlyFocused` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public static var currentlyFocused: UIFocusGroupPriority {
        get {
            ModelAvailability.require("UIFocusGroupPriority.currentlyFocused", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusGroupPriority.currentlyFocused")
        }
    }
    /// UIKit: `static let ignored: UIFocusGroupPriority` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusgrouppriority-ignored.md:16).
    /// Unmodelled: reading records `UIFocusGroupPriority.ignored` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public static var ignored: UIFocusGroupPriority {
        get {
            ModelAvailability.require("UIFocusGroupPriority.ignored", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusGroupPriority.ignored")
        }
    }
    /// UIKit: `static let previouslyFocused: UIFocusGroupPriority` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusgrouppriority-previouslyfocused.md:16).
    /// Unmodelled: reading records `UIFocusGroupPriority.previouslyFocused` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public static var previouslyFocused: UIFocusGroupPriority {
        get {
            ModelAvailability.require("UIFocusGroupPriority.previouslyFocused", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusGroupPriority.previouslyFocused")
        }
    }
    /// UIKit: `static let prioritized: UIFocusGroupPriority` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifocusgrouppriority-prioritized.md:16).
    /// Unmodelled: reading records `UIFocusGroupPriority.prioritized` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    public static var prioritized: UIFocusGroupPriority {
        get {
            ModelAvailability.require("UIFocusGroupPriority.prioritized", introduced: 15)
            ModelFindings.unmodelledStop("UIFocusGroupPriority.prioritized")
        }
    }
}
