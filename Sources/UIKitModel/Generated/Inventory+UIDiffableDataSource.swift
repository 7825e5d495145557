// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class NSDiffableDataSourceSnapshotReference : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
open class NSDiffableDataSourceSnapshotReference: NSObject {
    /// UIKit: `var numberOfItems: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:4).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.numberOfItems` and returns `0`.
    @available(iOS, introduced: 13.0)
    open var numberOfItems: Int {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.numberOfItems")
            return 0
        }
    }
    /// UIKit: `var numberOfSections: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:5).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.numberOfSections` and returns `0`.
    @available(iOS, introduced: 13.0)
    open var numberOfSections: Int {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.numberOfSections")
            return 0
        }
    }
    /// UIKit: `var sectionIdentifiers: [Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:6).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.sectionIdentifiers` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open var sectionIdentifiers: [Any] {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.sectionIdentifiers")
            return []
        }
    }
    /// UIKit: `var itemIdentifiers: [Any] { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:7).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.itemIdentifiers` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open var itemIdentifiers: [Any] {
        get {
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.itemIdentifiers")
            return []
        }
    }
    /// UIKit: `func numberOfItems(inSection sectionIdentifier: Any) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:8).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.numberOfItems(inSection:)` and returns `0`.
    @available(iOS, introduced: 13.0)
    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.numberOfItems(inSection:)")
        return 0
    }
    /// UIKit: `func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:9).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.itemIdentifiersInSection(withIdentifier:)` and returns `[]`.
    @available(iOS, introduced: 13.0)
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.itemIdentifiersInSection(withIdentifier:)")
        return []
    }
    /// UIKit: `func sectionIdentifier(forSectionContainingItemIdentifier itemIdentifier: Any) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:10).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.sectionIdentifier(forSectionContainingItemIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func sectionIdentifier(forSectionContainingItemIdentifier itemIdentifier: Any) -> Any? {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.sectionIdentifier(forSectionContainingItemIdentifier:)")
        return nil
    }
    /// UIKit: `func index(ofItemIdentifier itemIdentifier: Any) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:11).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.index(ofItemIdentifier:)` and returns `0`.
    @available(iOS, introduced: 13.0)
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.index(ofItemIdentifier:)")
        return 0
    }
    /// UIKit: `func index(ofSectionIdentifier sectionIdentifier: Any) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:12).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.index(ofSectionIdentifier:)` and returns `0`.
    @available(iOS, introduced: 13.0)
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.index(ofSectionIdentifier:)")
        return 0
    }
    /// UIKit: `func appendItems(withIdentifiers identifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:13).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.appendItems(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func appendItems(withIdentifiers identifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.appendItems(withIdentifiers:)")
    }
    /// UIKit: `func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:14).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.appendItems(withIdentifiers:intoSectionWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.appendItems(withIdentifiers:intoSectionWithIdentifier:)")
    }
    /// UIKit: `func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:15).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.insertItems(withIdentifiers:beforeItemWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.insertItems(withIdentifiers:beforeItemWithIdentifier:)")
    }
    /// UIKit: `func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:16).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.insertItems(withIdentifiers:afterItemWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.insertItems(withIdentifiers:afterItemWithIdentifier:)")
    }
    /// UIKit: `func reconfigureItems(withIdentifiers identifiers: [Any])` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdiffabledatasourcesnapshotreference-reconfigureitems(withidentifiers:).md:16).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.reconfigureItems(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func reconfigureItems(withIdentifiers identifiers: [Any]) {
        ModelAvailability.require(
            "NSDiffableDataSourceSnapshotReference.reconfigureItems(withIdentifiers:)", introduced: 15)
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reconfigureItems(withIdentifiers:)")
    }
    /// UIKit: `var reconfiguredItemIdentifiers: [Any] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdiffabledatasourcesnapshotreference-reconfigureditemidentifiers.md:16).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.reconfiguredItemIdentifiers` and returns `[]`.
    @available(iOS, introduced: 15.0)
    open var reconfiguredItemIdentifiers: [Any] {
        get {
            ModelAvailability.require(
                "NSDiffableDataSourceSnapshotReference.reconfiguredItemIdentifiers", introduced: 15)
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reconfiguredItemIdentifiers")
            return []
        }
    }
    /// UIKit: `var reloadedItemIdentifiers: [Any] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdiffabledatasourcesnapshotreference-reloadeditemidentifiers.md:16).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.reloadedItemIdentifiers` and returns `[]`.
    @available(iOS, introduced: 15.0)
    open var reloadedItemIdentifiers: [Any] {
        get {
            ModelAvailability.require("NSDiffableDataSourceSnapshotReference.reloadedItemIdentifiers", introduced: 15)
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reloadedItemIdentifiers")
            return []
        }
    }
    /// UIKit: `var reloadedSectionIdentifiers: [Any] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-nsdiffabledatasourcesnapshotreference-reloadedsectionidentifiers.md:16).
    /// Unmodelled: reading records `NSDiffableDataSourceSnapshotReference.reloadedSectionIdentifiers` and returns `[]`.
    @available(iOS, introduced: 15.0)
    open var reloadedSectionIdentifiers: [Any] {
        get {
            ModelAvailability.require(
                "NSDiffableDataSourceSnapshotReference.reloadedSectionIdentifiers", introduced: 15)
            ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reloadedSectionIdentifiers")
            return []
        }
    }
    /// UIKit: `func deleteItems(withIdentifiers identifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:17).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.deleteItems(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func deleteItems(withIdentifiers identifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.deleteItems(withIdentifiers:)")
    }
    /// UIKit: `func deleteAllItems()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:18).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.deleteAllItems()` and does nothing.
    @available(iOS, introduced: 13.0)
    open func deleteAllItems() {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.deleteAllItems()")
    }
    /// UIKit: `func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:19).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.moveItem(withIdentifier:beforeItemWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.moveItem(withIdentifier:beforeItemWithIdentifier:)")
    }
    /// UIKit: `func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:20).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.moveItem(withIdentifier:afterItemWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.moveItem(withIdentifier:afterItemWithIdentifier:)")
    }
    /// UIKit: `func reloadItems(withIdentifiers identifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:21).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.reloadItems(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func reloadItems(withIdentifiers identifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reloadItems(withIdentifiers:)")
    }
    /// UIKit: `func appendSections(withIdentifiers sectionIdentifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:22).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.appendSections(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.appendSections(withIdentifiers:)")
    }
    /// UIKit: `func insertSections(withIdentifiers sectionIdentifiers: [Any], beforeSectionWithIdentifier toSectionIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:23).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.insertSections(withIdentifiers:beforeSectionWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func insertSections(
        withIdentifiers sectionIdentifiers: [Any], beforeSectionWithIdentifier toSectionIdentifier: Any
    ) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.insertSections(withIdentifiers:beforeSectionWithIdentifier:)")
    }
    /// UIKit: `func insertSections(withIdentifiers sectionIdentifiers: [Any], afterSectionWithIdentifier toSectionIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:24).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.insertSections(withIdentifiers:afterSectionWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func insertSections(
        withIdentifiers sectionIdentifiers: [Any], afterSectionWithIdentifier toSectionIdentifier: Any
    ) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.insertSections(withIdentifiers:afterSectionWithIdentifier:)")
    }
    /// UIKit: `func deleteSections(withIdentifiers sectionIdentifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:25).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.deleteSections(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func deleteSections(withIdentifiers sectionIdentifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.deleteSections(withIdentifiers:)")
    }
    /// UIKit: `func moveSection(withIdentifier fromSectionIdentifier: Any, beforeSectionWithIdentifier toSectionIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:26).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.moveSection(withIdentifier:beforeSectionWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func moveSection(
        withIdentifier fromSectionIdentifier: Any, beforeSectionWithIdentifier toSectionIdentifier: Any
    ) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.moveSection(withIdentifier:beforeSectionWithIdentifier:)")
    }
    /// UIKit: `func moveSection(withIdentifier fromSectionIdentifier: Any, afterSectionWithIdentifier toSectionIdentifier: Any)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:27).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.moveSection(withIdentifier:afterSectionWithIdentifier:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func moveSection(
        withIdentifier fromSectionIdentifier: Any, afterSectionWithIdentifier toSectionIdentifier: Any
    ) {
        ModelFindings.unmodelled(
            "NSDiffableDataSourceSnapshotReference.moveSection(withIdentifier:afterSectionWithIdentifier:)")
    }
    /// UIKit: `func reloadSections(withIdentifiers sectionIdentifiers: [Any])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:28).
    /// Unmodelled: a call records `NSDiffableDataSourceSnapshotReference.reloadSections(withIdentifiers:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func reloadSections(withIdentifiers sectionIdentifiers: [Any]) {
        ModelFindings.unmodelled("NSDiffableDataSourceSnapshotReference.reloadSections(withIdentifiers:)")
    }
}

