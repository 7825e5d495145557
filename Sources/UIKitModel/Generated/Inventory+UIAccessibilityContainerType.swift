// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIAccessibilityContainerType: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 11.0)
public enum UIAccessibilityContainerType: Int {
    /// UIKit: `case dataTable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype-uiaccessibilitycontainertype.datatable.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case dataTable
    /// UIKit: `case landmark` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype-uiaccessibilitycontainertype.landmark.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case landmark
    /// UIKit: `case list` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype-uiaccessibilitycontainertype.list.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case list
    /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype-uiaccessibilitycontainertype.none.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 11.0)
    case none
    /// UIKit: `case semanticGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiaccessibilitycontainertype-uiaccessibilitycontainertype.semanticgroup.md:16).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.0)
    case semanticGroup
}
