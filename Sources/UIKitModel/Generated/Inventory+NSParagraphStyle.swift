// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension NSParagraphStyle {
    /// UIKit: `struct LineBreakStrategy: Equatable, OptionSet, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-nsparagraphstyle.linebreakstrategy.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: `static var hangulWordPriority: NSParagraphStyle.LineBreakStrategy { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-nsparagraphstyle.linebreakstrategy-hangulwordpriority.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let hangulWordPriority: NSParagraphStyle.LineBreakStrategy = NSParagraphStyle.LineBreakStrategy(
            rawValue: 1 << 0)
        /// UIKit: `static var pushOut: NSParagraphStyle.LineBreakStrategy { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-nsparagraphstyle.linebreakstrategy-pushout.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 9.0)
        public static let pushOut: NSParagraphStyle.LineBreakStrategy = NSParagraphStyle.LineBreakStrategy(
            rawValue: 1 << 1)
        /// UIKit: `static var standard: NSParagraphStyle.LineBreakStrategy { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsparagraphstyle-nsparagraphstyle.linebreakstrategy-standard.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 14.0)
        public static let standard: NSParagraphStyle.LineBreakStrategy = NSParagraphStyle.LineBreakStrategy(
            rawValue: 1 << 2)
    }
}
