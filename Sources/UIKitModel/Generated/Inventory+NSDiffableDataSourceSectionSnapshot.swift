// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSDiffableDataSourceSectionSnapshotReference : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
open class NSDiffableDataSourceSectionSnapshotReference: NSObject {
    /// UIKit: `func appendItems(_ items: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:4).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.appendItems(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func appendItems(_ items: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.appendItems(_:)")
    }
    /// UIKit: `func appendItems(_ items: [Any], intoParentItem parentItem: Any?)` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:5).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.appendItems(_:intoParentItem:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func appendItems(_ items: [Any], intoParentItem parentItem: Any?) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.appendItems(_:intoParentItem:)")
    }
    /// UIKit: `func insertItems(_ items: [Any], beforeItem beforeIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:6).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.insertItems(_:beforeItem:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func insertItems(_ items: [Any], beforeItem beforeIdentifier: Any) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.insertItems(_:beforeItem:)")
    }
    /// UIKit: `func insertItems(_ items: [Any], afterItem afterIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:7).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.insertItems(_:afterItem:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func insertItems(_ items: [Any], afterItem afterIdentifier: Any) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.insertItems(_:afterItem:)")
    }
    /// UIKit: `func deleteItems(_ items: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:8).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.deleteItems(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func deleteItems(_ items: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.deleteItems(_:)")
    }
    /// UIKit: `func deleteAllItems()` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:9).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.deleteAllItems()` and does nothing.
    @available(iOS, introduced: 14.0)
    open func deleteAllItems() {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.deleteAllItems()")
    }
    /// UIKit: `func expandItems(_ items: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:10).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.expandItems(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func expandItems(_ items: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.expandItems(_:)")
    }
    /// UIKit: `func collapseItems(_ items: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:11).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.collapseItems(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func collapseItems(_ items: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.collapseItems(_:)")
    }
    /// UIKit: `func replaceChildren(ofParentItem parentItem: Any, with snapshot: NSDiffableDataSourceSectionSnapshotReference)` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:12).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.replaceChildren(ofParentItem:with:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func replaceChildren(ofParentItem parentItem: Any, with snapshot: NSDiffableDataSourceSectionSnapshotReference)
    {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.replaceChildren(ofParentItem:with:)")
    }
    /// UIKit: `func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, beforeItem item: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:13).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.insert(_:beforeItem:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, beforeItem item: Any) {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.insert(_:beforeItem:)")
    }
    /// UIKit: `func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, afterItem item: Any) -> Any` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:14).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.insert(_:afterItem:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, afterItem item: Any) -> Any {
        ModelFindings.unmodelledStop("NSDiffableDataSourceSectionSnapshotReference.insert(_:afterItem:)")
    }
    /// UIKit: `func isExpanded(_ item: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:15).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.isExpanded(_:)` and returns `false`.
    @available(iOS, introduced: 14.0)
    open func isExpanded(_ item: Any) -> Bool {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.isExpanded(_:)")
        return false
    }
    /// UIKit: `func isVisible(_ item: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:16).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.isVisible(_:)` and returns `false`.
    @available(iOS, introduced: 14.0)
    open func isVisible(_ item: Any) -> Bool {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.isVisible(_:)")
        return false
    }
    /// UIKit: `func containsItem(_ item: Any) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:17).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.containsItem(_:)` and returns `false`.
    @available(iOS, introduced: 14.0)
    open func containsItem(_ item: Any) -> Bool {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.containsItem(_:)")
        return false
    }
    /// UIKit: `func level(ofItem item: Any) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:18).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.level(ofItem:)` and returns `0`.
    @available(iOS, introduced: 14.0)
    open func level(ofItem item: Any) -> Int {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.level(ofItem:)")
        return 0
    }
    /// UIKit: `func index(ofItem item: Any) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:19).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.index(ofItem:)` and returns `0`.
    @available(iOS, introduced: 14.0)
    open func index(ofItem item: Any) -> Int {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.index(ofItem:)")
        return 0
    }
    /// UIKit: `func expandedItems() -> [Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:20).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.expandedItems()` and returns `[]`.
    @available(iOS, introduced: 14.0)
    open func expandedItems() -> [Any] {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.expandedItems()")
        return []
    }
    /// UIKit: `func parent(ofChildItem childItem: Any) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:21).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.parent(ofChildItem:)` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open func parent(ofChildItem childItem: Any) -> Any? {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.parent(ofChildItem:)")
        return nil
    }
    /// UIKit: `func ofParentItem(_ parentItem: Any) -> NSDiffableDataSourceSectionSnapshotReference` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:22).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.ofParentItem(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open func ofParentItem(_ parentItem: Any) -> NSDiffableDataSourceSectionSnapshotReference {
        ModelFindings.unmodelledStop("NSDiffableDataSourceSectionSnapshotReference.ofParentItem(_:)")
    }
    /// UIKit: `func ofParentItem(_ parentItem: Any, includingParentItem: Bool) -> NSDiffableDataSourceSectionSnapshotReference` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:23).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.ofParentItem(_:includingParentItem:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open func ofParentItem(_ parentItem: Any, includingParentItem: Bool) -> NSDiffableDataSourceSectionSnapshotReference
    {
        ModelFindings.unmodelledStop(
            "NSDiffableDataSourceSectionSnapshotReference.ofParentItem(_:includingParentItem:)")
    }
    /// UIKit: `var items: [Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:24).
    /// Unmodelled: reading records `NSDiffableDataSourceSectionSnapshotReference.items` and returns `[]`.
    @available(iOS, introduced: 14.0)
    open var items: [Any] {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.items")
            return []
        }
    }
    /// UIKit: `var rootItems: [Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:25).
    /// Unmodelled: reading records `NSDiffableDataSourceSectionSnapshotReference.rootItems` and returns `[]`.
    @available(iOS, introduced: 14.0)
    open var rootItems: [Any] {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.rootItems")
            return []
        }
    }
    /// UIKit: `var visibleItems: [Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:26).
    /// Unmodelled: reading records `NSDiffableDataSourceSectionSnapshotReference.visibleItems` and returns `[]`.
    @available(iOS, introduced: 14.0)
    open var visibleItems: [Any] {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.visibleItems")
            return []
        }
    }
    /// UIKit: `func visualDescription() -> String` (inventory: ios14.2-sdk-interface iOS/UIKit/NSDiffableDataSourceSectionSnapshot.swift:27).
    /// Unmodelled: a call records `NSDiffableDataSourceSectionSnapshotReference.visualDescription()` and returns `""`.
    @available(iOS, introduced: 14.0)
    open func visualDescription() -> String {
        ModelFindings.unmodelled("NSDiffableDataSourceSectionSnapshotReference.visualDescription()")
        return ""
    }
}
