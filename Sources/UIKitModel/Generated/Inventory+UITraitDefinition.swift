// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UITraitDefinition {
    /// UIKit: `static var affectsColorAppearance: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitdefinition-affectscolorappearance.md:14).
    /// Unmodelled: reading records `UITraitDefinition.affectsColorAppearance` and returns `false`.
    @available(iOS, introduced: 17.0)
    public static var affectsColorAppearance: Bool {
        get {
            ModelAvailability.require("UITraitDefinition.affectsColorAppearance", introduced: 17)
            ModelFindings.unmodelled("UITraitDefinition.affectsColorAppearance")
            return false
        }
    }
}

extension UITraitDefinition {
    /// UIKit: `static var name: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitraitdefinition-name.md:14).
    /// Unmodelled: reading records `UITraitDefinition.name` and returns `""`.
    @available(iOS, introduced: 17.0)
    public static var name: String {
        get {
            ModelAvailability.require("UITraitDefinition.name", introduced: 17)
            ModelFindings.unmodelled("UITraitDefinition.name")
            return ""
        }
    }
}