/// UIKit: `typealias UICollectionViewDiffableDataSourceReferenceCellProvider = (UICollectionView, IndexPath, Any) -> UICollectionViewCell?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:30).
/// Declared from the inventory.
public typealias UICollectionViewDiffableDataSourceReferenceCellProvider = (UICollectionView, IndexPath, Any) ->
    UICollectionViewCell?

/// UIKit: `typealias UICollectionViewDiffableDataSourceReferenceSupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:31).
/// Declared from the inventory.
public typealias UICollectionViewDiffableDataSourceReferenceSupplementaryViewProvider = (
    UICollectionView, String, IndexPath
) -> UICollectionReusableView?

/// UIKit: `class UICollectionViewDiffableDataSourceReference : NSObject, UICollectionViewDataSource` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:60).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSourceReference: NSObject {
    /// UIKit: `func snapshot() -> NSDiffableDataSourceSnapshotReference` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:64).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.snapshot()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func snapshot() -> NSDiffableDataSourceSnapshotReference {
        ModelFindings.unmodelledStop("UICollectionViewDiffableDataSourceReference.snapshot()")
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:65).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool) {
        ModelFindings.unmodelled("UICollectionViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:)")
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool, completion: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:66).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:completion:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func applySnapshot(
        _ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool, completion: (() -> Void)? = nil
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:completion:)")
    }
    /// UIKit: `func itemIdentifier(for indexPath: IndexPath) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:67).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.itemIdentifier(for:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func itemIdentifier(for indexPath: IndexPath) -> Any? {
        ModelFindings.unmodelled("UICollectionViewDiffableDataSourceReference.itemIdentifier(for:)")
        return nil
    }
    /// UIKit: `func indexPath(forItemIdentifier identifier: Any) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:68).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.indexPath(forItemIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func indexPath(forItemIdentifier identifier: Any) -> IndexPath? {
        ModelFindings.unmodelled("UICollectionViewDiffableDataSourceReference.indexPath(forItemIdentifier:)")
        return nil
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any, animatingDifferences: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:71).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.applySnapshot(_:toSection:animatingDifferences:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func applySnapshot(
        _ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any,
        animatingDifferences: Bool
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDiffableDataSourceReference.applySnapshot(_:toSection:animatingDifferences:)")
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any, animatingDifferences: Bool, completion: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:73).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.applySnapshot(_:toSection:animatingDifferences:completion:)` and does nothing.
    @available(iOS, introduced: 14.0)
    open func applySnapshot(
        _ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any,
        animatingDifferences: Bool, completion: (() -> Void)? = nil
    ) {
        ModelFindings.unmodelled(
            "UICollectionViewDiffableDataSourceReference.applySnapshot(_:toSection:animatingDifferences:completion:)")
    }
    /// UIKit: `func snapshot(forSection section: Any) -> NSDiffableDataSourceSectionSnapshotReference` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:75).
    /// Unmodelled: a call records `UICollectionViewDiffableDataSourceReference.snapshot(forSection:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open func snapshot(forSection section: Any) -> NSDiffableDataSourceSectionSnapshotReference {
        ModelFindings.unmodelledStop("UICollectionViewDiffableDataSourceReference.snapshot(forSection:)")
    }
}

/// UIKit: `typealias UITableViewDiffableDataSourceReferenceCellProvider = (UITableView, IndexPath, Any) -> UITableViewCell?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:80).
/// Declared from the inventory.
public typealias UITableViewDiffableDataSourceReferenceCellProvider = (UITableView, IndexPath, Any) -> UITableViewCell?

/// UIKit: `class UITableViewDiffableDataSourceReference : NSObject, UITableViewDataSource` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:81).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
open class UITableViewDiffableDataSourceReference: NSObject {
    /// UIKit: `func applySnapshot(usingReloadData snapshot: NSDiffableDataSourceSnapshotReference)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdiffabledatasourcereference-applysnapshot(usingreloaddata:).md:16).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func applySnapshot(usingReloadData snapshot: NSDiffableDataSourceSnapshotReference) {
        ModelAvailability.require(
            "UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:)", introduced: 15)
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:)")
    }
    /// UIKit: `func applySnapshot( usingReloadData snapshot: NSDiffableDataSourceSnapshotReference, completion: (() -> Void)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdiffabledatasourcereference-applysnapshot(usingreloaddata:completion:).md:16).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:completion:)` and does nothing.
    @available(iOS, introduced: 15.0)
    open func applySnapshot(
        usingReloadData snapshot: NSDiffableDataSourceSnapshotReference, completion: (() -> Void)? = nil
    ) {
        ModelAvailability.require(
            "UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:completion:)", introduced: 15)
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.applySnapshot(usingReloadData:completion:)")
    }
    /// UIKit: `func index(forSectionIdentifier identifier: Any) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdiffabledatasourcereference-index(forsectionidentifier:).md:16).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.index(forSectionIdentifier:)` and returns `0`.
    @available(iOS, introduced: 15.0)
    open func index(forSectionIdentifier identifier: Any) -> Int {
        ModelAvailability.require("UITableViewDiffableDataSourceReference.index(forSectionIdentifier:)", introduced: 15)
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.index(forSectionIdentifier:)")
        return 0
    }
    /// UIKit: `func sectionIdentifier(for index: Int) -> Any?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewdiffabledatasourcereference-sectionidentifier(for:).md:16).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.sectionIdentifier(for:)` and returns `nil`.
    @available(iOS, introduced: 15.0)
    open func sectionIdentifier(for index: Int) -> Any? {
        ModelAvailability.require("UITableViewDiffableDataSourceReference.sectionIdentifier(for:)", introduced: 15)
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.sectionIdentifier(for:)")
        return nil
    }
    /// UIKit: `func snapshot() -> NSDiffableDataSourceSnapshotReference` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:84).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.snapshot()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open func snapshot() -> NSDiffableDataSourceSnapshotReference {
        ModelFindings.unmodelledStop("UITableViewDiffableDataSourceReference.snapshot()")
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:85).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool) {
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:)")
    }
    /// UIKit: `func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool, completion: (() -> Void)? = nil)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:86).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:completion:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func applySnapshot(
        _ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool, completion: (() -> Void)? = nil
    ) {
        ModelFindings.unmodelled(
            "UITableViewDiffableDataSourceReference.applySnapshot(_:animatingDifferences:completion:)")
    }
    /// UIKit: `func itemIdentifier(for indexPath: IndexPath) -> Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:87).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.itemIdentifier(for:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func itemIdentifier(for indexPath: IndexPath) -> Any? {
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.itemIdentifier(for:)")
        return nil
    }
    /// UIKit: `func indexPath(forItemIdentifier identifier: Any) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:88).
    /// Unmodelled: a call records `UITableViewDiffableDataSourceReference.indexPath(forItemIdentifier:)` and returns `nil`.
    @available(iOS, introduced: 13.0)
    open func indexPath(forItemIdentifier identifier: Any) -> IndexPath? {
        ModelFindings.unmodelled("UITableViewDiffableDataSourceReference.indexPath(forItemIdentifier:)")
        return nil
    }
    /// Storage of `defaultRowAnimation`, generated.
    private var modelStoredDefaultRowAnimation: Optional<UITableView.RowAnimation> = nil
    /// UIKit: `var defaultRowAnimation: UITableView.RowAnimation` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDiffableDataSource.swift:89).
    /// Stored: keeps what is set; a read before any set records `UITableViewDiffableDataSourceReference.defaultRowAnimation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var defaultRowAnimation: UITableView.RowAnimation {
        get {
            if let value = modelStoredDefaultRowAnimation { return value }
            ModelFindings.unmodelledStop("UITableViewDiffableDataSourceReference.defaultRowAnimation")
        }
        set {
            modelStoredDefaultRowAnimation = newValue
        }
    }
}
