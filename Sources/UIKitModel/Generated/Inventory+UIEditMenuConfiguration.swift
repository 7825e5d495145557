// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIEditMenuConfiguration: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuconfiguration.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 16.0)
@MainActor @preconcurrency
open class UIEditMenuConfiguration: NSObject {
    /// UIKit: `var identifier: AnyHashable { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuconfiguration-identifier-cjqj.md:16).
    /// Unmodelled: reading records `UIEditMenuConfiguration.identifier` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var identifier: AnyHashable {
        get {
            ModelAvailability.require("UIEditMenuConfiguration.identifier", introduced: 16)
            ModelFindings.unmodelledStop("UIEditMenuConfiguration.identifier")
        }
    }
    /// UIKit: `convenience init( identifier: AnyHashable?, sourcePoint: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuconfiguration-init(identifier:sourcepoint:).md:16).
    /// Unmodelled: a call records `UIEditMenuConfiguration.init(identifier:sourcePoint:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.init()
        ModelAvailability.require("UIEditMenuConfiguration.init(identifier:sourcePoint:)", introduced: 16)
        ModelFindings.unmodelled("UIEditMenuConfiguration.init(identifier:sourcePoint:)")
    }
    /// Storage of `preferredArrowDirection`, generated.
    private var modelStoredPreferredArrowDirection: Optional<UIEditMenuArrowDirection> = nil
    /// UIKit: `var preferredArrowDirection: UIEditMenuArrowDirection { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuconfiguration-preferredarrowdirection.md:16).
    /// Stored: keeps what is set; a read before any set records `UIEditMenuConfiguration.preferredArrowDirection` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredArrowDirection: UIEditMenuArrowDirection {
        get {
            if let value = modelStoredPreferredArrowDirection { return value }
            ModelAvailability.require("UIEditMenuConfiguration.preferredArrowDirection", introduced: 16)
            ModelFindings.unmodelledStop("UIEditMenuConfiguration.preferredArrowDirection")
        }
        set {
            modelStoredPreferredArrowDirection = newValue
        }
    }
    /// UIKit: `var sourcePoint: CGPoint { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uieditmenuconfiguration-sourcepoint.md:16).
    /// Unmodelled: reading records `UIEditMenuConfiguration.sourcePoint` and returns `.zero`.
    @available(iOS, introduced: 16.0)
    open var sourcePoint: CGPoint {
        get {
            ModelAvailability.require("UIEditMenuConfiguration.sourcePoint", introduced: 16)
            ModelFindings.unmodelled("UIEditMenuConfiguration.sourcePoint")
            return .zero
        }
    }
}
