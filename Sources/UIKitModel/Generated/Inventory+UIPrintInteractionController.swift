// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIPrinter {
    /// UIKit: `enum CutterBehavior : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:6).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 9.0)
    public enum CutterBehavior: Int {
        /// UIKit: `case noCut` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:10).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case noCut
        /// UIKit: `case printerDefault` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:11).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case printerDefault
        /// UIKit: `case cutAfterEachPage` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:12).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case cutAfterEachPage
        /// UIKit: `case cutAfterEachCopy` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:13).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case cutAfterEachCopy
        /// UIKit: `case cutAfterEachJob` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:14).
        /// Declared from the inventory.
        @available(iOS, introduced: 9.0)
        case cutAfterEachJob
    }
}

/// UIKit: `class UIPrintInteractionController : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIPrintInteractionController: NSObject {
    /// UIKit: `typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:3).
    /// Declared from the inventory.
    @available(iOS, introduced: 4.2)
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void
    /// Storage of `showsPaperOrientation`, generated.
    private var modelStoredShowsPaperOrientation: Optional<Bool> = nil
    /// UIKit: `var showsPaperOrientation: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprintinteractioncontroller-showspaperorientation.md:16).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.showsPaperOrientation` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var showsPaperOrientation: Bool {
        get {
            if let value = modelStoredShowsPaperOrientation { return value }
            ModelAvailability.require("UIPrintInteractionController.showsPaperOrientation", introduced: 15)
            ModelFindings.unmodelled("UIPrintInteractionController.showsPaperOrientation")
            return false
        }
        set {
            modelStoredShowsPaperOrientation = newValue
        }
    }
    /// UIKit: `class var isPrintingAvailable: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:19).
    /// Unmodelled: reading records `UIPrintInteractionController.isPrintingAvailable` and returns `false`.
    @available(iOS, introduced: 4.2)
    open class var isPrintingAvailable: Bool {
        get {
            ModelFindings.unmodelled("UIPrintInteractionController.isPrintingAvailable")
            return false
        }
    }
    /// UIKit: `class var printableUTIs: Set<String> { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:20).
    /// Unmodelled: reading records `UIPrintInteractionController.printableUTIs` and returns `[]`.
    @available(iOS, introduced: 4.2)
    open class var printableUTIs: Set<String> {
        get {
            ModelFindings.unmodelled("UIPrintInteractionController.printableUTIs")
            return []
        }
    }
    /// UIKit: `class func canPrint(_ url: URL) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:21).
    /// Unmodelled: a call records `UIPrintInteractionController.canPrint(_:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open class func canPrint(_ url: URL) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.canPrint(_:)")
        return false
    }
    /// UIKit: `class func canPrint(_ data: Data) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:22).
    /// Unmodelled: a call records `UIPrintInteractionController.canPrint(_:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open class func canPrint(_ data: Data) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.canPrint(_:)")
        return false
    }
    /// UIKit: `class var shared: UIPrintInteractionController { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:23).
    /// Unmodelled: reading records `UIPrintInteractionController.shared` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    open class var shared: UIPrintInteractionController {
        get {
            ModelFindings.unmodelledStop("UIPrintInteractionController.shared")
        }
    }
    /// Storage of `printInfo`, generated.
    private var modelStoredPrintInfo: Optional<UIPrintInfo?> = nil
    /// UIKit: `var printInfo: UIPrintInfo?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:24).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.printInfo` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printInfo: UIPrintInfo? {
        get {
            if let value = modelStoredPrintInfo { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.printInfo")
            return nil
        }
        set {
            modelStoredPrintInfo = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UIPrintInteractionControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UIPrintInteractionControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:25).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var delegate: UIPrintInteractionControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// Storage of `showsPageRange`, generated.
    private var modelStoredShowsPageRange: Optional<Bool> = nil
    /// UIKit: `var showsPageRange: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:26).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.showsPageRange` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open var showsPageRange: Bool {
        get {
            if let value = modelStoredShowsPageRange { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.showsPageRange")
            return false
        }
        set {
            modelStoredShowsPageRange = newValue
        }
    }
    /// Storage of `showsNumberOfCopies`, generated.
    private var modelStoredShowsNumberOfCopies: Optional<Bool> = nil
    /// UIKit: `var showsNumberOfCopies: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:28).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.showsNumberOfCopies` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var showsNumberOfCopies: Bool {
        get {
            if let value = modelStoredShowsNumberOfCopies { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.showsNumberOfCopies")
            return false
        }
        set {
            modelStoredShowsNumberOfCopies = newValue
        }
    }
    /// Storage of `showsPaperSelectionForLoadedPapers`, generated.
    private var modelStoredShowsPaperSelectionForLoadedPapers: Optional<Bool> = nil
    /// UIKit: `var showsPaperSelectionForLoadedPapers: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:30).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.showsPaperSelectionForLoadedPapers` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var showsPaperSelectionForLoadedPapers: Bool {
        get {
            if let value = modelStoredShowsPaperSelectionForLoadedPapers { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.showsPaperSelectionForLoadedPapers")
            return false
        }
        set {
            modelStoredShowsPaperSelectionForLoadedPapers = newValue
        }
    }
    /// UIKit: `var printPaper: UIPrintPaper? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:32).
    /// Unmodelled: reading records `UIPrintInteractionController.printPaper` and returns `nil`.
    @available(iOS, introduced: 4.2)
    open var printPaper: UIPrintPaper? {
        get {
            ModelFindings.unmodelled("UIPrintInteractionController.printPaper")
            return nil
        }
    }
    /// Storage of `printPageRenderer`, generated.
    private var modelStoredPrintPageRenderer: Optional<UIPrintPageRenderer?> = nil
    /// UIKit: `var printPageRenderer: UIPrintPageRenderer?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:33).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.printPageRenderer` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printPageRenderer: UIPrintPageRenderer? {
        get {
            if let value = modelStoredPrintPageRenderer { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.printPageRenderer")
            return nil
        }
        set {
            modelStoredPrintPageRenderer = newValue
        }
    }
    /// Storage of `printFormatter`, generated.
    private var modelStoredPrintFormatter: Optional<UIPrintFormatter?> = nil
    /// UIKit: `var printFormatter: UIPrintFormatter?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:34).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.printFormatter` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printFormatter: UIPrintFormatter? {
        get {
            if let value = modelStoredPrintFormatter { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.printFormatter")
            return nil
        }
        set {
            modelStoredPrintFormatter = newValue
        }
    }
    /// Storage of `printingItem`, generated.
    private var modelStoredPrintingItem: Optional<Any?> = nil
    /// UIKit: `var printingItem: Any?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:35).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.printingItem` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printingItem: Any? {
        get {
            if let value = modelStoredPrintingItem { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.printingItem")
            return nil
        }
        set {
            modelStoredPrintingItem = newValue
        }
    }
    /// Storage of `printingItems`, generated.
    private var modelStoredPrintingItems: Optional<[Any]?> = nil
    /// UIKit: `var printingItems: [Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:36).
    /// Stored: keeps what is set; a read before any set records `UIPrintInteractionController.printingItems` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printingItems: [Any]? {
        get {
            if let value = modelStoredPrintingItems { return value }
            ModelFindings.unmodelled("UIPrintInteractionController.printingItems")
            return nil
        }
        set {
            modelStoredPrintingItems = newValue
        }
    }
    /// UIKit: `func present(animated: Bool, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:37).
    /// Unmodelled: a call records `UIPrintInteractionController.present(animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open func present(
        animated: Bool, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.present(animated:completionHandler:)")
        return false
    }
    /// UIKit: `func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:38).
    /// Unmodelled: a call records `UIPrintInteractionController.present(from:in:animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool,
        completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.present(from:in:animated:completionHandler:)")
        return false
    }
    /// UIKit: `func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:39).
    /// Unmodelled: a call records `UIPrintInteractionController.present(from:animated:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open func present(
        from item: UIBarButtonItem, animated: Bool,
        completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.present(from:animated:completionHandler:)")
        return false
    }
    /// UIKit: `func print(to printer: UIPrinter, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:40).
    /// Unmodelled: a call records `UIPrintInteractionController.print(to:completionHandler:)` and returns `false`.
    @available(iOS, introduced: 4.2)
    open func print(
        to printer: UIPrinter, completionHandler completion: UIPrintInteractionController.CompletionHandler? = nil
    ) -> Bool {
        ModelFindings.unmodelled("UIPrintInteractionController.print(to:completionHandler:)")
        return false
    }
    /// UIKit: `func dismiss(animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:41).
    /// Unmodelled: a call records `UIPrintInteractionController.dismiss(animated:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func dismiss(animated: Bool) {
        ModelFindings.unmodelled("UIPrintInteractionController.dismiss(animated:)")
    }
}

