// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension CALayer {
    /// UIKit: `struct ToneMapMode: Equatable, Hashable, RawRepresentable, Sendable` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-calayer.tonemapmode.md:14).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 18.0)
    public struct ToneMapMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit: `static let automatic: CALayer.ToneMapMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-calayer.tonemapmode-automatic.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 18.0)
        public static let automatic: CALayer.ToneMapMode = CALayer.ToneMapMode(
            rawValue: "CALayer.ToneMapMode.automatic")
        /// UIKit: `static let ifSupported: CALayer.ToneMapMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-calayer.tonemapmode-ifsupported.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 18.0)
        public static let ifSupported: CALayer.ToneMapMode = CALayer.ToneMapMode(
            rawValue: "CALayer.ToneMapMode.ifSupported")
        /// UIKit: `static let never: CALayer.ToneMapMode` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-calayer.tonemapmode-never.md:15).
        /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
        @available(iOS, introduced: 18.0)
        public static let never: CALayer.ToneMapMode = CALayer.ToneMapMode(rawValue: "CALayer.ToneMapMode.never")
    }
}

/// UIKit: `struct CALayerContentsGravity : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let center: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:167).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let center: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.center")
    /// UIKit: `static let top: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:169).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let top: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.top")
    /// UIKit: `static let bottom: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:171).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let bottom: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.bottom")
    /// UIKit: `static let left: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:173).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let left: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.left")
    /// UIKit: `static let right: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:175).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let right: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.right")
    /// UIKit: `static let topLeft: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:177).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let topLeft: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.topLeft")
    /// UIKit: `static let topRight: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:179).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let topRight: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.topRight")
    /// UIKit: `static let bottomLeft: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:181).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let bottomLeft: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.bottomLeft")
    /// UIKit: `static let bottomRight: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:183).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let bottomRight: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.bottomRight")
    /// UIKit: `static let resize: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:185).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let resize: CALayerContentsGravity = CALayerContentsGravity(rawValue: "CALayerContentsGravity.resize")
    /// UIKit: `static let resizeAspect: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:187).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let resizeAspect: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.resizeAspect")
    /// UIKit: `static let resizeAspectFill: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:189).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let resizeAspectFill: CALayerContentsGravity = CALayerContentsGravity(
        rawValue: "CALayerContentsGravity.resizeAspectFill")
}

/// UIKit: `struct CALayerContentsFormat : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let RGBA8Uint: CALayerContentsFormat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:193).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let RGBA8Uint: CALayerContentsFormat = CALayerContentsFormat(
        rawValue: "CALayerContentsFormat.RGBA8Uint")
    /// UIKit: `static let RGBA16Float: CALayerContentsFormat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:195).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let RGBA16Float: CALayerContentsFormat = CALayerContentsFormat(
        rawValue: "CALayerContentsFormat.RGBA16Float")
    /// UIKit: `static let gray8Uint: CALayerContentsFormat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:197).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 10.0)
    public static let gray8Uint: CALayerContentsFormat = CALayerContentsFormat(
        rawValue: "CALayerContentsFormat.gray8Uint")
}

/// UIKit: `struct CALayerContentsFilter : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let nearest: CALayerContentsFilter` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:201).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let nearest: CALayerContentsFilter = CALayerContentsFilter(rawValue: "CALayerContentsFilter.nearest")
    /// UIKit: `static let linear: CALayerContentsFilter` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:203).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 2.0)
    public static let linear: CALayerContentsFilter = CALayerContentsFilter(rawValue: "CALayerContentsFilter.linear")
    /// UIKit: `static let trilinear: CALayerContentsFilter` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:205).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let trilinear: CALayerContentsFilter = CALayerContentsFilter(
        rawValue: "CALayerContentsFilter.trilinear")
}

/// UIKit: `struct CAEdgeAntialiasingMask : OptionSet` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:22).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 8.0)
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// UIKit: `static var layerLeftEdge: CAEdgeAntialiasingMask { get }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:25).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let layerLeftEdge: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// UIKit: `static var layerRightEdge: CAEdgeAntialiasingMask { get }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:26).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let layerRightEdge: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// UIKit: `static var layerBottomEdge: CAEdgeAntialiasingMask { get }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:27).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let layerBottomEdge: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// UIKit: `static var layerTopEdge: CAEdgeAntialiasingMask { get }` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:28).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 8.0)
    public static let layerTopEdge: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// UIKit: `protocol CAAction` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:149).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
public protocol CAAction {
    /// UIKit: `func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable : Any]?)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:150).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// UIKit: `protocol CALayerDelegate : NSObjectProtocol` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:154).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 10.0)
@MainActor @preconcurrency
public protocol CALayerDelegate: NSObjectProtocol {
    /// UIKit: `optional func display(_ layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:155).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func display(_ layer: CALayer)

    /// UIKit: `optional func layerWillDraw(_ layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:159).
    /// A requirement.
    @available(iOS, introduced: 10.0)
    func layerWillDraw(_ layer: CALayer)

    /// UIKit: `optional func layoutSublayers(of layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:161).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func layoutSublayers(of layer: CALayer)

    /// UIKit: `optional func action(for layer: CALayer, forKey event: String) -> CAAction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:163).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// UIKit: `optional func display(_ layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:155).
    /// Unmodelled: a call records `CALayerDelegate.display(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func display(_ layer: CALayer) {
        ModelFindings.unmodelled("CALayerDelegate.display(_:)")
    }
    /// UIKit: `optional func layerWillDraw(_ layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:159).
    /// Unmodelled: a call records `CALayerDelegate.layerWillDraw(_:)` and does nothing.
    @available(iOS, introduced: 10.0)
    public func layerWillDraw(_ layer: CALayer) {
        ModelFindings.unmodelled("CALayerDelegate.layerWillDraw(_:)")
    }
    /// UIKit: `optional func layoutSublayers(of layer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:161).
    /// Unmodelled: a call records `CALayerDelegate.layoutSublayers(of:)` and does nothing.
    @available(iOS, introduced: 2.0)
    public func layoutSublayers(of layer: CALayer) {
        ModelFindings.unmodelled("CALayerDelegate.layoutSublayers(of:)")
    }
    /// UIKit: `optional func action(for layer: CALayer, forKey event: String) -> CAAction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:163).
    /// Unmodelled: a call records `CALayerDelegate.action(for:forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ModelFindings.unmodelled("CALayerDelegate.action(for:forKey:)")
        return nil
    }
}

/// UIKit: `let kCAOnOrderIn: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:214).
/// Unmodelled: reading records `kCAOnOrderIn` and returns `""`.
@available(iOS, introduced: 2.0)
public var kCAOnOrderIn: String {
    get {
        ModelFindings.unmodelled("kCAOnOrderIn")
        return ""
    }
}

/// UIKit: `let kCAOnOrderOut: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:216).
/// Unmodelled: reading records `kCAOnOrderOut` and returns `""`.
@available(iOS, introduced: 2.0)
public var kCAOnOrderOut: String {
    get {
        ModelFindings.unmodelled("kCAOnOrderOut")
        return ""
    }
}

/// UIKit: `let kCATransition: String` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:218).
/// Unmodelled: reading records `kCATransition` and returns `""`.
@available(iOS, introduced: 2.0)
public var kCATransition: String {
    get {
        ModelFindings.unmodelled("kCATransition")
        return ""
    }
}
