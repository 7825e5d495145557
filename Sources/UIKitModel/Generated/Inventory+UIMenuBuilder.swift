// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIMenuBuilder` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency
public protocol UIMenuBuilder {
    /// UIKit: `var system: UIMenuSystem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:4).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    var system: UIMenuSystem { get }

    /// UIKit: `func menu(for identifier: UIMenu.Identifier) -> UIMenu?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:5).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?

    /// UIKit: `func action(for identifier: UIAction.Identifier) -> UIAction?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:6).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func action(for identifier: UIAction.Identifier) -> UIAction?

    /// UIKit: `func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:8).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)

    /// UIKit: `func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:9).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])

    /// UIKit: `func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:10).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)

    /// UIKit: `func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:11).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)

    /// UIKit: `func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:12).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)

    /// UIKit: `func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:13).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)

    /// UIKit: `func remove(menu removedIdentifier: UIMenu.Identifier)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIMenuBuilder.swift:14).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func remove(menu removedIdentifier: UIMenu.Identifier)

    /// UIKit: `func command(for action: Selector, propertyList: Any? = nil) -> UICommand?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:836).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func command(for action: Selector, propertyList: Any?) -> UICommand?
}
