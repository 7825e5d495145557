// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIToolTipInteraction: NSObject, NSObjectProtocol, Sendable, UIInteraction` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteraction.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UIToolTipInteraction: NSObject {
    /// Storage of `defaultToolTip`, generated.
    private var modelStoredDefaultToolTip: Optional<String?> = nil
    /// UIKit: `var defaultToolTip: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteraction-defaulttooltip.md:16).
    /// Stored: keeps what is set; a read before any set records `UIToolTipInteraction.defaultToolTip` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var defaultToolTip: String? {
        get {
            if let value = modelStoredDefaultToolTip { return value }
            ModelAvailability.require("UIToolTipInteraction.defaultToolTip", introduced: 15)
            ModelFindings.unmodelled("UIToolTipInteraction.defaultToolTip")
            return nil
        }
        set {
            modelStoredDefaultToolTip = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<(any UIToolTipInteractionDelegate)?> = nil
    /// UIKit: `weak var delegate: (any UIToolTipInteractionDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteraction-delegate.md:16).
    /// Stored: keeps what is set; a read before any set records `UIToolTipInteraction.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var delegate: (any UIToolTipInteractionDelegate)? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelAvailability.require("UIToolTipInteraction.delegate", introduced: 15)
            ModelFindings.unmodelled("UIToolTipInteraction.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// UIKit: `init(defaultToolTip: String)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteraction-init(defaulttooltip:).md:16).
    /// Unmodelled: a call records `UIToolTipInteraction.init(defaultToolTip:)` and makes the object with `init()`.
    @available(iOS, introduced: 15.0)
    public convenience init(defaultToolTip: String) {
        self.init()
        ModelAvailability.require("UIToolTipInteraction.init(defaultToolTip:)", introduced: 15)
        ModelFindings.unmodelled("UIToolTipInteraction.init(defaultToolTip:)")
    }
    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitooltipinteraction-isenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UIToolTipInteraction.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelAvailability.require("UIToolTipInteraction.isEnabled", introduced: 15)
            ModelFindings.unmodelled("UIToolTipInteraction.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }
}
