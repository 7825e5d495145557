// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UICellAccessory {
    /// UIKit: `enum AccessoryType : Hashable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:213).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    @MainActor @preconcurrency
    public enum AccessoryType {
        /// UIKit: `case detail` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicellaccessory-uicellaccessory.accessorytype-uicellaccessory.accessorytype.detail.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 15.4)
        case detail
        /// UIKit: `case popUpMenu` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicellaccessory-uicellaccessory.accessorytype-uicellaccessory.accessorytype.popupmenu.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 16.0)
        case popUpMenu
        /// UIKit: `case disclosureIndicator` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:214).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case disclosureIndicator
        /// UIKit: `case outlineDisclosure` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:215).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case outlineDisclosure
        /// UIKit: `case checkmark` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:216).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case checkmark
        /// UIKit: `case delete` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:217).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case delete
        /// UIKit: `case insert` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:218).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case insert
        /// UIKit: `case reorder` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:219).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case reorder
        /// UIKit: `case multiselect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:220).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case multiselect
        /// UIKit: `case label` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:221).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case label
        /// UIKit: `case customView(UIView)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:222).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case customView(UIView)
    }
}

extension UICellConfigurationState {
    /// UIKit: `enum DragState : Hashable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:245).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    public enum DragState {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:247).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case none
        /// UIKit: `case lifting` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:248).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case lifting
        /// UIKit: `case dragging` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:249).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case dragging
    }
}

extension UICellConfigurationState {
    /// UIKit: `enum DropState : Hashable` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:251).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.0)
    public enum DropState {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:253).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case none
        /// UIKit: `case notTargeted` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:254).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case notTargeted
        /// UIKit: `case targeted` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:255).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.0)
        case targeted
    }
}

/// UIKit: `func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:408).
/// Unmodelled: a call records `UIEdgeInsetsEqualToEdgeInsets(_:_:)` and returns `false`.
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
    ModelFindings.unmodelled("UIEdgeInsetsEqualToEdgeInsets(_:_:)")
    return false
}

/// UIKit: `class UIIndirectScribbleInteraction<Delegate> : NSObject, UIInteraction where Delegate : UIIndirectScribbleInteractionDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:414).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
open class UIIndirectScribbleInteraction<Delegate>: NSObject {
    /// UIKit: `weak var delegate: @sil_weak Delegate? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:416).
    /// Unmodelled: reading records `UIIndirectScribbleInteraction.delegate` and returns `nil`.
    @available(iOS, introduced: 14.0)
    open var delegate: Delegate? {
        get {
            ModelFindings.unmodelled("UIIndirectScribbleInteraction.delegate")
            return nil
        }
    }
    /// UIKit: `init(delegate: Delegate)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:417).
    /// Unmodelled: a call records `UIIndirectScribbleInteraction.init(delegate:)` and makes the object with `init()`.
    @available(iOS, introduced: 14.0)
    public convenience init(delegate: Delegate) {
        self.init()
        ModelFindings.unmodelled("UIIndirectScribbleInteraction.init(delegate:)")
    }
    /// UIKit: `var isHandlingWriting: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:418).
    /// Unmodelled: reading records `UIIndirectScribbleInteraction.isHandlingWriting` and returns `false`.
    @available(iOS, introduced: 14.0)
    open var isHandlingWriting: Bool {
        get {
            ModelFindings.unmodelled("UIIndirectScribbleInteraction.isHandlingWriting")
            return false
        }
    }
}

/// UIKit: `protocol UIIndirectScribbleInteractionDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:421).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 14.0)
@MainActor @preconcurrency
public protocol UIIndirectScribbleInteractionDelegate: NSObjectProtocol {
    /// UIKit: `associatedtype ElementIdentifier : Hashable = String` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:423).
    /// Declared from the inventory.
    associatedtype ElementIdentifier: Hashable = String
}

/// UIKit: `func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:518).
/// Unmodelled: a call records `UIOffsetEqualToOffset(_:_:)` and returns `false`.
public func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool {
    ModelFindings.unmodelled("UIOffsetEqualToOffset(_:_:)")
    return false
}

/// UIKit: `enum UIPointerEffect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:521).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
public enum UIPointerEffect {
    /// UIKit: `case automatic(UITargetedPreview)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:528).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case automatic(UITargetedPreview)
    /// UIKit: `case highlight(UITargetedPreview)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:529).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case highlight(UITargetedPreview)
    /// UIKit: `case lift(UITargetedPreview)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:530).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case lift(UITargetedPreview)
    /// UIKit: `case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:531).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case hover(
        UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode, prefersShadow: Bool, prefersScaledContent: Bool)
    /// UIKit: `var preview: UITargetedPreview { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:532).
    /// Unmodelled: reading records `UIPointerEffect.preview` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.4)
    public var preview: UITargetedPreview {
        get {
            ModelFindings.unmodelledStop("UIPointerEffect.preview")
        }
    }
}

extension UIPointerEffect {
    /// UIKit: `enum TintMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:523).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 13.4)
    public enum TintMode {
        /// UIKit: `case none` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:524).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case none
        /// UIKit: `case overlay` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:525).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case overlay
        /// UIKit: `case underlay` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:526).
        /// Declared from the inventory.
        @available(iOS, introduced: 13.4)
        case underlay
    }
}

/// UIKit: `enum UIPointerShape` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:547).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 13.4)
@MainActor @preconcurrency
public enum UIPointerShape {
    /// UIKit: `case path(UIBezierPath)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:549).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case path(UIBezierPath)
    /// UIKit: `case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:550).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case roundedRect(CGRect, radius: CGFloat)
    /// UIKit: `case verticalBeam(length: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:551).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case verticalBeam(length: CGFloat)
    /// UIKit: `case horizontalBeam(length: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:552).
    /// Declared from the inventory.
    @available(iOS, introduced: 13.4)
    case horizontalBeam(length: CGFloat)
    /// UIKit: `static let defaultCornerRadius: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:553).
    /// Unmodelled: reading records `UIPointerShape.defaultCornerRadius` and returns `0`.
    @available(iOS, introduced: 13.4)
    public static var defaultCornerRadius: CGFloat {
        get {
            ModelFindings.unmodelled("UIPointerShape.defaultCornerRadius")
            return 0
        }
    }
}

extension UIFocusEnvironment {
    /// UIKit: `func contains(_ environment: UIFocusEnvironment) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIKit.swift:758).
    /// Unmodelled: a call records `UIFocusEnvironment.contains(_:)` and returns `false`.
    @available(iOS, introduced: 11.0)
    public func contains(_ environment: UIFocusEnvironment) -> Bool {
        ModelFindings.unmodelled("UIFocusEnvironment.contains(_:)")
        return false
    }
}
