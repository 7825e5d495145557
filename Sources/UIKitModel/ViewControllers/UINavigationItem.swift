import Foundation

/// What a navigation bar shows for the view controller on top of a navigation stack.
///
/// Apple: UINavigationItem — `init(title:)`, `title`, `titleView`, `prompt`, `backButtonTitle`
/// (iOS 11), `largeTitleDisplayMode`, `leftBarButtonItem(s)`, `rightBarButtonItem(s)`,
/// `setLeftBarButton(_:animated:)`, `setRightBarButton(_:animated:)`, `searchController` (iOS 11),
/// `hidesSearchBarWhenScrolling` (true), `leftItemsSupplementBackButton`, `hidesBackButton`.
/// "`leftBarButtonItem` … is the first item of `leftBarButtonItems`" (and likewise on the right):
/// the single-item properties are views of the arrays. Otherwise stored state.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// Apple: UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never, inline
    }

    /// Apple: UINavigationItem.title.
    open var title: String?
    /// Apple: UINavigationItem.titleView. Stored state.
    open var titleView: UIView?
    /// Apple: UINavigationItem.prompt. Stored state.
    open var prompt: String?
    /// Apple: UINavigationItem.backButtonTitle (iOS 11). Stored state.
    open var backButtonTitle: String?
    /// Apple: UINavigationItem.backBarButtonItem. Stored state.
    open var backBarButtonItem: UIBarButtonItem?
    /// Apple: UINavigationItem.hidesBackButton (false). Stored state.
    open var hidesBackButton = false
    /// Apple: UINavigationItem.leftItemsSupplementBackButton (false). Stored state.
    open var leftItemsSupplementBackButton = false
    /// Apple: UINavigationItem.largeTitleDisplayMode (`.automatic`). Stored state.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Apple: UINavigationItem.searchController (iOS 11). Stored state.
    open var searchController: UISearchController?
    /// Apple: UINavigationItem.hidesSearchBarWhenScrolling (true). Stored state.
    open var hidesSearchBarWhenScrolling = true
    /// Apple: UINavigationItem.leftBarButtonItems.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Apple: UINavigationItem.rightBarButtonItems — listed from the trailing edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// Apple: UINavigationItem.init(title:).
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Apple: UINavigationItem.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// Apple: UINavigationItem.leftBarButtonItem — the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Apple: UINavigationItem.rightBarButtonItem — the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Apple: UINavigationItem.setLeftBarButton(_:animated:).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Apple: UINavigationItem.setRightBarButton(_:animated:).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Apple: UINavigationItem.setLeftBarButtonItems(_:animated:).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Apple: UINavigationItem.setRightBarButtonItems(_:animated:).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `additionalOverflowItems`, generated.
    private var modelStoredAdditionalOverflowItems: Optional<UIDeferredMenuElement?> = nil
    /// UIKit: `var additionalOverflowItems: UIDeferredMenuElement? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-additionaloverflowitems.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.additionalOverflowItems` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var additionalOverflowItems: UIDeferredMenuElement? {
        get {
            if let value = modelStoredAdditionalOverflowItems { return value }
            ModelAvailability.require("UINavigationItem.additionalOverflowItems", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.additionalOverflowItems")
            return nil
        }
        set {
            modelStoredAdditionalOverflowItems = newValue
        }
    }

    /// Storage of `backAction`, generated.
    private var modelStoredBackAction: Optional<UIAction?> = nil
    /// UIKit: `var backAction: UIAction? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-backaction.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.backAction` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var backAction: UIAction? {
        get {
            if let value = modelStoredBackAction { return value }
            ModelAvailability.require("UINavigationItem.backAction", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.backAction")
            return nil
        }
        set {
            modelStoredBackAction = newValue
        }
    }

    /// Storage of `backButtonDisplayMode`, generated.
    private var modelStoredBackButtonDisplayMode: Optional<UINavigationItem.BackButtonDisplayMode> = nil
    /// UIKit: `var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:29).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.backButtonDisplayMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode {
        get {
            if let value = modelStoredBackButtonDisplayMode { return value }
            ModelFindings.unmodelledStop("UINavigationItem.backButtonDisplayMode")
        }
        set {
            modelStoredBackButtonDisplayMode = newValue
        }
    }

    /// Storage of `centerItemGroups`, generated.
    private var modelStoredCenterItemGroups: Optional<[UIBarButtonItemGroup]> = nil
    /// UIKit: `var centerItemGroups: [UIBarButtonItemGroup] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-centeritemgroups.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.centerItemGroups` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var centerItemGroups: [UIBarButtonItemGroup] {
        get {
            if let value = modelStoredCenterItemGroups { return value }
            ModelAvailability.require("UINavigationItem.centerItemGroups", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.centerItemGroups")
            return []
        }
        set {
            modelStoredCenterItemGroups = newValue
        }
    }

    /// Storage of `compactAppearance`, generated.
    private var modelStoredCompactAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var compactAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:53).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.compactAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var compactAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredCompactAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.compactAppearance")
            return nil
        }
        set {
            modelStoredCompactAppearance = newValue
        }
    }

    /// Storage of `compactScrollEdgeAppearance`, generated.
    private var modelStoredCompactScrollEdgeAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var compactScrollEdgeAppearance: UINavigationBarAppearance? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-compactscrolledgeappearance.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.compactScrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredCompactScrollEdgeAppearance { return value }
            ModelAvailability.require("UINavigationItem.compactScrollEdgeAppearance", introduced: 15)
            ModelFindings.unmodelled("UINavigationItem.compactScrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredCompactScrollEdgeAppearance = newValue
        }
    }

    /// Storage of `customizationIdentifier`, generated.
    private var modelStoredCustomizationIdentifier: Optional<String?> = nil
    /// UIKit: `var customizationIdentifier: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-customizationidentifier.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.customizationIdentifier` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var customizationIdentifier: String? {
        get {
            if let value = modelStoredCustomizationIdentifier { return value }
            ModelAvailability.require("UINavigationItem.customizationIdentifier", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.customizationIdentifier")
            return nil
        }
        set {
            modelStoredCustomizationIdentifier = newValue
        }
    }

    /// Storage of `leadingItemGroups`, generated.
    private var modelStoredLeadingItemGroups: Optional<[UIBarButtonItemGroup]> = nil
    /// UIKit: `var leadingItemGroups: [UIBarButtonItemGroup] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-leadingitemgroups.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.leadingItemGroups` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get {
            if let value = modelStoredLeadingItemGroups { return value }
            ModelAvailability.require("UINavigationItem.leadingItemGroups", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.leadingItemGroups")
            return []
        }
        set {
            modelStoredLeadingItemGroups = newValue
        }
    }

    /// UIKit: `var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-overflowpresentationsource.md:16).
    /// Unmodelled: reading records `UINavigationItem.overflowPresentationSource` and returns `nil`.
    @available(iOS, introduced: 16.0)
    open var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? {
        get {
            ModelAvailability.require("UINavigationItem.overflowPresentationSource", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.overflowPresentationSource")
            return nil
        }
    }

    /// Storage of `pinnedTrailingGroup`, generated.
    private var modelStoredPinnedTrailingGroup: Optional<UIBarButtonItemGroup?> = nil
    /// UIKit: `var pinnedTrailingGroup: UIBarButtonItemGroup? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-pinnedtrailinggroup.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.pinnedTrailingGroup` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var pinnedTrailingGroup: UIBarButtonItemGroup? {
        get {
            if let value = modelStoredPinnedTrailingGroup { return value }
            ModelAvailability.require("UINavigationItem.pinnedTrailingGroup", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.pinnedTrailingGroup")
            return nil
        }
        set {
            modelStoredPinnedTrailingGroup = newValue
        }
    }

    /// Storage of `preferredSearchBarPlacement`, generated.
    private var modelStoredPreferredSearchBarPlacement: Optional<UINavigationItem.SearchBarPlacement> = nil
    /// UIKit: `var preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-preferredsearchbarplacement.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.preferredSearchBarPlacement` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement {
        get {
            if let value = modelStoredPreferredSearchBarPlacement { return value }
            ModelAvailability.require("UINavigationItem.preferredSearchBarPlacement", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationItem.preferredSearchBarPlacement")
        }
        set {
            modelStoredPreferredSearchBarPlacement = newValue
        }
    }

    /// Storage of `renameDelegate`, generated.
    private var modelStoredRenameDelegate: Optional<(any UINavigationItemRenameDelegate)?> = nil
    /// UIKit: `weak var renameDelegate: (any UINavigationItemRenameDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-renamedelegate-8jiuf.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.renameDelegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var renameDelegate: (any UINavigationItemRenameDelegate)? {
        get {
            if let value = modelStoredRenameDelegate { return value }
            ModelAvailability.require("UINavigationItem.renameDelegate", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.renameDelegate")
            return nil
        }
        set {
            modelStoredRenameDelegate = newValue
        }
    }

    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:55).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }

    /// UIKit: `var searchBarPlacement: UINavigationItem.SearchBarPlacement { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-searchbarplacement.md:16).
    /// Unmodelled: reading records `UINavigationItem.searchBarPlacement` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        get {
            ModelAvailability.require("UINavigationItem.searchBarPlacement", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationItem.searchBarPlacement")
        }
    }

    /// UIKit: `func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:28).
    /// Unmodelled: a call records `UINavigationItem.setHidesBackButton(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        ModelFindings.unmodelled("UINavigationItem.setHidesBackButton(_:animated:)")
    }

    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var standardAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:51).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.standardAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.standardAppearance")
            return nil
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }

    /// Storage of `style`, generated.
    private var modelStoredStyle: Optional<UINavigationItem.ItemStyle> = nil
    /// UIKit: `var style: UINavigationItem.ItemStyle { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-style.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.style` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var style: UINavigationItem.ItemStyle {
        get {
            if let value = modelStoredStyle { return value }
            ModelAvailability.require("UINavigationItem.style", introduced: 16)
            ModelFindings.unmodelledStop("UINavigationItem.style")
        }
        set {
            modelStoredStyle = newValue
        }
    }

    /// Storage of `titleMenuProvider`, generated.
    private var modelStoredTitleMenuProvider: Optional<(([UIMenuElement]) -> UIMenu?)?> = nil
    /// UIKit: `var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-titlemenuprovider.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.titleMenuProvider` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? {
        get {
            if let value = modelStoredTitleMenuProvider { return value }
            ModelAvailability.require("UINavigationItem.titleMenuProvider", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.titleMenuProvider")
            return nil
        }
        set {
            modelStoredTitleMenuProvider = newValue
        }
    }

    /// Storage of `trailingItemGroups`, generated.
    private var modelStoredTrailingItemGroups: Optional<[UIBarButtonItemGroup]> = nil
    /// UIKit: `var trailingItemGroups: [UIBarButtonItemGroup] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uinavigationitem-trailingitemgroups.md:16).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.trailingItemGroups` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get {
            if let value = modelStoredTrailingItemGroups { return value }
            ModelAvailability.require("UINavigationItem.trailingItemGroups", introduced: 16)
            ModelFindings.unmodelled("UINavigationItem.trailingItemGroups")
            return []
        }
        set {
            modelStoredTrailingItemGroups = newValue
        }
    }
    // cellspec:generated:end
}
