// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIBarButtonItemGroup: NSObject, NSCoding, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
open class UIBarButtonItemGroup: NSObject {
    /// Storage of `alwaysAvailable`, generated.
    private var modelStoredAlwaysAvailable: Optional<Bool> = nil
    /// UIKit: `var alwaysAvailable: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-alwaysavailable.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemGroup.alwaysAvailable` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var alwaysAvailable: Bool {
        get {
            if let value = modelStoredAlwaysAvailable { return value }
            ModelAvailability.require("UIBarButtonItemGroup.alwaysAvailable", introduced: 16)
            ModelFindings.unmodelled("UIBarButtonItemGroup.alwaysAvailable")
            return false
        }
        set {
            modelStoredAlwaysAvailable = newValue
        }
    }
    /// Storage of `barButtonItems`, generated.
    private var modelStoredBarButtonItems: Optional<[UIBarButtonItem]> = nil
    /// UIKit: `var barButtonItems: [UIBarButtonItem] { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-barbuttonitems.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemGroup.barButtonItems` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var barButtonItems: [UIBarButtonItem] {
        get {
            if let value = modelStoredBarButtonItems { return value }
            ModelFindings.unmodelled("UIBarButtonItemGroup.barButtonItems")
            return []
        }
        set {
            modelStoredBarButtonItems = newValue
        }
    }
    /// UIKit: `init( barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem? )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-init(barbuttonitems:representativeitem:).md:16).
    /// Unmodelled: a call records `UIBarButtonItemGroup.init(barButtonItems:representativeItem:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    public convenience init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.init()
        ModelFindings.unmodelled("UIBarButtonItemGroup.init(barButtonItems:representativeItem:)")
    }
    /// UIKit: `var isDisplayingRepresentativeItem: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-isdisplayingrepresentativeitem.md:16).
    /// Unmodelled: reading records `UIBarButtonItemGroup.isDisplayingRepresentativeItem` and returns `false`.
    @available(iOS, introduced: 9.0)
    open var isDisplayingRepresentativeItem: Bool {
        get {
            ModelFindings.unmodelled("UIBarButtonItemGroup.isDisplayingRepresentativeItem")
            return false
        }
    }
    /// Storage of `isHidden`, generated.
    private var modelStoredIsHidden: Optional<Bool> = nil
    /// UIKit: `var isHidden: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-ishidden.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemGroup.isHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var isHidden: Bool {
        get {
            if let value = modelStoredIsHidden { return value }
            ModelAvailability.require("UIBarButtonItemGroup.isHidden", introduced: 16)
            ModelFindings.unmodelled("UIBarButtonItemGroup.isHidden")
            return false
        }
        set {
            modelStoredIsHidden = newValue
        }
    }
    /// Storage of `menuRepresentation`, generated.
    private var modelStoredMenuRepresentation: Optional<UIMenuElement?> = nil
    /// UIKit: `var menuRepresentation: UIMenuElement? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-menurepresentation.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemGroup.menuRepresentation` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var menuRepresentation: UIMenuElement? {
        get {
            if let value = modelStoredMenuRepresentation { return value }
            ModelAvailability.require("UIBarButtonItemGroup.menuRepresentation", introduced: 16)
            ModelFindings.unmodelled("UIBarButtonItemGroup.menuRepresentation")
            return nil
        }
        set {
            modelStoredMenuRepresentation = newValue
        }
    }
    /// Storage of `representativeItem`, generated.
    private var modelStoredRepresentativeItem: Optional<UIBarButtonItem?> = nil
    /// UIKit: `var representativeItem: UIBarButtonItem? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-representativeitem.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBarButtonItemGroup.representativeItem` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var representativeItem: UIBarButtonItem? {
        get {
            if let value = modelStoredRepresentativeItem { return value }
            ModelFindings.unmodelled("UIBarButtonItemGroup.representativeItem")
            return nil
        }
        set {
            modelStoredRepresentativeItem = newValue
        }
    }
    /// UIKit: `class func fixedGroup( representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem] ) -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-fixedgroup(representativeitem:items:).md:16).
    /// Unmodelled: a call records `UIBarButtonItemGroup.fixedGroup(representativeItem:items:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem])
        -> UIBarButtonItemGroup
    {
        ModelAvailability.require("UIBarButtonItemGroup.fixedGroup(representativeItem:items:)", introduced: 16)
        ModelFindings.unmodelledStop("UIBarButtonItemGroup.fixedGroup(representativeItem:items:)")
    }
    /// UIKit: `class func movableGroup( customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem] ) -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-movablegroup(customizationidentifier:representativeitem:items:).md:16).
    /// Unmodelled: a call records `UIBarButtonItemGroup.movableGroup(customizationIdentifier:representativeItem:items:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open class func movableGroup(
        customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        ModelAvailability.require(
            "UIBarButtonItemGroup.movableGroup(customizationIdentifier:representativeItem:items:)", introduced: 16)
        ModelFindings.unmodelledStop(
            "UIBarButtonItemGroup.movableGroup(customizationIdentifier:representativeItem:items:)")
    }
    /// UIKit: `class func optionalGroup( customizationIdentifier: String, isInDefaultCustomization: Bool = true, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem] ) -> UIBarButtonItemGroup` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibarbuttonitemgroup-optionalgroup(customizationidentifier:isindefaultcustomization:representativeitem:items:).md:16).
    /// Unmodelled: a call records `UIBarButtonItemGroup.optionalGroup(customizationIdentifier:isInDefaultCustomization:representativeItem:items:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open class func optionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true,
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        ModelAvailability.require(
            "UIBarButtonItemGroup.optionalGroup(customizationIdentifier:isInDefaultCustomization:representativeItem:items:)",
            introduced: 16)
        ModelFindings.unmodelledStop(
            "UIBarButtonItemGroup.optionalGroup(customizationIdentifier:isInDefaultCustomization:representativeItem:items:)"
        )
    }
}
