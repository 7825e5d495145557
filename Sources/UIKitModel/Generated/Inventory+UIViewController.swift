// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIViewController.Transition.ZoomOptions {
    /// UIKit: `class AlignmentRectContext: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.alignmentrectcontext.md:18).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class AlignmentRectContext: NSObject {
        /// UIKit: `var sourceView: UIView { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.alignmentrectcontext-sourceview.md:21).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomOptions.AlignmentRectContext.sourceView` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        open var sourceView: UIView {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.AlignmentRectContext.sourceView", introduced: 18)
                ModelFindings.unmodelledStop("UIViewController.Transition.ZoomOptions.AlignmentRectContext.sourceView")
            }
        }
        /// UIKit: `var zoomedViewController: UIViewController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.alignmentrectcontext-zoomedviewcontroller.md:21).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomOptions.AlignmentRectContext.zoomedViewController` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        open var zoomedViewController: UIViewController {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.AlignmentRectContext.zoomedViewController", introduced: 18)
                ModelFindings.unmodelledStop(
                    "UIViewController.Transition.ZoomOptions.AlignmentRectContext.zoomedViewController")
            }
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// UIKit: `class InteractionContext: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.interactioncontext.md:18).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    open class InteractionContext: NSObject {
        /// UIKit: `var location: CGPoint { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.interactioncontext-location.md:21).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomOptions.InteractionContext.location` and returns `.zero`.
        @available(iOS, introduced: 18.0)
        open var location: CGPoint {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.InteractionContext.location", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.InteractionContext.location")
                return .zero
            }
        }
        /// UIKit: `var willBegin: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-uiviewcontroller.transition.zoomoptions.interactioncontext-willbegin.md:21).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomOptions.InteractionContext.willBegin` and returns `false`.
        @available(iOS, introduced: 18.0)
        open var willBegin: Bool {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.InteractionContext.willBegin", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.InteractionContext.willBegin")
                return false
            }
        }
    }
}

extension UIViewController.Transition {
    /// UIKit: `class ZoomOptions: NSObject, NSCopying, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class ZoomOptions: NSObject {
        /// Storage of `alignmentRectProvider`, generated.
        private var modelStoredAlignmentRectProvider:
            Optional<((UIViewController.Transition.ZoomOptions.AlignmentRectContext) -> CGRect?)?> = nil
        /// UIKit: `var alignmentRectProvider: ((UIViewController.Transition.ZoomOptions.AlignmentRectContext) -> CGRect?)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-alignmentrectprovider.md:18).
        /// Stored: keeps what is set; a read before any set records `UIViewController.Transition.ZoomOptions.alignmentRectProvider` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var alignmentRectProvider: ((UIViewController.Transition.ZoomOptions.AlignmentRectContext) -> CGRect?)? {
            get {
                if let value = modelStoredAlignmentRectProvider { return value }
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.alignmentRectProvider", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.alignmentRectProvider")
                return nil
            }
            set {
                modelStoredAlignmentRectProvider = newValue
            }
        }
        /// Storage of `dimmingColor`, generated.
        private var modelStoredDimmingColor: Optional<UIColor?> = nil
        /// UIKit: `var dimmingColor: UIColor? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-dimmingcolor.md:18).
        /// Stored: keeps what is set; a read before any set records `UIViewController.Transition.ZoomOptions.dimmingColor` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var dimmingColor: UIColor? {
            get {
                if let value = modelStoredDimmingColor { return value }
                ModelAvailability.require("UIViewController.Transition.ZoomOptions.dimmingColor", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.dimmingColor")
                return nil
            }
            set {
                modelStoredDimmingColor = newValue
            }
        }
        /// Storage of `dimmingVisualEffect`, generated.
        private var modelStoredDimmingVisualEffect: Optional<UIBlurEffect?> = nil
        /// UIKit: `var dimmingVisualEffect: UIBlurEffect? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-dimmingvisualeffect.md:18).
        /// Stored: keeps what is set; a read before any set records `UIViewController.Transition.ZoomOptions.dimmingVisualEffect` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var dimmingVisualEffect: UIBlurEffect? {
            get {
                if let value = modelStoredDimmingVisualEffect { return value }
                ModelAvailability.require("UIViewController.Transition.ZoomOptions.dimmingVisualEffect", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.dimmingVisualEffect")
                return nil
            }
            set {
                modelStoredDimmingVisualEffect = newValue
            }
        }
        /// Storage of `interactiveDismissShouldBegin`, generated.
        private var modelStoredInteractiveDismissShouldBegin:
            Optional<((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)?> = nil
        /// UIKit: `var interactiveDismissShouldBegin: ((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomoptions-interactivedismissshouldbegin.md:18).
        /// Stored: keeps what is set; a read before any set records `UIViewController.Transition.ZoomOptions.interactiveDismissShouldBegin` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 18.0)
        open var interactiveDismissShouldBegin: ((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)?
        {
            get {
                if let value = modelStoredInteractiveDismissShouldBegin { return value }
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomOptions.interactiveDismissShouldBegin", introduced: 18)
                ModelFindings.unmodelled("UIViewController.Transition.ZoomOptions.interactiveDismissShouldBegin")
                return nil
            }
            set {
                modelStoredInteractiveDismissShouldBegin = newValue
            }
        }
    }
}

