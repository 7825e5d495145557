// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `func UIGraphicsPopContext()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:4).
/// Unmodelled: a call records `UIGraphicsPopContext()` and does nothing.
public func UIGraphicsPopContext() {
    ModelFindings.unmodelled("UIGraphicsPopContext()")
}

/// UIKit: `func UIRectFill(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:6).
/// Unmodelled: a call records `UIRectFill(_:)` and does nothing.
public func UIRectFill(_ rect: CGRect) {
    ModelFindings.unmodelled("UIRectFill(_:)")
}

/// UIKit: `func UIRectFrame(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:8).
/// Unmodelled: a call records `UIRectFrame(_:)` and does nothing.
public func UIRectFrame(_ rect: CGRect) {
    ModelFindings.unmodelled("UIRectFrame(_:)")
}

/// UIKit: `func UIRectClip(_ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:9).
/// Unmodelled: a call records `UIRectClip(_:)` and does nothing.
public func UIRectClip(_ rect: CGRect) {
    ModelFindings.unmodelled("UIRectClip(_:)")
}

/// UIKit: `func UIGraphicsBeginImageContext(_ size: CGSize)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:10).
/// Unmodelled: a call records `UIGraphicsBeginImageContext(_:)` and does nothing.
@available(iOS, introduced: 2.0)
@available(iOS, deprecated: 18.4)
@available(*, deprecated, message: "deprecated in iOS 18.4")
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ModelFindings.unmodelled("UIGraphicsBeginImageContext(_:)")
}

/// UIKit: `func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:11).
/// Unmodelled: a call records `UIGraphicsBeginImageContextWithOptions(_:_:_:)` and does nothing.
@available(iOS, introduced: 4.0)
@available(iOS, deprecated: 18.4)
@available(*, deprecated, message: "deprecated in iOS 18.4")
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ModelFindings.unmodelled("UIGraphicsBeginImageContextWithOptions(_:_:_:)")
}

/// UIKit: `func UIGraphicsGetImageFromCurrentImageContext() -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:13).
/// Unmodelled: a call records `UIGraphicsGetImageFromCurrentImageContext()` and returns `nil`.
@available(iOS, introduced: 2.0)
@available(iOS, deprecated: 18.4)
@available(*, deprecated, message: "deprecated in iOS 18.4")
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ModelFindings.unmodelled("UIGraphicsGetImageFromCurrentImageContext()")
    return nil
}

/// UIKit: `func UIGraphicsEndImageContext()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:14).
/// Unmodelled: a call records `UIGraphicsEndImageContext()` and does nothing.
@available(iOS, introduced: 2.0)
@available(iOS, deprecated: 18.4)
@available(*, deprecated, message: "deprecated in iOS 18.4")
public func UIGraphicsEndImageContext() {
    ModelFindings.unmodelled("UIGraphicsEndImageContext()")
}

/// UIKit: `func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable : Any]?) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:15).
/// Unmodelled: a call records `UIGraphicsBeginPDFContextToFile(_:_:_:)` and returns `false`.
@available(iOS, introduced: 3.2)
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?)
    -> Bool
{
    ModelFindings.unmodelled("UIGraphicsBeginPDFContextToFile(_:_:_:)")
    return false
}

/// UIKit: `func UIGraphicsEndPDFContext()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:19).
/// Unmodelled: a call records `UIGraphicsEndPDFContext()` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsEndPDFContext() {
    ModelFindings.unmodelled("UIGraphicsEndPDFContext()")
}

/// UIKit: `func UIGraphicsBeginPDFPage()` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:21).
/// Unmodelled: a call records `UIGraphicsBeginPDFPage()` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsBeginPDFPage() {
    ModelFindings.unmodelled("UIGraphicsBeginPDFPage()")
}

/// UIKit: `func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable : Any]?)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:23).
/// Unmodelled: a call records `UIGraphicsBeginPDFPageWithInfo(_:_:)` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    ModelFindings.unmodelled("UIGraphicsBeginPDFPageWithInfo(_:_:)")
}

/// UIKit: `func UIGraphicsGetPDFContextBounds() -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:25).
/// Unmodelled: a call records `UIGraphicsGetPDFContextBounds()` and returns `.zero`.
@available(iOS, introduced: 3.2)
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    ModelFindings.unmodelled("UIGraphicsGetPDFContextBounds()")
    return .zero
}

/// UIKit: `func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:27).
/// Unmodelled: a call records `UIGraphicsSetPDFContextURLForRect(_:_:)` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    ModelFindings.unmodelled("UIGraphicsSetPDFContextURLForRect(_:_:)")
}

/// UIKit: `func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:29).
/// Unmodelled: a call records `UIGraphicsAddPDFContextDestinationAtPoint(_:_:)` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    ModelFindings.unmodelled("UIGraphicsAddPDFContextDestinationAtPoint(_:_:)")
}

/// UIKit: `func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIGraphics.swift:31).
/// Unmodelled: a call records `UIGraphicsSetPDFContextDestinationForRect(_:_:)` and does nothing.
@available(iOS, introduced: 3.2)
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    ModelFindings.unmodelled("UIGraphicsSetPDFContextDestinationForRect(_:_:)")
}
