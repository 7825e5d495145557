import Foundation

/// A container that manages a stack of view controllers, one on top.
///
/// Apple: UINavigationController — `init(rootViewController:)`, `viewControllers`,
/// `topViewController`, `visibleViewController`, `pushViewController(_:animated:)`,
/// `popViewController(animated:)` ("The view controller that was popped from the stack", nil when
/// only the root is left: the root cannot be popped), `popToRootViewController(animated:)`,
/// `popToViewController(_:animated:)`, `setViewControllers(_:animated:)`, `navigationBar`,
/// `isToolbarHidden`. Each pushed controller's `parent` and `navigationController` is this
/// controller. The model treats the stack as on screen: a push or pop calls the appearance
/// callbacks (`viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`,
/// `viewDidDisappear(_:)`) of the controllers that appear and disappear at once, without an
/// animation.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// Apple: UINavigationController.viewControllers — the root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// Apple: UINavigationController.navigationBar.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Apple: UINavigationController.isToolbarHidden (true). Stored state.
    open var isToolbarHidden = true
    /// Apple: UINavigationController.isNavigationBarHidden (false). Stored state.
    open var isNavigationBarHidden = false

    /// Apple: UINavigationController.init(rootViewController:).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
        stack = [rootViewController]
    }

    /// Apple: UINavigationController.init(nibName:bundle:) — an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Apple: UINavigationController.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: UINavigationController.topViewController.
    open var topViewController: UIViewController? { stack.last }

    /// Apple: UINavigationController.visibleViewController — the presented controller of the top
    /// one, if any, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Apple: UINavigationController.pushViewController(_:animated:) — "If the view controller is
    /// already on the navigation stack, this method throws an exception" ("Pushing the same view
    /// controller instance more than once is not supported"); the model ignores such a push.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        let previous = stack.last
        adopt(viewController)
        previous?.viewWillDisappear(animated)
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(animated)
        stack.append(viewController)
        previous?.viewDidDisappear(animated)
        viewController.viewDidAppear(animated)
    }

    /// Apple: UINavigationController.popViewController(animated:) — nil when the top is the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Apple: UINavigationController.popToRootViewController(animated:) — the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Apple: UINavigationController.popToViewController(_:animated:) — the popped controllers,
    /// nil when the controller is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        top.viewWillDisappear(animated)
        viewController.viewWillAppear(animated)
        stack.removeSubrange((index + 1)...)
        for controller in popped { release(controller) }
        top.viewDidDisappear(animated)
        viewController.viewDidAppear(animated)
        return popped
    }

    /// Apple: UINavigationController.setViewControllers(_:animated:) — replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) { release(controller) }
        for controller in viewControllers { adopt(controller) }
        stack = viewControllers
    }

    private func adopt(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        controller.removeFromParent()
        controller.parent = self
        children.append(controller)
    }

    private func release(_ controller: UIViewController) {
        children.removeAll { $0 === controller }
        if controller.parent === self { controller.parent = nil }
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:42).
    /// Unmodelled: reading records `UINavigationController.barHideOnSwipeGestureRecognizer` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        get {
            ModelFindings.unmodelledStop("UINavigationController.barHideOnSwipeGestureRecognizer")
        }
    }

    /// UIKit: `unowned(unsafe) var barHideOnTapGestureRecognizer: @sil_unmanaged UITapGestureRecognizer { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:48).
    /// Unmodelled: reading records `UINavigationController.barHideOnTapGestureRecognizer` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        get {
            ModelFindings.unmodelledStop("UINavigationController.barHideOnTapGestureRecognizer")
        }
    }

    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UINavigationControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UINavigationControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:35).
    /// Stored: keeps what is set; a read before any set records `UINavigationController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: UINavigationControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UINavigationController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// Storage of `hidesBarsOnSwipe`, generated.
    private var modelStoredHidesBarsOnSwipe: Optional<Bool> = nil
    /// UIKit: `var hidesBarsOnSwipe: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:40).
    /// Stored: keeps what is set; a read before any set records `UINavigationController.hidesBarsOnSwipe` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var hidesBarsOnSwipe: Bool {
        get {
            if let value = modelStoredHidesBarsOnSwipe { return value }
            ModelFindings.unmodelled("UINavigationController.hidesBarsOnSwipe")
            return false
        }
        set {
            modelStoredHidesBarsOnSwipe = newValue
        }
    }

    /// Storage of `hidesBarsOnTap`, generated.
    private var modelStoredHidesBarsOnTap: Optional<Bool> = nil
    /// UIKit: `var hidesBarsOnTap: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:46).
    /// Stored: keeps what is set; a read before any set records `UINavigationController.hidesBarsOnTap` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var hidesBarsOnTap: Bool {
        get {
            if let value = modelStoredHidesBarsOnTap { return value }
            ModelFindings.unmodelled("UINavigationController.hidesBarsOnTap")
            return false
        }
        set {
            modelStoredHidesBarsOnTap = newValue
        }
    }

    /// Storage of `hidesBarsWhenKeyboardAppears`, generated.
    private var modelStoredHidesBarsWhenKeyboardAppears: Optional<Bool> = nil
    /// UIKit: `var hidesBarsWhenKeyboardAppears: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:38).
    /// Stored: keeps what is set; a read before any set records `UINavigationController.hidesBarsWhenKeyboardAppears` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var hidesBarsWhenKeyboardAppears: Bool {
        get {
            if let value = modelStoredHidesBarsWhenKeyboardAppears { return value }
            ModelFindings.unmodelled("UINavigationController.hidesBarsWhenKeyboardAppears")
            return false
        }
        set {
            modelStoredHidesBarsWhenKeyboardAppears = newValue
        }
    }

    /// Storage of `hidesBarsWhenVerticallyCompact`, generated.
    private var modelStoredHidesBarsWhenVerticallyCompact: Optional<Bool> = nil
    /// UIKit: `var hidesBarsWhenVerticallyCompact: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:44).
    /// Stored: keeps what is set; a read before any set records `UINavigationController.hidesBarsWhenVerticallyCompact` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var hidesBarsWhenVerticallyCompact: Bool {
        get {
            if let value = modelStoredHidesBarsWhenVerticallyCompact { return value }
            ModelFindings.unmodelled("UINavigationController.hidesBarsWhenVerticallyCompact")
            return false
        }
        set {
            modelStoredHidesBarsWhenVerticallyCompact = newValue
        }
    }

    /// UIKit: `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:36).
    /// Unmodelled: reading records `UINavigationController.interactivePopGestureRecognizer` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        get {
            ModelFindings.unmodelled("UINavigationController.interactivePopGestureRecognizer")
            return nil
        }
    }

    /// UIKit: `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:27).
    /// Unmodelled: a call records `UINavigationController.setNavigationBarHidden(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        ModelFindings.unmodelled("UINavigationController.setNavigationBarHidden(_:animated:)")
    }

    /// UIKit: `func setToolbarHidden(_ hidden: Bool, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:31).
    /// Unmodelled: a call records `UINavigationController.setToolbarHidden(_:animated:)` and does nothing.
    @available(iOS, introduced: 3.0)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        ModelFindings.unmodelled("UINavigationController.setToolbarHidden(_:animated:)")
    }

    /// UIKit: `class let hideShowBarDuration: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:10).
    /// Unmodelled: reading records `UINavigationController.hideShowBarDuration` and returns `0`.
    open class var hideShowBarDuration: CGFloat {
        get {
            ModelFindings.unmodelled("UINavigationController.hideShowBarDuration")
            return 0
        }
    }

    /// UIKit: `var toolbar: UIToolbar! { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationController.swift:33).
    /// Unmodelled: reading records `UINavigationController.toolbar` and returns `nil`.
    @available(iOS, introduced: 3.0)
    open var toolbar: UIToolbar! {
        get {
            ModelFindings.unmodelled("UINavigationController.toolbar")
            return nil
        }
    }
    // cellspec:generated:end
}
