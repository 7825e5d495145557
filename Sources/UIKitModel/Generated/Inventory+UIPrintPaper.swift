// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPrintPaper : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPaper.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIPrintPaper: NSObject {
    /// UIKit: `class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPaper.swift:4).
    /// Unmodelled: a call records `UIPrintPaper.bestPaper(forPageSize:withPapersFrom:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper]) -> UIPrintPaper
    {
        ModelFindings.unmodelledStop("UIPrintPaper.bestPaper(forPageSize:withPapersFrom:)")
    }
    /// UIKit: `var paperSize: CGSize { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPaper.swift:5).
    /// Unmodelled: reading records `UIPrintPaper.paperSize` and returns `.zero`.
    @available(iOS, introduced: 4.2)
    open var paperSize: CGSize {
        get {
            ModelFindings.unmodelled("UIPrintPaper.paperSize")
            return .zero
        }
    }
    /// UIKit: `var printableRect: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPaper.swift:6).
    /// Unmodelled: reading records `UIPrintPaper.printableRect` and returns `.zero`.
    @available(iOS, introduced: 4.2)
    open var printableRect: CGRect {
        get {
            ModelFindings.unmodelled("UIPrintPaper.printableRect")
            return .zero
        }
    }
    /// UIKit: `func printRect() -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintPaper.swift:9).
    /// Unmodelled: a call records `UIPrintPaper.printRect()` and returns `.zero`.
    open func printRect() -> CGRect {
        ModelFindings.unmodelled("UIPrintPaper.printRect()")
        return .zero
    }
}
