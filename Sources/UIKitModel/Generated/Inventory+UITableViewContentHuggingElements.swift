// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UITableViewContentHuggingElements: Equatable, OptionSet, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewcontenthuggingelements.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 18.0)
public struct UITableViewContentHuggingElements: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit: `static var sectionHeaders: UITableViewContentHuggingElements { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewcontenthuggingelements-sectionheaders.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 18.0)
    public static let sectionHeaders: UITableViewContentHuggingElements = UITableViewContentHuggingElements(
        rawValue: 1 << 0)
}
