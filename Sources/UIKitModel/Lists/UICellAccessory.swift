import Foundation

/// An accessory of a list cell: a system accessory or a custom view, shown in some editing states.
///
/// Apple: UICellAccessory (iOS 14) — `disclosureIndicator`, `checkmark`, `delete`, `insert`,
/// `reorder`, `multiselect`, `outlineDisclosure`, `label`, `detail` (iOS 15.4), `customView`;
/// each with a `DisplayedState` (always, whenEditing, whenNotEditing) and options (`isHidden`,
/// `reservedLayoutWidth`, `tintColor`, …). Defaults of `displayed` follow Apple's signatures:
/// disclosure indicator, checkmark, outline disclosure, label and detail `.always`; delete,
/// insert, reorder and multiselect `.whenEditing`; `popUpMenu` (iOS 16) `.always`.
/// The seeds' `.outline(displayed:options:)` does not exist: it is `outlineDisclosure`.
public struct UICellAccessory {
    /// Apple: UICellAccessory.DisplayedState.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// Apple: UICellAccessory.LayoutDimension — the width reserved for an accessory.
    public enum LayoutDimension: Hashable, Sendable {
        case actual, standard, custom(CGFloat)
    }

    /// Apple: UICellAccessory.ActionHandler.
    public typealias ActionHandler = () -> Void
    /// Apple: UICellAccessory.MenuSelectedElementDidChangeHandler.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// The accessory kinds. Model internals; ``modelKind`` names them.
    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure
        case label(String), detail, customView(UIView, Placement), popUpMenu(UIMenu)
    }

    let kind: Kind
    /// Model extension, not UIKit API: the editing states the accessory shows in.
    public let modelDisplayedState: DisplayedState
    /// Model extension, not UIKit API: whether the accessory's options hide it.
    public let modelIsHidden: Bool
    /// Model extension, not UIKit API: the accessory's tint color, if set.
    public let modelTintColor: UIColor?
    let actionHandler: ActionHandler?
    var menuHandler: MenuSelectedElementDidChangeHandler?

    /// Model extension, not UIKit API: the kind's name — `disclosureIndicator`, `checkmark`,
    /// `delete`, `insert`, `reorder`, `multiselect`, `outlineDisclosure`, `label`, `detail`, `customView`.
    public var modelKind: String {
        switch kind {
        case .disclosureIndicator: return "disclosureIndicator"
        case .checkmark: return "checkmark"
        case .delete: return "delete"
        case .insert: return "insert"
        case .reorder: return "reorder"
        case .multiselect: return "multiselect"
        case .outlineDisclosure: return "outlineDisclosure"
        case .label: return "label"
        case .detail: return "detail"
        case .customView: return "customView"
        case .popUpMenu: return "popUpMenu"
        }
    }

    /// Model extension, not UIKit API: the menu of a pop-up menu accessory.
    public var modelMenu: UIMenu? {
        if case .popUpMenu(let menu) = kind { return menu }
        return nil
    }

    /// Model extension, not UIKit API: the user picks the action with this title in a pop-up
    /// menu accessory's menu; the accessory's `selectedElementDidChangeHandler` then runs with
    /// the menu (Apple: popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)).
    @MainActor public func modelChooseMenuItem(_ title: String) {
        guard let menu = modelMenu, menu.modelChoose(title) else { return }
        menuHandler?(menu)
    }

    /// Model extension, not UIKit API: the text of a label accessory.
    public var modelText: String? {
        if case .label(let text) = kind { return text }
        return nil
    }

    /// Model extension, not UIKit API: whether the accessory shows for a cell in this editing state.
    public func modelIsDisplayed(editing: Bool) -> Bool {
        guard !modelIsHidden else { return false }
        switch modelDisplayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Model extension, not UIKit API: performs the accessory's action, as a tap would.
    @MainActor public func modelPerformAction() { actionHandler?() }

    // MARK: Options

    /// Apple: UICellAccessory.DisclosureIndicatorOptions.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }
    /// Apple: UICellAccessory.CheckmarkOptions.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Apple: UICellAccessory.DetailOptions (iOS 15.4).
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Apple: UICellAccessory.PopUpMenuOptions (iOS 16).
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    /// Apple: UICellAccessory.DeleteOptions.
    public struct DeleteOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?,
            backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (
                isHidden, reservedLayoutWidth, tintColor, backgroundColor
            )
        }
    }
    /// Apple: UICellAccessory.InsertOptions.
    public typealias InsertOptions = DeleteOptions
    /// Apple: UICellAccessory.MultiselectOptions.
    public typealias MultiselectOptions = DeleteOptions

    /// Apple: UICellAccessory.ReorderOptions.
    public struct ReorderOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?,
            showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.showsVerticalSeparator) = (
                isHidden, reservedLayoutWidth, tintColor, showsVerticalSeparator
            )
        }
    }

    /// Apple: UICellAccessory.OutlineDisclosureOptions.
    public struct OutlineDisclosureOptions {
        /// Apple: OutlineDisclosureOptions.Style — automatic, header, cell.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (
                style, isHidden, reservedLayoutWidth, tintColor
            )
        }
    }

    /// Apple: UICellAccessory.LabelOptions.
    public struct LabelOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (
                isHidden, reservedLayoutWidth, tintColor, font
            )
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Apple: UICellAccessory.Placement — the edge of a custom accessory.
    public enum Placement {
        /// Apple: Placement.PositionProvider — the accessory's index among the edge's accessories.
        public typealias PositionProvider = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: PositionProvider = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: PositionProvider = { _ in 0 })
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `typealias Position = ([UICellAccessory]) -> Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:197).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        public typealias Position = ([UICellAccessory]) -> Int

        /// UIKit: `static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:199).
        /// Unmodelled: a call records `UICellAccessory.Placement.position(after:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 14.0)
        public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            ModelFindings.unmodelledStop("UICellAccessory.Placement.position(after:)")
        }

        /// UIKit: `static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:198).
        /// Unmodelled: a call records `UICellAccessory.Placement.position(before:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 14.0)
        public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            ModelFindings.unmodelledStop("UICellAccessory.Placement.position(before:)")
        }
        // cellspec:generated:end
    }

    /// Apple: UICellAccessory.CustomViewConfiguration.
    public struct CustomViewConfiguration {
        public var customView: UIView, placement: Placement, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?, maintainsFixedSize: Bool?
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            (self.customView, self.placement, self.isHidden, self.reservedLayoutWidth) = (
                customView, placement, isHidden, reservedLayoutWidth
            )
            (self.tintColor, self.maintainsFixedSize) = (tintColor, maintainsFixedSize)
        }
    }

    // MARK: Factories

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .disclosureIndicator, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .checkmark, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
    }

    /// Apple: detail(displayed:options:actionHandler:) (iOS 15.4).
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .detail, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: actionHandler)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .delete, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .insert, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .reorder, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .multiselect, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure, modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(
            kind: .label(text), modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
    }

    /// Apple: popUpMenu(_:displayed:options:selectedElementDidChangeHandler:) (iOS 16) — "a pair
    /// of chevrons that point upward and downward … tapping anywhere in the cell presents a
    /// popup menu" (Apple: UICellAccessoryPopUpMenu).
    @MainActor @preconcurrency
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        ModelAvailability.require(
            "UICellAccessory.popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)", introduced: 16)
        var accessory = UICellAccessory(
            kind: .popUpMenu(menu), modelDisplayedState: displayed, modelIsHidden: options.isHidden ?? false,
            modelTintColor: options.tintColor, actionHandler: nil)
        accessory.menuHandler = selectedElementDidChangeHandler
        return accessory
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(
            kind: .customView(configuration.customView, configuration.placement), modelDisplayedState: displayed,
            modelIsHidden: configuration.isHidden ?? false, modelTintColor: configuration.tintColor, actionHandler: nil)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `let accessoryType: UICellAccessory.AccessoryType` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:224).
    /// Unmodelled: reading records `UICellAccessory.accessoryType` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    public var accessoryType: UICellAccessory.AccessoryType {
        get {
            ModelFindings.unmodelledStop("UICellAccessory.accessoryType")
        }
    }
    // cellspec:generated:end
}
