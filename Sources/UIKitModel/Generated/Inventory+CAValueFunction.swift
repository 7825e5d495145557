// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class CAValueFunction: NSObject, NSCoding, NSObjectProtocol, NSSecureCoding` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunction.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
open class CAValueFunction: NSObject {
    /// UIKit: `convenience init?(name: CAValueFunctionName)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunction-init(name:).md:16).
    /// Unmodelled: a call records `CAValueFunction.init(name:)` and returns nil.
    @available(iOS, introduced: 3.0)
    public convenience init?(name: CAValueFunctionName) {
        ModelFindings.unmodelled("CAValueFunction.init(name:)")
        return nil
    }
    /// UIKit: `var name: CAValueFunctionName { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-cavaluefunction-name.md:16).
    /// Unmodelled: reading records `CAValueFunction.name` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open var name: CAValueFunctionName {
        get {
            ModelFindings.unmodelledStop("CAValueFunction.name")
        }
    }
}
