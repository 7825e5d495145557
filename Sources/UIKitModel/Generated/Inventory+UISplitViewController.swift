// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UISplitViewController {
    /// UIKit: `enum DisplayModeButtonVisibility: Int, Equatable, Hashable, Sendable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisplitviewcontroller-uisplitviewcontroller.displaymodebuttonvisibility.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 14.5)
    public enum DisplayModeButtonVisibility: Int {
        /// UIKit: `case always` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisplitviewcontroller-uisplitviewcontroller.displaymodebuttonvisibility-uisplitviewcontroller.displaymodebuttonvisibility.always.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.5)
        case always
        /// UIKit: `case automatic` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisplitviewcontroller-uisplitviewcontroller.displaymodebuttonvisibility-uisplitviewcontroller.displaymodebuttonvisibility.automatic.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.5)
        case automatic
        /// UIKit: `case never` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisplitviewcontroller-uisplitviewcontroller.displaymodebuttonvisibility-uisplitviewcontroller.displaymodebuttonvisibility.never.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 14.5)
        case never
    }
}

extension UISplitViewController {
    /// UIKit: `enum PrimaryEdge : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:24).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 11.0)
    public enum PrimaryEdge: Int {
        /// UIKit: `case leading` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:28).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case leading
        /// UIKit: `case trailing` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:29).
        /// Declared from the inventory.
        @available(iOS, introduced: 11.0)
        case trailing
    }
}

/// UIKit: `protocol UISplitViewControllerDelegate` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:124).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate {
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:125).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// UIKit: `optional func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:127).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:129).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool

    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:131).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool

    /// UIKit: `optional func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:133).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?

    /// UIKit: `optional func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:135).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?

    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:137).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool

    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:139).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?

    /// UIKit: `optional func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:141).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask

    /// UIKit: `optional func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:143).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:147).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController,
        invalidating barButtonItem: UIBarButtonItem)

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:151).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    func splitViewController(
        _ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation
    ) -> Bool

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:153).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:155).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode

    /// UIKit: `optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:157).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// UIKit: `optional func splitViewControllerDidExpand(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:159).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:161).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:163).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    /// UIKit: `optional func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:165).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)

    /// UIKit: `optional func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:167).
    /// A requirement.
    @available(iOS, introduced: 14.0)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:125).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)")
    }
    /// UIKit: `optional func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:127).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.targetDisplayModeForAction(in:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        ModelFindings.unmodelledStop("UISplitViewControllerDelegate.targetDisplayModeForAction(in:)")
    }
    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:129).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:show:sender:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:show:sender:)")
        return false
    }
    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:131).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:showDetail:sender:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:showDetail:sender:)")
        return false
    }
    /// UIKit: `optional func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:133).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.primaryViewController(forCollapsing:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.primaryViewController(forCollapsing:)")
        return nil
    }
    /// UIKit: `optional func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:135).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.primaryViewController(forExpanding:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.primaryViewController(forExpanding:)")
        return nil
    }
    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:137).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:collapseSecondary:onto:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:collapseSecondary:onto:)")
        return false
    }
    /// UIKit: `optional func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:139).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:separateSecondaryFrom:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:separateSecondaryFrom:)")
        return nil
    }
    /// UIKit: `optional func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:141).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerSupportedInterfaceOrientations(_:)` and returns `[]`.
    @available(iOS, introduced: 7.0)
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewControllerSupportedInterfaceOrientations(_:)")
        return []
    }
    /// UIKit: `optional func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:143).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerPreferredInterfaceOrientationForPresentation(_:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 7.0)
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation {
        ModelFindings.unmodelledStop(
            "UISplitViewControllerDelegate.splitViewControllerPreferredInterfaceOrientationForPresentation(_:)")
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:147).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:willShow:invalidating:)` and does nothing.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController,
        invalidating barButtonItem: UIBarButtonItem
    ) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:willShow:invalidating:)")
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:151).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:shouldHide:in:)` and returns `false`.
    @available(iOS, introduced: 5.0)
    @available(iOS, deprecated: 8.0)
    @available(*, deprecated, message: "deprecated in iOS 8.0")
    public func splitViewController(
        _ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation
    ) -> Bool {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:shouldHide:in:)")
        return false
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:153).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        ModelFindings.unmodelledStop(
            "UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)")
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:155).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        ModelFindings.unmodelledStop(
            "UISplitViewControllerDelegate.splitViewController(_:displayModeForExpandingToProposedDisplayMode:)")
    }
    /// UIKit: `optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:157).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)")
    }
    /// UIKit: `optional func splitViewControllerDidExpand(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:159).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)")
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:161).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:willShow:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:willShow:)")
    }
    /// UIKit: `optional func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:163).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewController(_:willHide:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        ModelFindings.unmodelled("UISplitViewControllerDelegate.splitViewController(_:willHide:)")
    }
    /// UIKit: `optional func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:165).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerInteractivePresentationGestureWillBegin(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        ModelFindings.unmodelled(
            "UISplitViewControllerDelegate.splitViewControllerInteractivePresentationGestureWillBegin(_:)")
    }
    /// UIKit: `optional func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:167).
    /// Unmodelled: a call records `UISplitViewControllerDelegate.splitViewControllerInteractivePresentationGestureDidEnd(_:)` and does nothing.
    @available(iOS, introduced: 14.0)
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        ModelFindings.unmodelled(
            "UISplitViewControllerDelegate.splitViewControllerInteractivePresentationGestureDidEnd(_:)")
    }
}