/// UIKit: `protocol UIPrintInteractionControllerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:43).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
public protocol UIPrintInteractionControllerDelegate: NSObjectProtocol {
    /// UIKit: `optional func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:44).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController)
        -> UIViewController?

    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:46).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper

    /// UIKit: `optional func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:48).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:50).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:52).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:54).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:56).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:58).
    /// A requirement.
    @available(iOS, introduced: 4.2)
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)

    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:60).
    /// A requirement.
    @available(iOS, introduced: 7.0)
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat

    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]) -> UIPrinter.CutterBehavior` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:62).
    /// A requirement.
    @available(iOS, introduced: 9.0)
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinter.CutterBehavior
}

extension UIPrintInteractionControllerDelegate {
    /// UIKit: `optional func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:44).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerParentViewController(_:)` and returns `nil`.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController? {
        ModelFindings.unmodelled(
            "UIPrintInteractionControllerDelegate.printInteractionControllerParentViewController(_:)")
        return nil
    }
    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:46).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionController(_:choosePaper:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper {
        ModelFindings.unmodelledStop("UIPrintInteractionControllerDelegate.printInteractionController(_:choosePaper:)")
    }
    /// UIKit: `optional func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:48).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerWillPresentPrinterOptions(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerWillPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {
        ModelFindings.unmodelled(
            "UIPrintInteractionControllerDelegate.printInteractionControllerWillPresentPrinterOptions(_:)")
    }
    /// UIKit: `optional func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:50).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerDidPresentPrinterOptions(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerDidPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {
        ModelFindings.unmodelled(
            "UIPrintInteractionControllerDelegate.printInteractionControllerDidPresentPrinterOptions(_:)")
    }
    /// UIKit: `optional func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:52).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerWillDismissPrinterOptions(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerWillDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {
        ModelFindings.unmodelled(
            "UIPrintInteractionControllerDelegate.printInteractionControllerWillDismissPrinterOptions(_:)")
    }
    /// UIKit: `optional func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:54).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerDidDismissPrinterOptions(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerDidDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {
        ModelFindings.unmodelled(
            "UIPrintInteractionControllerDelegate.printInteractionControllerDidDismissPrinterOptions(_:)")
    }
    /// UIKit: `optional func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:56).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerWillStartJob(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {
        ModelFindings.unmodelled("UIPrintInteractionControllerDelegate.printInteractionControllerWillStartJob(_:)")
    }
    /// UIKit: `optional func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:58).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionControllerDidFinishJob(_:)` and does nothing.
    @available(iOS, introduced: 4.2)
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {
        ModelFindings.unmodelled("UIPrintInteractionControllerDelegate.printInteractionControllerDidFinishJob(_:)")
    }
    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:60).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionController(_:cutLengthFor:)` and returns `0`.
    @available(iOS, introduced: 7.0)
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, cutLengthFor paper: UIPrintPaper
    ) -> CGFloat {
        ModelFindings.unmodelled("UIPrintInteractionControllerDelegate.printInteractionController(_:cutLengthFor:)")
        return 0
    }
    /// UIKit: `optional func printInteractionController(_ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]) -> UIPrinter.CutterBehavior` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintInteractionController.swift:62).
    /// Unmodelled: a call records `UIPrintInteractionControllerDelegate.printInteractionController(_:chooseCutterBehavior:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, chooseCutterBehavior availableBehaviors: [Any]
    ) -> UIPrinter.CutterBehavior {
        ModelFindings.unmodelledStop(
            "UIPrintInteractionControllerDelegate.printInteractionController(_:chooseCutterBehavior:)")
    }
}
