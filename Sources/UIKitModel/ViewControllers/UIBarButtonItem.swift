import Foundation

/// A button in a navigation bar or toolbar.
///
/// Apple: UIBarButtonItem — `init(title:style:target:action:)`, `init(image:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`, iOS 14 `init(systemItem:primaryAction:menu:)`,
/// `init(title:image:primaryAction:menu:)`, `init(primaryAction:)`, `init(customView:)`;
/// `title`, `image`, `style`, `isEnabled`, `target`, `action`, `primaryAction`, `menu`,
/// `tintColor`, `customView`. "If you specify a primary action, the bar button item ignores the
/// `target` and `action` properties" (Apple: UIBarButtonItem.primaryAction); an item with a menu
/// and no primary action shows the menu when tapped (iOS 14). The model taps with ``modelTap()``.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// Apple: UIBarButtonItem.Style.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain (deprecated in iOS 8)")
        case bordered
        case done
        /// Apple: UIBarButtonItem.Style.prominent (iOS 26).
        case prominent
    }

    /// Apple: UIBarButtonItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `case writingTools` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-uibarbuttonitem.systemitem-uibarbuttonitem.systemitem.writingtools.md:15).
        /// Declared from the inventory.
        @available(iOS, introduced: 18.2)
        case writingTools = 26
        // cellspec:generated:end
    }

    /// Apple: UIBarButtonItem.style (`.plain`).
    open var style: Style = .plain
    /// Apple: UIBarButtonItem.target — not retained.
    open weak var target: AnyObject?
    /// Apple: UIBarButtonItem.action.
    open var action: Selector?
    /// Apple: UIBarButtonItem.primaryAction (iOS 14).
    open var primaryAction: UIAction?
    /// Apple: UIBarButtonItem.menu (iOS 14).
    open var menu: UIMenu?
    /// Apple: UIBarButtonItem.customView. Stored state.
    open var customView: UIView?
    /// Apple: UIBarButtonItem.width (for fixed spaces). Stored state.
    open var width: CGFloat = 0
    /// Apple: UIBarButtonItem.tintColor. Stored state.
    open var tintColor: UIColor?
    /// Apple: UIBarButtonItem.isSelected (iOS 15). Stored state.
    open var isSelected = false
    /// The system item it was made from, if any (model: kept for inspection).
    public private(set) var modelSystemItem: SystemItem?
    /// What a tap does besides target-action, e.g. `editButtonItem` toggling editing (model internals).
    var modelTapHandler: (() -> Void)?

    /// Apple: UIBarButtonItem.init().
    public override init() { super.init() }

    /// Apple: UIBarButtonItem.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// Apple: UIBarButtonItem.init(title:style:target:action:).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(image:style:target:action:).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(barButtonSystemItem:target:action:).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        modelSystemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = target as AnyObject?
        self.action = action
    }

    /// Apple: UIBarButtonItem.init(systemItem:primaryAction:menu:) (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        modelSystemItem = systemItem
        if systemItem == .done { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Apple: UIBarButtonItem.init(title:image:primaryAction:menu:) (iOS 14) — the primary
    /// action's title and image are used when none is given.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Apple: UIBarButtonItem.init(primaryAction:) (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Apple: UIBarButtonItem.init(customView:).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Apple: UIBarButtonItem.fixedSpace(_:) (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Apple: UIBarButtonItem.flexibleSpace() (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Model extension, not UIKit API: the user taps the item. A disabled item does nothing;
    /// otherwise the primary action runs (with this item as its `sender`), or else the
    /// target-action message is sent. Returns whether anything ran.
    @discardableResult
    public func modelTap() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.modelPerform(sender: self)
            return true
        }
        if let modelTapHandler {
            modelTapHandler()
            return true
        }
        if let action { return action.modelSend(to: target, from: self) }
        return false
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:91).
    /// Unmodelled: a call records `UIBarButtonItem.backButtonBackgroundImage(for:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UIBarButtonItem.backButtonBackgroundImage(for:barMetrics:)")
        return nil
    }

    /// UIKit: `func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:99).
    /// Unmodelled: a call records `UIBarButtonItem.backButtonBackgroundVerticalPositionAdjustment(for:)` and returns `0`.
    @available(iOS, introduced: 5.0)
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        ModelFindings.unmodelled("UIBarButtonItem.backButtonBackgroundVerticalPositionAdjustment(for:)")
        return 0
    }

    /// UIKit: `func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:95).
    /// Unmodelled: a call records `UIBarButtonItem.backButtonTitlePositionAdjustment(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        ModelFindings.unmodelledStop("UIBarButtonItem.backButtonTitlePositionAdjustment(for:)")
    }

    /// UIKit: `func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:73).
    /// Unmodelled: a call records `UIBarButtonItem.backgroundImage(for:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UIBarButtonItem.backgroundImage(for:barMetrics:)")
        return nil
    }

    /// UIKit: `func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:77).
    /// Unmodelled: a call records `UIBarButtonItem.backgroundImage(for:style:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics)
        -> UIImage?
    {
        ModelFindings.unmodelled("UIBarButtonItem.backgroundImage(for:style:barMetrics:)")
        return nil
    }

    /// UIKit: `func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:83).
    /// Unmodelled: a call records `UIBarButtonItem.backgroundVerticalPositionAdjustment(for:)` and returns `0`.
    @available(iOS, introduced: 5.0)
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        ModelFindings.unmodelled("UIBarButtonItem.backgroundVerticalPositionAdjustment(for:)")
        return 0
    }

    /// UIKit: `weak var buttonGroup: UIBarButtonItemGroup? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-buttongroup.md:16).
    /// Unmodelled: reading records `UIBarButtonItem.buttonGroup` and returns `nil`.
    @available(iOS, introduced: 9.0)
    open var buttonGroup: UIBarButtonItemGroup? {
        get {
            ModelFindings.unmodelled("UIBarButtonItem.buttonGroup")
            return nil
        }
    }

    /// Storage of `changesSelectionAsPrimaryAction`, generated.
    private var modelStoredChangesSelectionAsPrimaryAction: Optional<Bool> = nil
    /// UIKit: `var changesSelectionAsPrimaryAction: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-changesselectionasprimaryaction.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.changesSelectionAsPrimaryAction` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var changesSelectionAsPrimaryAction: Bool {
        get {
            if let value = modelStoredChangesSelectionAsPrimaryAction { return value }
            ModelAvailability.require("UIBarButtonItem.changesSelectionAsPrimaryAction", introduced: 15)
            ModelFindings.unmodelled("UIBarButtonItem.changesSelectionAsPrimaryAction")
            return false
        }
        set {
            modelStoredChangesSelectionAsPrimaryAction = newValue
        }
    }

    /// UIKit: `func creatingFixedGroup() -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-creatingfixedgroup().md:16).
    /// Unmodelled: a call records `UIBarButtonItem.creatingFixedGroup()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open func creatingFixedGroup() -> UIBarButtonItemGroup {
        ModelAvailability.require("UIBarButtonItem.creatingFixedGroup()", introduced: 16)
        ModelFindings.unmodelledStop("UIBarButtonItem.creatingFixedGroup()")
    }

    /// UIKit: `func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-creatingmovablegroup(customizationidentifier:).md:16).
    /// Unmodelled: a call records `UIBarButtonItem.creatingMovableGroup(customizationIdentifier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        ModelAvailability.require("UIBarButtonItem.creatingMovableGroup(customizationIdentifier:)", introduced: 16)
        ModelFindings.unmodelledStop("UIBarButtonItem.creatingMovableGroup(customizationIdentifier:)")
    }

    /// UIKit: `func creatingOptionalGroup( customizationIdentifier: String, isInDefaultCustomization: Bool = true ) -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-creatingoptionalgroup(customizationidentifier:isindefaultcustomization:).md:16).
    /// Unmodelled: a call records `UIBarButtonItem.creatingOptionalGroup(customizationIdentifier:isInDefaultCustomization:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true)
        -> UIBarButtonItemGroup
    {
        ModelAvailability.require(
            "UIBarButtonItem.creatingOptionalGroup(customizationIdentifier:isInDefaultCustomization:)", introduced: 16)
        ModelFindings.unmodelledStop(
            "UIBarButtonItem.creatingOptionalGroup(customizationIdentifier:isInDefaultCustomization:)")
    }

    /// UIKit: `convenience init(__barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:53).
    /// Unmodelled: a call records `UIBarButtonItem.init(__barButtonSystemItem:primaryAction:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(__barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItem.init(__barButtonSystemItem:primaryAction:)")
    }

    /// UIKit: `convenience init(__primaryAction primaryAction: UIAction?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:55).
    /// Unmodelled: a call records `UIBarButtonItem.init(__primaryAction:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(__primaryAction primaryAction: UIAction?) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItem.init(__primaryAction:)")
    }

    /// UIKit: `convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:48).
    /// Unmodelled: a call records `UIBarButtonItem.init(image:landscapeImagePhone:style:target:action:)` and makes the object with `init()`.
    @available(iOS, introduced: 5.0)
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
    ) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItem.init(image:landscapeImagePhone:style:target:action:)")
    }

    /// UIKit: `convenience init( title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-init(title:image:target:action:menu:).md:16).
    /// Unmodelled: a call records `UIBarButtonItem.init(title:image:target:action:menu:)` and makes the object with `init()`.
    @available(iOS, introduced: 16.0)
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil)
    {
        self.init()
        ModelAvailability.require("UIBarButtonItem.init(title:image:target:action:menu:)", introduced: 16)
        ModelFindings.unmodelled("UIBarButtonItem.init(title:image:target:action:menu:)")
    }

    /// Storage of `isHidden`, generated.
    private var modelStoredIsHidden: Optional<Bool> = nil
    /// UIKit: `var isHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-ishidden.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.isHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var isHidden: Bool {
        get {
            if let value = modelStoredIsHidden { return value }
            ModelAvailability.require("UIBarButtonItem.isHidden", introduced: 16)
            ModelFindings.unmodelled("UIBarButtonItem.isHidden")
            return false
        }
        set {
            modelStoredIsHidden = newValue
        }
    }

    /// Storage of `isSymbolAnimationEnabled`, generated.
    private var modelStoredIsSymbolAnimationEnabled: Optional<Bool> = nil
    /// UIKit: `var isSymbolAnimationEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-issymbolanimationenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.isSymbolAnimationEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var isSymbolAnimationEnabled: Bool {
        get {
            if let value = modelStoredIsSymbolAnimationEnabled { return value }
            ModelAvailability.require("UIBarButtonItem.isSymbolAnimationEnabled", introduced: 17)
            ModelFindings.unmodelled("UIBarButtonItem.isSymbolAnimationEnabled")
            return false
        }
        set {
            modelStoredIsSymbolAnimationEnabled = newValue
        }
    }

    /// Storage of `menuRepresentation`, generated.
    private var modelStoredMenuRepresentation: Optional<UIMenuElement?> = nil
    /// UIKit: `var menuRepresentation: UIMenuElement? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-menurepresentation.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.menuRepresentation` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var menuRepresentation: UIMenuElement? {
        get {
            if let value = modelStoredMenuRepresentation { return value }
            ModelAvailability.require("UIBarButtonItem.menuRepresentation", introduced: 16)
            ModelFindings.unmodelled("UIBarButtonItem.menuRepresentation")
            return nil
        }
        set {
            modelStoredMenuRepresentation = newValue
        }
    }

    /// Storage of `possibleTitles`, generated.
    private var modelStoredPossibleTitles: Optional<Set<String>?> = nil
    /// UIKit: `var possibleTitles: Set<String>?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:63).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.possibleTitles` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var possibleTitles: Set<String>? {
        get {
            if let value = modelStoredPossibleTitles { return value }
            ModelFindings.unmodelled("UIBarButtonItem.possibleTitles")
            return nil
        }
        set {
            modelStoredPossibleTitles = newValue
        }
    }

    /// Storage of `preferredMenuElementOrder`, generated.
    private var modelStoredPreferredMenuElementOrder: Optional<UIContextMenuConfiguration.ElementOrder> = nil
    /// UIKit: `var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitem-preferredmenuelementorder.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItem.preferredMenuElementOrder` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get {
            if let value = modelStoredPreferredMenuElementOrder { return value }
            ModelAvailability.require("UIBarButtonItem.preferredMenuElementOrder", introduced: 16)
            ModelFindings.unmodelledStop("UIBarButtonItem.preferredMenuElementOrder")
        }
        set {
            modelStoredPreferredMenuElementOrder = newValue
        }
    }

    /// UIKit: `func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:89).
    /// Unmodelled: a call records `UIBarButtonItem.setBackButtonBackgroundImage(_:for:barMetrics:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackButtonBackgroundImage(_:for:barMetrics:)")
    }

    /// UIKit: `func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:97).
    /// Unmodelled: a call records `UIBarButtonItem.setBackButtonBackgroundVerticalPositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackButtonBackgroundVerticalPositionAdjustment(_:for:)")
    }

    /// UIKit: `func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:93).
    /// Unmodelled: a call records `UIBarButtonItem.setBackButtonTitlePositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackButtonTitlePositionAdjustment(_:for:)")
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:71).
    /// Unmodelled: a call records `UIBarButtonItem.setBackgroundImage(_:for:barMetrics:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackgroundImage(_:for:barMetrics:)")
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:75).
    /// Unmodelled: a call records `UIBarButtonItem.setBackgroundImage(_:for:style:barMetrics:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics
    ) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackgroundImage(_:for:style:barMetrics:)")
    }

    /// UIKit: `func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:81).
    /// Unmodelled: a call records `UIBarButtonItem.setBackgroundVerticalPositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UIBarButtonItem.setBackgroundVerticalPositionAdjustment(_:for:)")
    }

    /// UIKit: `func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:85).
    /// Unmodelled: a call records `UIBarButtonItem.setTitlePositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        ModelFindings.unmodelled("UIBarButtonItem.setTitlePositionAdjustment(_:for:)")
    }

    /// UIKit: `func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UIBarButtonItem.swift:87).
    /// Unmodelled: a call records `UIBarButtonItem.titlePositionAdjustment(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        ModelFindings.unmodelledStop("UIBarButtonItem.titlePositionAdjustment(for:)")
    }
    // cellspec:generated:end
}
