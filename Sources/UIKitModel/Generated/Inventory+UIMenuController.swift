// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIMenuController: NSObject, NSObjectProtocol, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-deprecated.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@available(iOS, deprecated: 16.0)
@available(*, deprecated, message: "deprecated in iOS 16.0")
@MainActor @preconcurrency
open class UIMenuController: NSObject {
    /// UIKit: `func hideMenu()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-hidemenu()-deprecated.md:14).
    /// Unmodelled: a call records `UIMenuController.hideMenu()` and does nothing.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open func hideMenu() {
        ModelFindings.unmodelled("UIMenuController.hideMenu()")
    }
    /// UIKit: `func hideMenu(from targetView: UIView)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-hidemenu(from:)-deprecated.md:14).
    /// Unmodelled: a call records `UIMenuController.hideMenu(from:)` and does nothing.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open func hideMenu(from targetView: UIView) {
        ModelFindings.unmodelled("UIMenuController.hideMenu(from:)")
    }
    /// UIKit: `func showMenu( from targetView: UIView, rect targetRect: CGRect )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-showmenu(from:rect:)-deprecated.md:14).
    /// Unmodelled: a call records `UIMenuController.showMenu(from:rect:)` and does nothing.
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        ModelFindings.unmodelled("UIMenuController.showMenu(from:rect:)")
    }
    /// Storage of `arrowDirection`, generated.
    private var modelStoredArrowDirection: Optional<UIMenuController.ArrowDirection> = nil
    /// UIKit: `var arrowDirection: UIMenuController.ArrowDirection { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-arrowdirection-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuController.arrowDirection` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var arrowDirection: UIMenuController.ArrowDirection {
        get {
            if let value = modelStoredArrowDirection { return value }
            ModelFindings.unmodelledStop("UIMenuController.arrowDirection")
        }
        set {
            modelStoredArrowDirection = newValue
        }
    }
    /// Storage of `isMenuVisible`, generated.
    private var modelStoredIsMenuVisible: Optional<Bool> = nil
    /// UIKit: `var isMenuVisible: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-ismenuvisible-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuController.isMenuVisible` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var isMenuVisible: Bool {
        get {
            if let value = modelStoredIsMenuVisible { return value }
            ModelFindings.unmodelled("UIMenuController.isMenuVisible")
            return false
        }
        set {
            modelStoredIsMenuVisible = newValue
        }
    }
    /// UIKit: `var menuFrame: CGRect { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-menuframe-deprecated.md:16).
    /// Unmodelled: reading records `UIMenuController.menuFrame` and returns `.zero`.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var menuFrame: CGRect {
        get {
            ModelFindings.unmodelled("UIMenuController.menuFrame")
            return .zero
        }
    }
    /// Storage of `menuItems`, generated.
    private var modelStoredMenuItems: Optional<[UIMenuItem]?> = nil
    /// UIKit: `var menuItems: [UIMenuItem]? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-menuitems-deprecated.md:16).
    /// Stored: keeps what is set; a read before any set records `UIMenuController.menuItems` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open var menuItems: [UIMenuItem]? {
        get {
            if let value = modelStoredMenuItems { return value }
            ModelFindings.unmodelled("UIMenuController.menuItems")
            return nil
        }
        set {
            modelStoredMenuItems = newValue
        }
    }
    /// UIKit: `func setMenuVisible( _ menuVisible: Bool, animated: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-setmenuvisible(_:animated:)-deprecated.md:16).
    /// Unmodelled: a call records `UIMenuController.setMenuVisible(_:animated:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        ModelFindings.unmodelled("UIMenuController.setMenuVisible(_:animated:)")
    }
    /// UIKit: `func setTargetRect( _ targetRect: CGRect, in targetView: UIView )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-settargetrect(_:in:)-deprecated.md:16).
    /// Unmodelled: a call records `UIMenuController.setTargetRect(_:in:)` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        ModelFindings.unmodelled("UIMenuController.setTargetRect(_:in:)")
    }
    /// UIKit: `nonisolated class let didHideMenuNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-didhidemenunotification-deprecated.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public static let didHideMenuNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIMenuController.didHideMenuNotification")
    /// UIKit: `nonisolated class let didShowMenuNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-didshowmenunotification-deprecated.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public static let didShowMenuNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIMenuController.didShowMenuNotification")
    /// UIKit: `nonisolated class let menuFrameDidChangeNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-menuframedidchangenotification-deprecated.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public static let menuFrameDidChangeNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIMenuController.menuFrameDidChangeNotification")
    /// UIKit: `class var shared: UIMenuController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-shared-deprecated.md:16).
    /// Unmodelled: reading records `UIMenuController.shared` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open class var shared: UIMenuController {
        get {
            ModelFindings.unmodelledStop("UIMenuController.shared")
        }
    }
    /// UIKit: `nonisolated class let willHideMenuNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-willhidemenunotification-deprecated.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public static let willHideMenuNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIMenuController.willHideMenuNotification")
    /// UIKit: `nonisolated class let willShowMenuNotification: NSNotification.Name` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-willshowmenunotification-deprecated.md:16).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public static let willShowMenuNotification: NSNotification.Name = NSNotification.Name(
        rawValue: "UIMenuController.willShowMenuNotification")
    /// UIKit: `func update()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-update()-deprecated.md:16).
    /// Unmodelled: a call records `UIMenuController.update()` and does nothing.
    @available(iOS, introduced: 3.0)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    open func update() {
        ModelFindings.unmodelled("UIMenuController.update()")
    }
}

extension UIMenuController {
    /// UIKit: `enum ArrowDirection: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-deprecated.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 3.2)
    @available(iOS, deprecated: 16.0)
    @available(*, deprecated, message: "deprecated in iOS 16.0")
    public enum ArrowDirection: Int {
        /// UIKit: `case default` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-uimenucontroller.arrowdirection.default-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 3.2)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        case `default`
        /// UIKit: `case down` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-uimenucontroller.arrowdirection.down-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 3.2)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        case down
        /// UIKit: `case left` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-uimenucontroller.arrowdirection.left-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 3.2)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        case left
        /// UIKit: `case right` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-uimenucontroller.arrowdirection.right-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 3.2)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        case right
        /// UIKit: `case up` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uimenucontroller-uimenucontroller.arrowdirection-uimenucontroller.arrowdirection.up-deprecated.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 3.2)
        @available(iOS, deprecated: 16.0)
        @available(*, deprecated, message: "deprecated in iOS 16.0")
        case up
    }
}
