// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIDataSourceTranslating : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol UIDataSourceTranslating: NSObjectProtocol {
    /// UIKit: `func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:4).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int

    /// UIKit: `func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:5).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int

    /// UIKit: `func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:6).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?

    /// UIKit: `func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:7).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?

    /// UIKit: `func performUsingPresentationValues(_ actionsToTranslate: () -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIDataSourceTranslating.swift:8).
    /// A requirement.
    @available(iOS, introduced: 11.0)
    func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}
