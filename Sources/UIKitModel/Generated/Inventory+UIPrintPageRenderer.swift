// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPrintPageRenderer : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIPrintPageRenderer: NSObject {
    /// Storage of `headerHeight`, generated.
    private var modelStoredHeaderHeight: Optional<CGFloat> = nil
    /// UIKit: `var headerHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIPrintPageRenderer.headerHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var headerHeight: CGFloat {
        get {
            if let value = modelStoredHeaderHeight { return value }
            ModelFindings.unmodelled("UIPrintPageRenderer.headerHeight")
            return 0
        }
        set {
            modelStoredHeaderHeight = newValue
        }
    }
    /// Storage of `footerHeight`, generated.
    private var modelStoredFooterHeight: Optional<CGFloat> = nil
    /// UIKit: `var footerHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIPrintPageRenderer.footerHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var footerHeight: CGFloat {
        get {
            if let value = modelStoredFooterHeight { return value }
            ModelFindings.unmodelled("UIPrintPageRenderer.footerHeight")
            return 0
        }
        set {
            modelStoredFooterHeight = newValue
        }
    }
    /// UIKit: `var paperRect: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:6).
    /// Unmodelled: reading records `UIPrintPageRenderer.paperRect` and returns `.zero`.
    @available(iOS, introduced: 4.2)
    open var paperRect: CGRect {
        get {
            ModelFindings.unmodelled("UIPrintPageRenderer.paperRect")
            return .zero
        }
    }
    /// UIKit: `var printableRect: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:7).
    /// Unmodelled: reading records `UIPrintPageRenderer.printableRect` and returns `.zero`.
    @available(iOS, introduced: 4.2)
    open var printableRect: CGRect {
        get {
            ModelFindings.unmodelled("UIPrintPageRenderer.printableRect")
            return .zero
        }
    }
    /// UIKit: `var numberOfPages: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:8).
    /// Unmodelled: reading records `UIPrintPageRenderer.numberOfPages` and returns `0`.
    @available(iOS, introduced: 4.2)
    open var numberOfPages: Int {
        get {
            ModelFindings.unmodelled("UIPrintPageRenderer.numberOfPages")
            return 0
        }
    }
    /// Storage of `printFormatters`, generated.
    private var modelStoredPrintFormatters: Optional<[UIPrintFormatter]?> = nil
    /// UIKit: `var printFormatters: [UIPrintFormatter]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIPrintPageRenderer.printFormatters` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var printFormatters: [UIPrintFormatter]? {
        get {
            if let value = modelStoredPrintFormatters { return value }
            ModelFindings.unmodelled("UIPrintPageRenderer.printFormatters")
            return nil
        }
        set {
            modelStoredPrintFormatters = newValue
        }
    }
    /// UIKit: `func printFormattersForPage(at pageIndex: Int) -> [UIPrintFormatter]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:10).
    /// Unmodelled: a call records `UIPrintPageRenderer.printFormattersForPage(at:)` and returns `nil`.
    @available(iOS, introduced: 4.2)
    open func printFormattersForPage(at pageIndex: Int) -> [UIPrintFormatter]? {
        ModelFindings.unmodelled("UIPrintPageRenderer.printFormattersForPage(at:)")
        return nil
    }
    /// UIKit: `func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:11).
    /// Unmodelled: a call records `UIPrintPageRenderer.addPrintFormatter(_:startingAtPageAt:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        ModelFindings.unmodelled("UIPrintPageRenderer.addPrintFormatter(_:startingAtPageAt:)")
    }
    /// UIKit: `func prepare(forDrawingPages range: NSRange)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:12).
    /// Unmodelled: a call records `UIPrintPageRenderer.prepare(forDrawingPages:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func prepare(forDrawingPages range: NSRange) {
        ModelFindings.unmodelled("UIPrintPageRenderer.prepare(forDrawingPages:)")
    }
    /// UIKit: `func drawPage(at pageIndex: Int, in printableRect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:13).
    /// Unmodelled: a call records `UIPrintPageRenderer.drawPage(at:in:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        ModelFindings.unmodelled("UIPrintPageRenderer.drawPage(at:in:)")
    }
    /// UIKit: `func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:14).
    /// Unmodelled: a call records `UIPrintPageRenderer.drawPrintFormatter(_:forPageAt:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        ModelFindings.unmodelled("UIPrintPageRenderer.drawPrintFormatter(_:forPageAt:)")
    }
    /// UIKit: `func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:15).
    /// Unmodelled: a call records `UIPrintPageRenderer.drawHeaderForPage(at:in:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
        ModelFindings.unmodelled("UIPrintPageRenderer.drawHeaderForPage(at:in:)")
    }
    /// UIKit: `func drawContentForPage(at pageIndex: Int, in contentRect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:16).
    /// Unmodelled: a call records `UIPrintPageRenderer.drawContentForPage(at:in:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
        ModelFindings.unmodelled("UIPrintPageRenderer.drawContentForPage(at:in:)")
    }
    /// UIKit: `func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPageRenderer.swift:17).
    /// Unmodelled: a call records `UIPrintPageRenderer.drawFooterForPage(at:in:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
        ModelFindings.unmodelled("UIPrintPageRenderer.drawFooterForPage(at:in:)")
    }
}
