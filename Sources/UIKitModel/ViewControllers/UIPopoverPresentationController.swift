import Foundation

/// Where a popover points: its source view and rectangle, or bar button item.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller —
/// stored state: `sourceView`, `sourceRect`, `barButtonItem`, `permittedArrowDirections`
/// (`.any`), `backgroundColor`. The model presents a popover as any presented controller; it does
/// not place it.
@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
    /// Apple: UIPresentationController.presentedViewController.
    public private(set) weak var presentedViewController: UIViewController?
    /// Apple: UIPopoverPresentationController.sourceView. Stored state.
    open var sourceView: UIView?
    /// Apple: UIPopoverPresentationController.sourceRect. Stored state.
    open var sourceRect: CGRect = .zero
    /// Apple: UIPopoverPresentationController.barButtonItem. Stored state.
    open var barButtonItem: UIBarButtonItem?
    /// Apple: UIPopoverPresentationController.permittedArrowDirections (`.any`). Stored state.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Apple: UIPopoverPresentationController.backgroundColor. Stored state.
    open var backgroundColor: UIColor?

    init(presented: UIViewController) {
        presentedViewController = presented
        super.init()
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var adaptiveSheetPresentationController: UISheetPresentationController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverpresentationcontroller-adaptivesheetpresentationcontroller.md:16).
    /// Unmodelled: reading records `UIPopoverPresentationController.adaptiveSheetPresentationController` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        get {
            ModelAvailability.require(
                "UIPopoverPresentationController.adaptiveSheetPresentationController", introduced: 15)
            ModelFindings.unmodelledStop("UIPopoverPresentationController.adaptiveSheetPresentationController")
        }
    }

    /// UIKit: `var arrowDirection: UIPopoverArrowDirection { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:20).
    /// Unmodelled: reading records `UIPopoverPresentationController.arrowDirection` and returns `[]`.
    @available(iOS, introduced: 8.0)
    open var arrowDirection: UIPopoverArrowDirection {
        get {
            ModelFindings.unmodelled("UIPopoverPresentationController.arrowDirection")
            return []
        }
    }

    /// Storage of `canOverlapSourceViewRect`, generated.
    private var modelStoredCanOverlapSourceViewRect: Optional<Bool> = nil
    /// UIKit: `var canOverlapSourceViewRect: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:17).
    /// Stored: keeps what is set; a read before any set records `UIPopoverPresentationController.canOverlapSourceViewRect` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var canOverlapSourceViewRect: Bool {
        get {
            if let value = modelStoredCanOverlapSourceViewRect { return value }
            ModelFindings.unmodelled("UIPopoverPresentationController.canOverlapSourceViewRect")
            return false
        }
        set {
            modelStoredCanOverlapSourceViewRect = newValue
        }
    }

    /// Storage of `passthroughViews`, generated.
    private var modelStoredPassthroughViews: Optional<[UIView]?> = nil
    /// UIKit: `var passthroughViews: [UIView]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:21).
    /// Stored: keeps what is set; a read before any set records `UIPopoverPresentationController.passthroughViews` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var passthroughViews: [UIView]? {
        get {
            if let value = modelStoredPassthroughViews { return value }
            ModelFindings.unmodelled("UIPopoverPresentationController.passthroughViews")
            return nil
        }
        set {
            modelStoredPassthroughViews = newValue
        }
    }

    /// Storage of `popoverBackgroundViewClass`, generated.
    private var modelStoredPopoverBackgroundViewClass: Optional<UIPopoverBackgroundViewMethods.Type?> = nil
    /// UIKit: `var popoverBackgroundViewClass: UIPopoverBackgroundViewMethods.Type?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:24).
    /// Stored: keeps what is set; a read before any set records `UIPopoverPresentationController.popoverBackgroundViewClass` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var popoverBackgroundViewClass: UIPopoverBackgroundViewMethods.Type? {
        get {
            if let value = modelStoredPopoverBackgroundViewClass { return value }
            ModelFindings.unmodelled("UIPopoverPresentationController.popoverBackgroundViewClass")
            return nil
        }
        set {
            modelStoredPopoverBackgroundViewClass = newValue
        }
    }

    /// Storage of `popoverLayoutMargins`, generated.
    private var modelStoredPopoverLayoutMargins: Optional<UIEdgeInsets> = nil
    /// UIKit: `var popoverLayoutMargins: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPopoverPresentationController.swift:23).
    /// Stored: keeps what is set; a read before any set records `UIPopoverPresentationController.popoverLayoutMargins` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var popoverLayoutMargins: UIEdgeInsets {
        get {
            if let value = modelStoredPopoverLayoutMargins { return value }
            ModelFindings.unmodelled("UIPopoverPresentationController.popoverLayoutMargins")
            return .zero
        }
        set {
            modelStoredPopoverLayoutMargins = newValue
        }
    }

    /// Storage of `sourceItem`, generated.
    private var modelStoredSourceItem: Optional<(any UIPopoverPresentationControllerSourceItem)?> = nil
    /// UIKit: `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipopoverpresentationcontroller-sourceitem.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPopoverPresentationController.sourceItem` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get {
            if let value = modelStoredSourceItem { return value }
            ModelAvailability.require("UIPopoverPresentationController.sourceItem", introduced: 16)
            ModelFindings.unmodelled("UIPopoverPresentationController.sourceItem")
            return nil
        }
        set {
            modelStoredSourceItem = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UIPopoverArrowDirection.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
    /// Apple: UIViewController.popoverPresentationController — "If you created the view controller
    /// but have not yet presented it, accessing this property creates a popover presentation
    /// controller when the value in the modalPresentationStyle property is
    /// UIModalPresentationStyle.popover. If the modal presentation style is a different value, this
    /// property is nil." The same one on every read.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let existing = modelPopover { return existing }
        let popover = UIPopoverPresentationController(presented: self)
        modelPopover = popover
        return popover
    }
}
