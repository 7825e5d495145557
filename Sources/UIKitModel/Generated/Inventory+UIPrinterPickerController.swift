// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPrinterPickerControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:5).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
public protocol UIPrinterPickerControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:6).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController)
        -> UIViewController?

    /// UIKit: `optional func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:8).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter)
        -> Bool

    /// UIKit: `optional func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:10).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)

    /// UIKit: `optional func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:12).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)

    /// UIKit: `optional func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:14).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)

    /// UIKit: `optional func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:16).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)

    /// UIKit: `optional func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:18).
    /// A requirement.
    @available(iOS, introduced: 8.0)
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)
}

extension UIPrinterPickerControllerDelegate {
    /// UIKit: `optional func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:6).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerParentViewController(_:)` and returns `nil`.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerParentViewController(_ printerPickerController: UIPrinterPickerController)
        -> UIViewController?
    {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerParentViewController(_:)")
        return nil
    }
    /// UIKit: `optional func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:8).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerController(_:shouldShow:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    public func printerPickerController(
        _ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter
    ) -> Bool {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerController(_:shouldShow:)")
        return false
    }
    /// UIKit: `optional func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:10).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerWillPresent(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerWillPresent(_:)")
    }
    /// UIKit: `optional func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:12).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerDidPresent(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerDidPresent(_:)")
    }
    /// UIKit: `optional func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:14).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerWillDismiss(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerWillDismiss(_:)")
    }
    /// UIKit: `optional func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:16).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerDidDismiss(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerDidDismiss(_:)")
    }
    /// UIKit: `optional func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:18).
    /// Unmodelled: a call records `UIPrinterPickerControllerDelegate.printerPickerControllerDidSelectPrinter(_:)` and does nothing.
    @available(iOS, introduced: 8.0)
    public func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {
        ModelFindings.unmodelled("UIPrinterPickerControllerDelegate.printerPickerControllerDidSelectPrinter(_:)")
    }
}

/// UIKit: `class UIPrinterPickerController : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:21).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency
open class UIPrinterPickerController: NSObject {
    /// UIKit: `typealias CompletionHandler = (UIPrinterPickerController, Bool, Error?) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:3).
    /// Declared from the inventory.
    @available(iOS, introduced: 8.0)
    public typealias CompletionHandler = (UIPrinterPickerController, Bool, Error?) -> Void
    /// UIKit: `init(initiallySelectedPrinter printer: UIPrinter?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:23).
    /// Unmodelled: a call records `UIPrinterPickerController.init(initiallySelectedPrinter:)` and makes the object with `init()`.
    @available(iOS, introduced: 8.0)
    public convenience init(initiallySelectedPrinter printer: UIPrinter?) {
        self.init()
        ModelFindings.unmodelled("UIPrinterPickerController.init(initiallySelectedPrinter:)")
    }
    /// UIKit: `var selectedPrinter: UIPrinter? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:24).
    /// Unmodelled: reading records `UIPrinterPickerController.selectedPrinter` and returns `nil`.
    @available(iOS, introduced: 8.0)
    open var selectedPrinter: UIPrinter? {
        get {
            ModelFindings.unmodelled("UIPrinterPickerController.selectedPrinter")
            return nil
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UIPrinterPickerControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UIPrinterPickerControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:25).
    /// Stored: keeps what is set; a read before any set records `UIPrinterPickerController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var delegate: UIPrinterPickerControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIPrinterPickerController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// UIKit: `func present(animated: Bool, completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:26).
    /// Unmodelled: a call records `UIPrinterPickerController.present(animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func present(animated: Bool, completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil)
        -> Bool
    {
        ModelFindings.unmodelled("UIPrinterPickerController.present(animated:completionHandler:)")
        return false
    }
    /// UIKit: `func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:27).
    /// Unmodelled: a call records `UIPrinterPickerController.present(from:in:animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool,
        completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrinterPickerController.present(from:in:animated:completionHandler:)")
        return false
    }
    /// UIKit: `func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:28).
    /// Unmodelled: a call records `UIPrinterPickerController.present(from:animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 8.0)
    open func present(
        from item: UIBarButtonItem, animated: Bool,
        completionHandler completion: UIPrinterPickerController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrinterPickerController.present(from:animated:completionHandler:)")
        return false
    }
    /// UIKit: `func dismiss(animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrinterPickerController.swift:29).
    /// Unmodelled: a call records `UIPrinterPickerController.dismiss(animated:)` and does nothing.
    @available(iOS, introduced: 8.0)
    open func dismiss(animated: Bool) {
        ModelFindings.unmodelled("UIPrinterPickerController.dismiss(animated:)")
    }
}
