// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIToolbarAppearance : UIBarAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbarAppearance.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    /// Storage of `buttonAppearance`, generated.
    private var modelStoredButtonAppearance: Optional<UIBarButtonItemAppearance> = nil
    /// UIKit: `var buttonAppearance: UIBarButtonItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbarAppearance.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIToolbarAppearance.buttonAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var buttonAppearance: UIBarButtonItemAppearance {
        get {
            if let value = modelStoredButtonAppearance { return value }
            ModelFindings.unmodelledStop("UIToolbarAppearance.buttonAppearance")
        }
        set {
            modelStoredButtonAppearance = newValue
        }
    }
    /// Storage of `doneButtonAppearance`, generated.
    private var modelStoredDoneButtonAppearance: Optional<UIBarButtonItemAppearance> = nil
    /// UIKit: `var doneButtonAppearance: UIBarButtonItemAppearance` (inventory: ios14.2-sdk-interface iOS/UIKit/UIToolbarAppearance.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIToolbarAppearance.doneButtonAppearance` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get {
            if let value = modelStoredDoneButtonAppearance { return value }
            ModelFindings.unmodelledStop("UIToolbarAppearance.doneButtonAppearance")
        }
        set {
            modelStoredDoneButtonAppearance = newValue
        }
    }
}
