// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPrintFormatter : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIPrintFormatter: NSObject {
    /// UIKit: `weak var printPageRenderer: @sil_weak UIPrintPageRenderer? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:4).
    /// Unmodelled: reading records `UIPrintFormatter.printPageRenderer` and returns `nil`.
    @available(iOS, introduced: 4.2)
    open var printPageRenderer: UIPrintPageRenderer? {
        get {
            ModelFindings.unmodelled("UIPrintFormatter.printPageRenderer")
            return nil
        }
    }
    /// UIKit: `func removeFromPrintPageRenderer()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:5).
    /// Unmodelled: a call records `UIPrintFormatter.removeFromPrintPageRenderer()` and does nothing.
    @available(iOS, introduced: 4.2)
    open func removeFromPrintPageRenderer() {
        ModelFindings.unmodelled("UIPrintFormatter.removeFromPrintPageRenderer()")
    }
    /// Storage of `maximumContentHeight`, generated.
    private var modelStoredMaximumContentHeight: Optional<CGFloat> = nil
    /// UIKit: `var maximumContentHeight: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIPrintFormatter.maximumContentHeight` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var maximumContentHeight: CGFloat {
        get {
            if let value = modelStoredMaximumContentHeight { return value }
            ModelFindings.unmodelled("UIPrintFormatter.maximumContentHeight")
            return 0
        }
        set {
            modelStoredMaximumContentHeight = newValue
        }
    }
    /// Storage of `maximumContentWidth`, generated.
    private var modelStoredMaximumContentWidth: Optional<CGFloat> = nil
    /// UIKit: `var maximumContentWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIPrintFormatter.maximumContentWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var maximumContentWidth: CGFloat {
        get {
            if let value = modelStoredMaximumContentWidth { return value }
            ModelFindings.unmodelled("UIPrintFormatter.maximumContentWidth")
            return 0
        }
        set {
            modelStoredMaximumContentWidth = newValue
        }
    }
    /// Storage of `contentInsets`, generated.
    private var modelStoredContentInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var contentInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:8).
    /// Stored: keeps what is set; a read before any set records `UIPrintFormatter.contentInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    @available(iOS, deprecated: 10.0)
    @available(*, deprecated, message: "deprecated in iOS 10.0")
    open var contentInsets: UIEdgeInsets {
        get {
            if let value = modelStoredContentInsets { return value }
            ModelFindings.unmodelled("UIPrintFormatter.contentInsets")
            return .zero
        }
        set {
            modelStoredContentInsets = newValue
        }
    }
    /// Storage of `perPageContentInsets`, generated.
    private var modelStoredPerPageContentInsets: Optional<UIEdgeInsets> = nil
    /// UIKit: `var perPageContentInsets: UIEdgeInsets` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIPrintFormatter.perPageContentInsets` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var perPageContentInsets: UIEdgeInsets {
        get {
            if let value = modelStoredPerPageContentInsets { return value }
            ModelFindings.unmodelled("UIPrintFormatter.perPageContentInsets")
            return .zero
        }
        set {
            modelStoredPerPageContentInsets = newValue
        }
    }
    /// Storage of `startPage`, generated.
    private var modelStoredStartPage: Optional<Int> = nil
    /// UIKit: `var startPage: Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:11).
    /// Stored: keeps what is set; a read before any set records `UIPrintFormatter.startPage` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var startPage: Int {
        get {
            if let value = modelStoredStartPage { return value }
            ModelFindings.unmodelled("UIPrintFormatter.startPage")
            return 0
        }
        set {
            modelStoredStartPage = newValue
        }
    }
    /// UIKit: `var pageCount: Int { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:12).
    /// Unmodelled: reading records `UIPrintFormatter.pageCount` and returns `0`.
    @available(iOS, introduced: 4.2)
    open var pageCount: Int {
        get {
            ModelFindings.unmodelled("UIPrintFormatter.pageCount")
            return 0
        }
    }
    /// UIKit: `func rectForPage(at pageIndex: Int) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:13).
    /// Unmodelled: a call records `UIPrintFormatter.rectForPage(at:)` and returns `.zero`.
    @available(iOS, introduced: 4.2)
    open func rectForPage(at pageIndex: Int) -> CGRect {
        ModelFindings.unmodelled("UIPrintFormatter.rectForPage(at:)")
        return .zero
    }
    /// UIKit: `func draw(in rect: CGRect, forPageAt pageIndex: Int)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:14).
    /// Unmodelled: a call records `UIPrintFormatter.draw(in:forPageAt:)` and does nothing.
    @available(iOS, introduced: 4.2)
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        ModelFindings.unmodelled("UIPrintFormatter.draw(in:forPageAt:)")
    }
    /// UIKit: `var requiresMainThread: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uiprintformatter-requiresmainthread.md:16).
    /// Unmodelled: reading records `UIPrintFormatter.requiresMainThread` and returns `false`.
    @available(iOS, introduced: 16.0)
    open var requiresMainThread: Bool {
        get {
            ModelAvailability.require("UIPrintFormatter.requiresMainThread", introduced: 16)
            ModelFindings.unmodelled("UIPrintFormatter.requiresMainThread")
            return false
        }
    }
}

