// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICollectionLayoutListConfiguration {
    /// UIKit: `struct ContentHuggingElements: Equatable, OptionSet` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutlistconfiguration-uicollectionlayoutlistconfiguration.contenthuggingelements.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static let supplementaryHeader: UICollectionLayoutListConfiguration.ContentHuggingElements` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutlistconfiguration-uicollectionlayoutlistconfiguration.contenthuggingelements-supplementaryheader.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 18.0)
        public static let supplementaryHeader: UICollectionLayoutListConfiguration.ContentHuggingElements =
            UICollectionLayoutListConfiguration.ContentHuggingElements(rawValue: 1 << 0)
    }
}
