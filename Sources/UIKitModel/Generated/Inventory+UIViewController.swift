// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `enum UIModalTransitionStyle : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:2).
/// Declared from the inventory; its members say what each does.
public enum UIModalTransitionStyle: Int {
    /// UIKit: `case coverVertical` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:5).
    /// Declared from the inventory.
    case coverVertical
    /// UIKit: `case flipHorizontal` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:6).
    /// Declared from the inventory.
    case flipHorizontal
    /// UIKit: `case crossDissolve` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:7).
    /// Declared from the inventory.
    case crossDissolve
    /// UIKit: `case partialCurl` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:8).
    /// Declared from the inventory.
    @available(iOS, introduced: 3.2)
    case partialCurl
}

/// UIKit: `protocol UIContentContainer : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:34).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIContentContainer: NSObjectProtocol {
    /// UIKit: `var preferredContentSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:35).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    var preferredContentSize: CGSize { get }

    /// UIKit: `func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:37).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)

    /// UIKit: `func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:39).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)

    /// UIKit: `func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:41).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize

    /// UIKit: `func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:43).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)

    /// UIKit: `func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:45).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

/// UIKit: `protocol UIViewControllerPreviewing : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:269).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// UIKit: `var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:270).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }

    /// UIKit: `var delegate: UIViewControllerPreviewingDelegate { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:272).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    var delegate: UIViewControllerPreviewingDelegate { get }

    /// UIKit: `var sourceView: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:274).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    var sourceView: UIView { get }

    /// UIKit: `var sourceRect: CGRect { get set }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:276).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    var sourceRect: CGRect { get set }
}

/// UIKit: `protocol UIViewControllerPreviewingDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:279).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@MainActor @preconcurrency
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    /// UIKit: `func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:281).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
        -> UIViewController?

    /// UIKit: `func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:283).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, renamed: "UIContextMenuInteraction", message: "deprecated in iOS 13.0")
    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// UIKit: `protocol UIPreviewActionItem : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:320).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
public protocol UIPreviewActionItem: NSObjectProtocol {
    /// UIKit: `var title: String { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:322).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    var title: String { get }
}

extension UIPreviewAction {
    /// UIKit: `enum Style : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:325).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum Style: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:329).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case `default`
        /// UIKit: `case selected` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:330).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case selected
        /// UIKit: `case destructive` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:331).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case destructive
    }
}

/// UIKit: `class UIPreviewAction : NSObject, NSCopying, UIPreviewActionItem` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:334).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, message: "deprecated in iOS 13.0")
@MainActor @preconcurrency
open class UIPreviewAction: NSObject {
    /// UIKit: `var handler: (UIPreviewActionItem, UIViewController) -> Void { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:337).
    /// Unmodelled: reading records `UIPreviewAction.handler` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    open var handler: (UIPreviewActionItem, UIViewController) -> Void {
        get {
            ModelFindings.unmodelledStop("UIPreviewAction.handler")
        }
    }
    /// UIKit: `convenience init(title: String, style: UIPreviewAction.Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:338).
    /// Unmodelled: a call records `UIPreviewAction.init(title:style:handler:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public convenience init(
        title: String, style: UIPreviewAction.Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void
    ) {
        self.init()
        ModelFindings.unmodelled("UIPreviewAction.init(title:style:handler:)")
    }
}

/// UIKit: `class UIPreviewActionGroup : NSObject, NSCopying, UIPreviewActionItem` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:340).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.0)
@available(iOS, deprecated: 13.0)
@available(*, deprecated, message: "deprecated in iOS 13.0")
@MainActor @preconcurrency
open class UIPreviewActionGroup: NSObject {
    /// UIKit: `convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction])` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:343).
    /// Unmodelled: a call records `UIPreviewActionGroup.init(title:style:actions:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.0)
    @available(iOS, deprecated: 13.0)
    @available(*, deprecated, message: "deprecated in iOS 13.0")
    public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.init()
        ModelFindings.unmodelled("UIPreviewActionGroup.init(title:style:actions:)")
    }
}