/// UIKit: `class UISimpleTextPrintFormatter : UIPrintFormatter` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:16).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// UIKit: `init(text: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:18).
    /// Unmodelled: a call records `UISimpleTextPrintFormatter.init(text:)` and makes the object with `init()`.
    @available(iOS, introduced: 4.2)
    public convenience init(text: String) {
        self.init()
        ModelFindings.unmodelled("UISimpleTextPrintFormatter.init(text:)")
    }
    /// UIKit: `init(attributedText: NSAttributedString)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:19).
    /// Unmodelled: a call records `UISimpleTextPrintFormatter.init(attributedText:)` and makes the object with `init()`.
    @available(iOS, introduced: 7.0)
    public convenience init(attributedText: NSAttributedString) {
        self.init()
        ModelFindings.unmodelled("UISimpleTextPrintFormatter.init(attributedText:)")
    }
    /// Storage of `text`, generated.
    private var modelStoredText: Optional<String?> = nil
    /// UIKit: `var text: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:21).
    /// Stored: keeps what is set; a read before any set records `UISimpleTextPrintFormatter.text` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var text: String? {
        get {
            if let value = modelStoredText { return value }
            ModelFindings.unmodelled("UISimpleTextPrintFormatter.text")
            return nil
        }
        set {
            modelStoredText = newValue
        }
    }
    /// Storage of `attributedText`, generated.
    private var modelStoredAttributedText: Optional<NSAttributedString?> = nil
    /// UIKit: `var attributedText: NSAttributedString?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:22).
    /// Stored: keeps what is set; a read before any set records `UISimpleTextPrintFormatter.attributedText` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var attributedText: NSAttributedString? {
        get {
            if let value = modelStoredAttributedText { return value }
            ModelFindings.unmodelled("UISimpleTextPrintFormatter.attributedText")
            return nil
        }
        set {
            modelStoredAttributedText = newValue
        }
    }
    /// Storage of `font`, generated.
    private var modelStoredFont: Optional<UIFont?> = nil
    /// UIKit: `var font: UIFont?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:24).
    /// Stored: keeps what is set; a read before any set records `UISimpleTextPrintFormatter.font` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var font: UIFont? {
        get {
            if let value = modelStoredFont { return value }
            ModelFindings.unmodelled("UISimpleTextPrintFormatter.font")
            return nil
        }
        set {
            modelStoredFont = newValue
        }
    }
    /// Storage of `color`, generated.
    private var modelStoredColor: Optional<UIColor?> = nil
    /// UIKit: `var color: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:25).
    /// Stored: keeps what is set; a read before any set records `UISimpleTextPrintFormatter.color` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var color: UIColor? {
        get {
            if let value = modelStoredColor { return value }
            ModelFindings.unmodelled("UISimpleTextPrintFormatter.color")
            return nil
        }
        set {
            modelStoredColor = newValue
        }
    }
    /// Storage of `textAlignment`, generated.
    private var modelStoredTextAlignment: Optional<NSTextAlignment> = nil
    /// UIKit: `var textAlignment: NSTextAlignment` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:26).
    /// Stored: keeps what is set; a read before any set records `UISimpleTextPrintFormatter.textAlignment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var textAlignment: NSTextAlignment {
        get {
            if let value = modelStoredTextAlignment { return value }
            ModelFindings.unmodelledStop("UISimpleTextPrintFormatter.textAlignment")
        }
        set {
            modelStoredTextAlignment = newValue
        }
    }
}

/// UIKit: `class UIMarkupTextPrintFormatter : UIPrintFormatter` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:28).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// UIKit: `init(markupText: String)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:30).
    /// Unmodelled: a call records `UIMarkupTextPrintFormatter.init(markupText:)` and makes the object with `init()`.
    @available(iOS, introduced: 4.2)
    public convenience init(markupText: String) {
        self.init()
        ModelFindings.unmodelled("UIMarkupTextPrintFormatter.init(markupText:)")
    }
    /// Storage of `markupText`, generated.
    private var modelStoredMarkupText: Optional<String?> = nil
    /// UIKit: `var markupText: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:31).
    /// Stored: keeps what is set; a read before any set records `UIMarkupTextPrintFormatter.markupText` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.2)
    open var markupText: String? {
        get {
            if let value = modelStoredMarkupText { return value }
            ModelFindings.unmodelled("UIMarkupTextPrintFormatter.markupText")
            return nil
        }
        set {
            modelStoredMarkupText = newValue
        }
    }
}

/// UIKit: `class UIViewPrintFormatter : UIPrintFormatter` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:33).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 4.2)
@MainActor @preconcurrency
open class UIViewPrintFormatter: UIPrintFormatter {
    /// UIKit: `var view: UIView { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIPrintFormatter.swift:35).
    /// Unmodelled: reading records `UIViewPrintFormatter.view` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 4.2)
    open var view: UIView {
        get {
            ModelFindings.unmodelledStop("UIViewPrintFormatter.view")
        }
    }
}
