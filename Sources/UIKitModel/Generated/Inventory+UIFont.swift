// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIFont {
    /// UIKit: `struct Width: Comparable, Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-uifont.width.md:14).
    /// Declared from the inventory; its members say what each does.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit: `static let compressed: UIFont.Width` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-uifont.width-compressed.md:15).
        /// Unmodelled: reading records `UIFont.Width.compressed` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static var compressed: UIFont.Width {
            get {
                ModelAvailability.require("UIFont.Width.compressed", introduced: 16)
                ModelFindings.unmodelledStop("UIFont.Width.compressed")
            }
        }
        /// UIKit: `static let condensed: UIFont.Width` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-uifont.width-condensed.md:15).
        /// Unmodelled: reading records `UIFont.Width.condensed` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static var condensed: UIFont.Width {
            get {
                ModelAvailability.require("UIFont.Width.condensed", introduced: 16)
                ModelFindings.unmodelledStop("UIFont.Width.condensed")
            }
        }
        /// UIKit: `static let expanded: UIFont.Width` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-uifont.width-expanded.md:15).
        /// Unmodelled: reading records `UIFont.Width.expanded` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static var expanded: UIFont.Width {
            get {
                ModelAvailability.require("UIFont.Width.expanded", introduced: 16)
                ModelFindings.unmodelledStop("UIFont.Width.expanded")
            }
        }
        /// UIKit: `static let standard: UIFont.Width` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uifont-uifont.width-standard.md:15).
        /// Unmodelled: reading records `UIFont.Width.standard` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 16.0)
        public static var standard: UIFont.Width {
            get {
                ModelAvailability.require("UIFont.Width.standard", introduced: 16)
                ModelFindings.unmodelledStop("UIFont.Width.standard")
            }
        }
    }
}
