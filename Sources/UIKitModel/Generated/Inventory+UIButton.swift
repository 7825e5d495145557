// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIButton.Configuration {
    /// UIKit: `enum Indicator: Equatable, Hashable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-uibutton.configuration.indicator.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 16.0)
    public enum Indicator {
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-uibutton.configuration.indicator-uibutton.configuration.indicator.automatic.md:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case automatic
        /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-uibutton.configuration.indicator-uibutton.configuration.indicator.none.md:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case none
        /// UIKit: `case popup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-uibutton.configuration.indicator-uibutton.configuration.indicator.popup.md:18).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case popup
    }
}
