import Foundation

/// Apple: UITapGestureRecognizer — `numberOfTapsRequired` (1), `numberOfTouchesRequired` (1); a
/// discrete gesture.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Apple: UITapGestureRecognizer.numberOfTapsRequired (1). Stored state.
    open var numberOfTapsRequired = 1
    /// Apple: UITapGestureRecognizer.numberOfTouchesRequired (1). Stored state.
    open var numberOfTouchesRequired = 1
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `buttonMaskRequired`, generated.
    private var modelStoredButtonMaskRequired: Optional<UIEvent.ButtonMask> = nil
    /// UIKit: `var buttonMaskRequired: UIEvent.ButtonMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UITapGestureRecognizer.swift:6).
    /// Stored: keeps what is set; a read before any set records `UITapGestureRecognizer.buttonMaskRequired` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.4)
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get {
            if let value = modelStoredButtonMaskRequired { return value }
            ModelFindings.unmodelled("UITapGestureRecognizer.buttonMaskRequired")
            return []
        }
        set {
            modelStoredButtonMaskRequired = newValue
        }
    }
    // cellspec:generated:end
}