extension UIViewController.Transition {
    /// UIKit: `class ZoomSourceViewProviderContext: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomsourceviewprovidercontext.md:17).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class ZoomSourceViewProviderContext: NSObject {
        /// UIKit: `var sourceViewController: UIViewController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomsourceviewprovidercontext-sourceviewcontroller.md:18).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomSourceViewProviderContext.sourceViewController` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        open var sourceViewController: UIViewController {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomSourceViewProviderContext.sourceViewController", introduced: 18)
                ModelFindings.unmodelledStop(
                    "UIViewController.Transition.ZoomSourceViewProviderContext.sourceViewController")
            }
        }
        /// UIKit: `var zoomedViewController: UIViewController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-uiviewcontroller.transition.zoomsourceviewprovidercontext-zoomedviewcontroller.md:18).
        /// Unmodelled: reading records `UIViewController.Transition.ZoomSourceViewProviderContext.zoomedViewController` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        open var zoomedViewController: UIViewController {
            get {
                ModelAvailability.require(
                    "UIViewController.Transition.ZoomSourceViewProviderContext.zoomedViewController", introduced: 18)
                ModelFindings.unmodelledStop(
                    "UIViewController.Transition.ZoomSourceViewProviderContext.zoomedViewController")
            }
        }
    }
}

extension UIViewController {
    /// UIKit: `class Transition: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    @MainActor @preconcurrency
    open class Transition: NSObject {
        /// UIKit: `static var coverVertical: Self { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-coververtical.md:17).
        /// Unmodelled: reading records `UIViewController.Transition.coverVertical` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        public static var coverVertical: Self {
            get {
                ModelAvailability.require("UIViewController.Transition.coverVertical", introduced: 18)
                ModelFindings.unmodelledStop("UIViewController.Transition.coverVertical")
            }
        }
        /// UIKit: `static var crossDissolve: Self { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-crossdissolve.md:17).
        /// Unmodelled: reading records `UIViewController.Transition.crossDissolve` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        public static var crossDissolve: Self {
            get {
                ModelAvailability.require("UIViewController.Transition.crossDissolve", introduced: 18)
                ModelFindings.unmodelledStop("UIViewController.Transition.crossDissolve")
            }
        }
        /// UIKit: `static var flipHorizontal: Self { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-fliphorizontal.md:17).
        /// Unmodelled: reading records `UIViewController.Transition.flipHorizontal` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        public static var flipHorizontal: Self {
            get {
                ModelAvailability.require("UIViewController.Transition.flipHorizontal", introduced: 18)
                ModelFindings.unmodelledStop("UIViewController.Transition.flipHorizontal")
            }
        }
        /// UIKit: `static var partialCurl: Self { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-partialcurl.md:17).
        /// Unmodelled: reading records `UIViewController.Transition.partialCurl` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        public static var partialCurl: Self {
            get {
                ModelAvailability.require("UIViewController.Transition.partialCurl", introduced: 18)
                ModelFindings.unmodelledStop("UIViewController.Transition.partialCurl")
            }
        }
        /// UIKit: `static func zoom( options: UIViewController.Transition.ZoomOptions? = nil, sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView? ) -> Self` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.transition-zoom(options:sourceviewprovider:).md:17).
        /// Unmodelled: a call records `UIViewController.Transition.zoom(options:sourceViewProvider:)` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 18.0)
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            ModelAvailability.require("UIViewController.Transition.zoom(options:sourceViewProvider:)", introduced: 18)
            ModelFindings.unmodelledStop("UIViewController.Transition.zoom(options:sourceViewProvider:)")
        }
    }
}

extension UIViewController {
    /// UIKit: `struct ViewLoading` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.viewloading.md:16).
    /// Declared from the inventory; its members say what each does.
    public struct ViewLoading {
        /// UIKit: `init()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiviewcontroller-uiviewcontroller.viewloading-init().md:17).
        /// Unmodelled: a call records `UIViewController.ViewLoading.init()` and keeps every property at its starting value.
        public init() {
            ModelFindings.unmodelled("UIViewController.ViewLoading.init()")
        }
    }
}

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
@MainActor @preconcurrency
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
    @available(iOS, deprecated: 17.1)
    @available(*, deprecated, message: "deprecated in iOS 17.1")
    public enum Style: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:329).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        @available(iOS, deprecated: 17.1)
        @available(*, deprecated, message: "deprecated in iOS 17.1")
        case `default`
        /// UIKit: `case selected` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:330).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        @available(iOS, deprecated: 17.1)
        @available(*, deprecated, message: "deprecated in iOS 17.1")
        case selected
        /// UIKit: `case destructive` (inventory: ios14.2-sdk-interface iOS/UIKit/UIViewController.swift:331).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        @available(iOS, deprecated: 17.1)
        @available(*, deprecated, message: "deprecated in iOS 17.1")
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
