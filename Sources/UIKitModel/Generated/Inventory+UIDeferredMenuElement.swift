// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIDeferredMenuElement : UIMenuElement` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDeferredMenuElement.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
    /// UIKit: `class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uideferredmenuelement-uncached(_:).md:16).
    /// Unmodelled: a call records `UIDeferredMenuElement.uncached(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        ModelAvailability.require("UIDeferredMenuElement.uncached(_:)", introduced: 15)
        ModelFindings.unmodelledStop("UIDeferredMenuElement.uncached(_:)")
    }
}
