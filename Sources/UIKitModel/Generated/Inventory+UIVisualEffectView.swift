// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIVisualEffectView : UIView, NSSecureCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVisualEffectView.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// UIKit: `var contentView: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVisualEffectView.swift:4).
    /// Unmodelled: reading records `UIVisualEffectView.contentView` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var contentView: UIView {
        get {
            ModelFindings.unmodelledStop("UIVisualEffectView.contentView")
        }
    }
    /// Storage of `effect`, generated.
    private var modelStoredEffect: Optional<UIVisualEffect?> = nil
    /// UIKit: `var effect: UIVisualEffect?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVisualEffectView.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIVisualEffectView.effect` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var effect: UIVisualEffect? {
        get {
            if let value = modelStoredEffect { return value }
            ModelFindings.unmodelled("UIVisualEffectView.effect")
            return nil
        }
        set {
            modelStoredEffect = newValue
        }
    }
    /// UIKit: `init(effect: UIVisualEffect?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIVisualEffectView.swift:6).
    /// Unmodelled: a call records `UIVisualEffectView.init(effect:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(effect: UIVisualEffect?) {
        self.init()
        ModelFindings.unmodelled("UIVisualEffectView.init(effect:)")
    }
}
