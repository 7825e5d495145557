// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSDataAsset: NSObject, NSCopying, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdataasset.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
open class NSDataAsset: NSObject {
    /// UIKit: `var data: Data { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdataasset-data.md:16).
    /// Unmodelled: reading records `NSDataAsset.data` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open var data: Data {
        get {
            ModelFindings.unmodelledStop("NSDataAsset.data")
        }
    }
    /// UIKit: `var typeIdentifier: String { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdataasset-typeidentifier.md:16).
    /// Unmodelled: reading records `NSDataAsset.typeIdentifier` and returns `""`.
    @available(iOS, introduced: 9.0)
    open var typeIdentifier: String {
        get {
            ModelFindings.unmodelled("NSDataAsset.typeIdentifier")
            return ""
        }
    }
}
