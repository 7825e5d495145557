// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:2).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:3).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// UIKit: `optional func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:5).
    /// A requirement.
    @available(iOS, introduced: 8.3)
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle

    /// UIKit: `optional func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:7).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?

    /// UIKit: `optional func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: UIViewControllerTransitionCoordinator?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:9).
    /// A requirement.
    @available(iOS, introduced: 8.3)
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?)

    /// UIKit: `optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:11).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// UIKit: `optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:13).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// UIKit: `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:15).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// UIKit: `optional func presentationController( _ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiadaptivepresentationcontrollerdelegate-presentationcontroller(_:prepare:).md:16).
    /// A requirement.
    @available(iOS, introduced: 15.0)
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)

    /// UIKit: `optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:17).
    /// A requirement.
    @available(iOS, introduced: 13.0)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit: `optional func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:3).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        ModelFindings.unmodelledStop("UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)")
    }
    /// UIKit: `optional func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:5).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.3)
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        ModelFindings.unmodelledStop(
            "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)")
    }
    /// UIKit: `optional func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:7).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        ModelFindings.unmodelled(
            "UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)"
        )
        return nil
    }
    /// UIKit: `optional func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: UIViewControllerTransitionCoordinator?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:9).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` and does nothing.
    @available(iOS, introduced: 8.3)
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {
        ModelFindings.unmodelled(
            "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
        )
    }
    /// UIKit: `optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:11).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)` and returns `false`.
    @available(iOS, introduced: 13.0)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        ModelFindings.unmodelled("UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)")
        return false
    }
    /// UIKit: `optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:13).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        ModelFindings.unmodelled("UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)")
    }
    /// UIKit: `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:15).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        ModelFindings.unmodelled("UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)")
    }
    /// UIKit: `optional func presentationController( _ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiadaptivepresentationcontrollerdelegate-presentationcontroller(_:prepare:).md:16).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)` and does nothing.
    @available(iOS, introduced: 15.0)
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {
        ModelAvailability.require(
            "UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)", introduced: 15)
        ModelFindings.unmodelled("UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)")
    }
    /// UIKit: `optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:17).
    /// Unmodelled: a call records `UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)` and does nothing.
    @available(iOS, introduced: 13.0)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        ModelFindings.unmodelled(
            "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)")
    }
}

