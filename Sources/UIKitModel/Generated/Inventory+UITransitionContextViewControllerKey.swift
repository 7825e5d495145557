// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITransitionContextViewControllerKey: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewcontrollerkey.md:15).
/// Declared from the inventory; its members say what each does.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let from: UITransitionContextViewControllerKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewcontrollerkey-from.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let from: UITransitionContextViewControllerKey = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextViewControllerKey.from")
    /// UIKit: `static let to: UITransitionContextViewControllerKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitransitioncontextviewcontrollerkey-to.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 7.0)
    public static let to: UITransitionContextViewControllerKey = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextViewControllerKey.to")
}
