// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UILocalizedIndexedCollation: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@MainActor @preconcurrency
open class UILocalizedIndexedCollation: NSObject {
    /// UIKit: `func section( for object: Any, collationStringSelector selector: Selector ) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-section(for:collationstringselector:).md:16).
    /// Unmodelled: a call records `UILocalizedIndexedCollation.section(for:collationStringSelector:)` and returns `0`.
    @available(iOS, introduced: 3.0)
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        ModelFindings.unmodelled("UILocalizedIndexedCollation.section(for:collationStringSelector:)")
        return 0
    }
    /// UIKit: `func section(forSectionIndexTitle indexTitleIndex: Int) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-section(forsectionindextitle:).md:16).
    /// Unmodelled: a call records `UILocalizedIndexedCollation.section(forSectionIndexTitle:)` and returns `0`.
    @available(iOS, introduced: 3.0)
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        ModelFindings.unmodelled("UILocalizedIndexedCollation.section(forSectionIndexTitle:)")
        return 0
    }
    /// UIKit: `var sectionIndexTitles: [String] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-sectionindextitles.md:16).
    /// Unmodelled: reading records `UILocalizedIndexedCollation.sectionIndexTitles` and returns `[]`.
    @available(iOS, introduced: 3.0)
    open var sectionIndexTitles: [String] {
        get {
            ModelFindings.unmodelled("UILocalizedIndexedCollation.sectionIndexTitles")
            return []
        }
    }
    /// UIKit: `var sectionTitles: [String] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-sectiontitles.md:16).
    /// Unmodelled: reading records `UILocalizedIndexedCollation.sectionTitles` and returns `[]`.
    @available(iOS, introduced: 3.0)
    open var sectionTitles: [String] {
        get {
            ModelFindings.unmodelled("UILocalizedIndexedCollation.sectionTitles")
            return []
        }
    }
    /// UIKit: `func sortedArray( from array: [Any], collationStringSelector selector: Selector ) -> [Any]` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-sortedarray(from:collationstringselector:).md:16).
    /// Unmodelled: a call records `UILocalizedIndexedCollation.sortedArray(from:collationStringSelector:)` and returns `[]`.
    @available(iOS, introduced: 3.0)
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        ModelFindings.unmodelled("UILocalizedIndexedCollation.sortedArray(from:collationStringSelector:)")
        return []
    }
    /// UIKit: `class func current() -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilocalizedindexedcollation-current().md:16).
    /// Unmodelled: a call records `UILocalizedIndexedCollation.current()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    open class func current() -> Self {
        ModelFindings.unmodelledStop("UILocalizedIndexedCollation.current()")
    }
}
