// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITransitionContextViewKey: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewkey.md:15).
/// Declared from the inventory; its members say what each does.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let from: UITransitionContextViewKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewkey-from.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let from: UITransitionContextViewKey = UITransitionContextViewKey(
        rawValue: "UITransitionContextViewKey.from")
    /// UIKit: `static let to: UITransitionContextViewKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewkey-to.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let to: UITransitionContextViewKey = UITransitionContextViewKey(
        rawValue: "UITransitionContextViewKey.to")
}
