// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIGraphicsRendererFormat : NSObject, NSCopying` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
open class UIGraphicsRendererFormat: NSObject {
    /// UIKit: `class func default() -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:4).
    /// Unmodelled: a call records `UIGraphicsRendererFormat.`default`()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open class func `default`() -> Self {
        ModelFindings.unmodelledStop("UIGraphicsRendererFormat.`default`()")
    }
    /// UIKit: `class func preferred() -> Self` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:6).
    /// Unmodelled: a call records `UIGraphicsRendererFormat.preferred()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    open class func preferred() -> Self {
        ModelFindings.unmodelledStop("UIGraphicsRendererFormat.preferred()")
    }
    /// UIKit: `var bounds: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:8).
    /// Unmodelled: reading records `UIGraphicsRendererFormat.bounds` and returns `.zero`.
    @available(iOS, introduced: 10.0)
    open var bounds: CGRect {
        get {
            ModelFindings.unmodelled("UIGraphicsRendererFormat.bounds")
            return .zero
        }
    }
}

/// UIKit: `class UIGraphicsRendererContext : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:10).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
open class UIGraphicsRendererContext: NSObject {
    /// UIKit: `var format: UIGraphicsRendererFormat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:13).
    /// Unmodelled: reading records `UIGraphicsRendererContext.format` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var format: UIGraphicsRendererFormat {
        get {
            ModelFindings.unmodelledStop("UIGraphicsRendererContext.format")
        }
    }
    /// UIKit: `func fill(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:14).
    /// Unmodelled: a call records `UIGraphicsRendererContext.fill(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func fill(_ rect: CGRect) {
        ModelFindings.unmodelled("UIGraphicsRendererContext.fill(_:)")
    }
    /// UIKit: `func stroke(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:16).
    /// Unmodelled: a call records `UIGraphicsRendererContext.stroke(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func stroke(_ rect: CGRect) {
        ModelFindings.unmodelled("UIGraphicsRendererContext.stroke(_:)")
    }
    /// UIKit: `func clip(to rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:18).
    /// Unmodelled: a call records `UIGraphicsRendererContext.clip(to:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func clip(to rect: CGRect) {
        ModelFindings.unmodelled("UIGraphicsRendererContext.clip(to:)")
    }
}

/// UIKit: `class UIGraphicsRenderer : NSObject` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:20).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
open class UIGraphicsRenderer: NSObject {
    /// UIKit: `func runDrawingActions( _ drawingActions: (UIGraphicsRendererContext) -> Void, completionActions: ((UIGraphicsRendererContext) -> Void)? = nil ) throws` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigraphicsrenderer-rundrawingactions(_:completionactions:).md:16).
    /// Unmodelled: a call records `UIGraphicsRenderer.runDrawingActions(_:completionActions:)` and does nothing.
    @available(iOS, introduced: 10.0)
    open func runDrawingActions(
        _ drawingActions: (UIGraphicsRendererContext) -> Void,
        completionActions: ((UIGraphicsRendererContext) -> Void)? = nil
    ) throws {
        ModelFindings.unmodelled("UIGraphicsRenderer.runDrawingActions(_:completionActions:)")
    }
    /// UIKit: `class func rendererContextClass() -> AnyClass` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uigraphicsrenderer-renderercontextclass().md:16).
    /// Unmodelled: a call records `UIGraphicsRenderer.rendererContextClass()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open class func rendererContextClass() -> AnyClass {
        ModelFindings.unmodelledStop("UIGraphicsRenderer.rendererContextClass()")
    }
    /// UIKit: `convenience init(bounds: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:22).
    /// Unmodelled: a call records `UIGraphicsRenderer.init(bounds:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(bounds: CGRect) {
        self.init()
        ModelFindings.unmodelled("UIGraphicsRenderer.init(bounds:)")
    }
    /// UIKit: `init(bounds: CGRect, format: UIGraphicsRendererFormat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:23).
    /// Unmodelled: a call records `UIGraphicsRenderer.init(bounds:format:)` and makes the object with `init()`.
    @available(iOS, introduced: 10.0)
    public convenience init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.init()
        ModelFindings.unmodelled("UIGraphicsRenderer.init(bounds:format:)")
    }
    /// UIKit: `var format: UIGraphicsRendererFormat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:24).
    /// Unmodelled: reading records `UIGraphicsRenderer.format` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open var format: UIGraphicsRendererFormat {
        get {
            ModelFindings.unmodelledStop("UIGraphicsRenderer.format")
        }
    }
    /// UIKit: `var allowsImageOutput: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphicsRenderer.swift:25).
    /// Unmodelled: reading records `UIGraphicsRenderer.allowsImageOutput` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var allowsImageOutput: Bool {
        get {
            ModelFindings.unmodelled("UIGraphicsRenderer.allowsImageOutput")
            return false
        }
    }
}