/// UIKit: `class UIPresentationController : NSObject, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:20).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UIAppearanceContainer {
    /// Storage of `traitOverrides`, generated.
    private var modelStoredTraitOverrides: Optional<UITraitOverrides> = nil
    /// UIKit: `var traitOverrides: UITraitOverrides { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipresentationcontroller-traitoverrides-629ka.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPresentationController.traitOverrides` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var traitOverrides: UITraitOverrides {
        get {
            if let value = modelStoredTraitOverrides { return value }
            ModelAvailability.require("UIPresentationController.traitOverrides", introduced: 17)
            ModelFindings.unmodelledStop("UIPresentationController.traitOverrides")
        }
        set {
            modelStoredTraitOverrides = newValue
        }
    }
    /// UIKit: `var presentingViewController: UIViewController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:22).
    /// Unmodelled: reading records `UIPresentationController.presentingViewController` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var presentingViewController: UIViewController {
        get {
            ModelFindings.unmodelledStop("UIPresentationController.presentingViewController")
        }
    }
    /// UIKit: `var presentedViewController: UIViewController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:23).
    /// Unmodelled: reading records `UIPresentationController.presentedViewController` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var presentedViewController: UIViewController {
        get {
            ModelFindings.unmodelledStop("UIPresentationController.presentedViewController")
        }
    }
    /// UIKit: `var presentationStyle: UIModalPresentationStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:24).
    /// Unmodelled: reading records `UIPresentationController.presentationStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var presentationStyle: UIModalPresentationStyle {
        get {
            ModelFindings.unmodelledStop("UIPresentationController.presentationStyle")
        }
    }
    /// UIKit: `var containerView: UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:25).
    /// Unmodelled: reading records `UIPresentationController.containerView` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var containerView: UIView? {
        get {
            ModelFindings.unmodelled("UIPresentationController.containerView")
            return nil
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UIAdaptivePresentationControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UIAdaptivePresentationControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:26).
    /// Stored: keeps what is set; a read before any set records `UIPresentationController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var delegate: UIAdaptivePresentationControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIPresentationController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// UIKit: `init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:27).
    /// Unmodelled: a call records `UIPresentationController.init(presentedViewController:presenting:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        self.init()
        ModelFindings.unmodelled("UIPresentationController.init(presentedViewController:presenting:)")
    }
    /// UIKit: `var adaptivePresentationStyle: UIModalPresentationStyle { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:28).
    /// Unmodelled: reading records `UIPresentationController.adaptivePresentationStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        get {
            ModelFindings.unmodelledStop("UIPresentationController.adaptivePresentationStyle")
        }
    }
    /// UIKit: `func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:29).
    /// Unmodelled: a call records `UIPresentationController.adaptivePresentationStyle(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.3)
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        ModelFindings.unmodelledStop("UIPresentationController.adaptivePresentationStyle(for:)")
    }
    /// UIKit: `func containerViewWillLayoutSubviews()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:31).
    /// Unmodelled: a call records `UIPresentationController.containerViewWillLayoutSubviews()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func containerViewWillLayoutSubviews() {
        ModelFindings.unmodelled("UIPresentationController.containerViewWillLayoutSubviews()")
    }
    /// UIKit: `func containerViewDidLayoutSubviews()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:32).
    /// Unmodelled: a call records `UIPresentationController.containerViewDidLayoutSubviews()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func containerViewDidLayoutSubviews() {
        ModelFindings.unmodelled("UIPresentationController.containerViewDidLayoutSubviews()")
    }
    /// UIKit: `var presentedView: UIView? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:33).
    /// Unmodelled: reading records `UIPresentationController.presentedView` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var presentedView: UIView? {
        get {
            ModelFindings.unmodelled("UIPresentationController.presentedView")
            return nil
        }
    }
    /// UIKit: `var frameOfPresentedViewInContainerView: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:34).
    /// Unmodelled: reading records `UIPresentationController.frameOfPresentedViewInContainerView` and returns `.zero`.
    @available(iOS, introduced: 8.0)
    open var frameOfPresentedViewInContainerView: CGRect {
        get {
            ModelFindings.unmodelled("UIPresentationController.frameOfPresentedViewInContainerView")
            return .zero
        }
    }
    /// UIKit: `var shouldPresentInFullscreen: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:35).
    /// Unmodelled: reading records `UIPresentationController.shouldPresentInFullscreen` and returns `false`.
    @available(iOS, introduced: 8.0)
    open var shouldPresentInFullscreen: Bool {
        get {
            ModelFindings.unmodelled("UIPresentationController.shouldPresentInFullscreen")
            return false
        }
    }
    /// UIKit: `var shouldRemovePresentersView: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:36).
    /// Unmodelled: reading records `UIPresentationController.shouldRemovePresentersView` and returns `false`.
    @available(iOS, introduced: 8.0)
    open var shouldRemovePresentersView: Bool {
        get {
            ModelFindings.unmodelled("UIPresentationController.shouldRemovePresentersView")
            return false
        }
    }
    /// UIKit: `func presentationTransitionWillBegin()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:37).
    /// Unmodelled: a call records `UIPresentationController.presentationTransitionWillBegin()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func presentationTransitionWillBegin() {
        ModelFindings.unmodelled("UIPresentationController.presentationTransitionWillBegin()")
    }
    /// UIKit: `func presentationTransitionDidEnd(_ completed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:38).
    /// Unmodelled: a call records `UIPresentationController.presentationTransitionDidEnd(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func presentationTransitionDidEnd(_ completed: Bool) {
        ModelFindings.unmodelled("UIPresentationController.presentationTransitionDidEnd(_:)")
    }
    /// UIKit: `func dismissalTransitionWillBegin()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:39).
    /// Unmodelled: a call records `UIPresentationController.dismissalTransitionWillBegin()` and does nothing.
    @available(iOS, introduced: 8.0)
    open func dismissalTransitionWillBegin() {
        ModelFindings.unmodelled("UIPresentationController.dismissalTransitionWillBegin()")
    }
    /// UIKit: `func dismissalTransitionDidEnd(_ completed: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:40).
    /// Unmodelled: a call records `UIPresentationController.dismissalTransitionDidEnd(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func dismissalTransitionDidEnd(_ completed: Bool) {
        ModelFindings.unmodelled("UIPresentationController.dismissalTransitionDidEnd(_:)")
    }
    /// Storage of `overrideTraitCollection`, generated.
    private var modelStoredOverrideTraitCollection: Optional<UITraitCollection?> = nil
    /// UIKit: `var overrideTraitCollection: UITraitCollection?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPresentationController.swift:41).
    /// Stored: keeps what is set; a read before any set records `UIPresentationController.overrideTraitCollection` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 17.0)
    @available(*, deprecated, message: "deprecated in iOS 17.0")
    open var overrideTraitCollection: UITraitCollection? {
        get {
            if let value = modelStoredOverrideTraitCollection { return value }
            ModelFindings.unmodelled("UIPresentationController.overrideTraitCollection")
            return nil
        }
        set {
            modelStoredOverrideTraitCollection = newValue
        }
    }
}
