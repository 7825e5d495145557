// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITraitChangeObservable {
    /// UIKit: `func registerForTraitChanges( _ traits: [UITrait], action: Selector ) -> any UITraitChangeRegistration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitchangeobservable-registerfortraitchanges(_:action:).md:16).
    /// Unmodelled: a call records `UITraitChangeObservable.registerForTraitChanges(_:action:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 17.0)
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        ModelAvailability.require("UITraitChangeObservable.registerForTraitChanges(_:action:)", introduced: 17)
        ModelFindings.unmodelledStop("UITraitChangeObservable.registerForTraitChanges(_:action:)")
    }
}
