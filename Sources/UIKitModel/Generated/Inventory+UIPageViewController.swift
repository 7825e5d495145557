// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPageViewController {
    /// UIKit: `enum NavigationDirection: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationdirection.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum NavigationDirection: Int {
        /// UIKit: `case forward` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationdirection-uipageviewcontroller.navigationdirection.forward.md:17).
        /// Declared from the inventory.
        case forward
        /// UIKit: `case reverse` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationdirection-uipageviewcontroller.navigationdirection.reverse.md:17).
        /// Declared from the inventory.
        case reverse
    }
}

extension UIPageViewController {
    /// UIKit: `enum NavigationOrientation: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationorientation.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum NavigationOrientation: Int {
        /// UIKit: `case horizontal` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationorientation-uipageviewcontroller.navigationorientation.horizontal.md:17).
        /// Declared from the inventory.
        case horizontal
        /// UIKit: `case vertical` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.navigationorientation-uipageviewcontroller.navigationorientation.vertical.md:17).
        /// Declared from the inventory.
        case vertical
    }
}

extension UIPageViewController {
    /// UIKit: `struct OptionsKey: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.optionskey.md:16).
    /// Declared from the inventory; its members say what each does.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let interPageSpacing: UIPageViewController.OptionsKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.optionskey-interpagespacing.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 6.0)
        public static let interPageSpacing: UIPageViewController.OptionsKey = UIPageViewController.OptionsKey(
            rawValue: "UIPageViewController.OptionsKey.interPageSpacing")
        /// UIKit: `static let spineLocation: UIPageViewController.OptionsKey` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.optionskey-spinelocation.md:17).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        public static let spineLocation: UIPageViewController.OptionsKey = UIPageViewController.OptionsKey(
            rawValue: "UIPageViewController.OptionsKey.spineLocation")
    }
}

extension UIPageViewController {
    /// UIKit: `enum SpineLocation: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.spinelocation.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum SpineLocation: Int {
        /// UIKit: `case max` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.spinelocation-uipageviewcontroller.spinelocation.max.md:17).
        /// Declared from the inventory.
        case max
        /// UIKit: `case mid` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.spinelocation-uipageviewcontroller.spinelocation.mid.md:17).
        /// Declared from the inventory.
        case mid
        /// UIKit: `case min` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.spinelocation-uipageviewcontroller.spinelocation.min.md:17).
        /// Declared from the inventory.
        case min
        /// UIKit: `case none` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.spinelocation-uipageviewcontroller.spinelocation.none.md:17).
        /// Declared from the inventory.
        case none
    }
}

extension UIPageViewController {
    /// UIKit: `enum TransitionStyle: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.transitionstyle.md:16).
    /// Declared from the inventory; its members say what each does.
    public enum TransitionStyle: Int {
        /// UIKit: `case pageCurl` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.transitionstyle-uipageviewcontroller.transitionstyle.pagecurl.md:17).
        /// Declared from the inventory.
        case pageCurl
        /// UIKit: `case scroll` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-uipageviewcontroller.transitionstyle-uipageviewcontroller.transitionstyle.scroll.md:17).
        /// Declared from the inventory.
        case scroll
    }
}

/// UIKit: `class UIPageViewController: UIViewController` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// Storage of `dataSource`, generated.
    private var modelStoredDataSource: Optional<(any UIPageViewControllerDataSource)?> = nil
    /// UIKit: `weak var dataSource: (any UIPageViewControllerDataSource)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-datasource.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPageViewController.dataSource` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var dataSource: (any UIPageViewControllerDataSource)? {
        get {
            if let value = modelStoredDataSource { return value }
            ModelFindings.unmodelled("UIPageViewController.dataSource")
            return nil
        }
        set {
            modelStoredDataSource = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<(any UIPageViewControllerDelegate)?> = nil
    /// UIKit: `weak var delegate: (any UIPageViewControllerDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-delegate.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPageViewController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var delegate: (any UIPageViewControllerDelegate)? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIPageViewController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// UIKit: `var gestureRecognizers: [UIGestureRecognizer] { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-gesturerecognizers.md:16).
    /// Unmodelled: reading records `UIPageViewController.gestureRecognizers` and returns `[]`.
    @available(iOS, introduced: 5.0)
    open var gestureRecognizers: [UIGestureRecognizer] {
        get {
            ModelFindings.unmodelled("UIPageViewController.gestureRecognizers")
            return []
        }
    }
    /// UIKit: `init( transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey : Any]? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-init(transitionstyle:navigationorientation:options:).md:16).
    /// Unmodelled: a call records `UIPageViewController.init(transitionStyle:navigationOrientation:options:)` and makes the object with `init()`.
    @available(iOS, introduced: 5.0)
    public convenience init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        self.init()
        ModelFindings.unmodelled("UIPageViewController.init(transitionStyle:navigationOrientation:options:)")
    }
    /// Storage of `isDoubleSided`, generated.
    private var modelStoredIsDoubleSided: Optional<Bool> = nil
    /// UIKit: `var isDoubleSided: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-isdoublesided.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPageViewController.isDoubleSided` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var isDoubleSided: Bool {
        get {
            if let value = modelStoredIsDoubleSided { return value }
            ModelFindings.unmodelled("UIPageViewController.isDoubleSided")
            return false
        }
        set {
            modelStoredIsDoubleSided = newValue
        }
    }
    /// UIKit: `var navigationOrientation: UIPageViewController.NavigationOrientation { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-navigationorientation.md:16).
    /// Unmodelled: reading records `UIPageViewController.navigationOrientation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var navigationOrientation: UIPageViewController.NavigationOrientation {
        get {
            ModelFindings.unmodelledStop("UIPageViewController.navigationOrientation")
        }
    }
    /// UIKit: `func setViewControllers( _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-setviewcontrollers(_:direction:animated:completion:).md:16).
    /// Unmodelled: a call records `UIPageViewController.setViewControllers(_:direction:animated:completion:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        ModelFindings.unmodelled("UIPageViewController.setViewControllers(_:direction:animated:completion:)")
    }
    /// UIKit: `var spineLocation: UIPageViewController.SpineLocation { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-spinelocation.md:16).
    /// Unmodelled: reading records `UIPageViewController.spineLocation` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var spineLocation: UIPageViewController.SpineLocation {
        get {
            ModelFindings.unmodelledStop("UIPageViewController.spineLocation")
        }
    }
    /// UIKit: `var transitionStyle: UIPageViewController.TransitionStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-transitionstyle.md:16).
    /// Unmodelled: reading records `UIPageViewController.transitionStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open var transitionStyle: UIPageViewController.TransitionStyle {
        get {
            ModelFindings.unmodelledStop("UIPageViewController.transitionStyle")
        }
    }
    /// UIKit: `var viewControllers: [UIViewController]? { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontroller-viewcontrollers.md:16).
    /// Unmodelled: reading records `UIPageViewController.viewControllers` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open var viewControllers: [UIViewController]? {
        get {
            ModelFindings.unmodelled("UIPageViewController.viewControllers")
            return nil
        }
    }
}
