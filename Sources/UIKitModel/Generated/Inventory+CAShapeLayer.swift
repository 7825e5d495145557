// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct CAShapeLayerFillRule : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let nonZero: CAShapeLayerFillRule` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:33).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let nonZero: CAShapeLayerFillRule = CAShapeLayerFillRule(rawValue: "CAShapeLayerFillRule.nonZero")
    /// UIKit: `static let evenOdd: CAShapeLayerFillRule` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:35).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let evenOdd: CAShapeLayerFillRule = CAShapeLayerFillRule(rawValue: "CAShapeLayerFillRule.evenOdd")
}

/// UIKit: `struct CAShapeLayerLineJoin : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:7).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let miter: CAShapeLayerLineJoin` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:39).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let miter: CAShapeLayerLineJoin = CAShapeLayerLineJoin(rawValue: "CAShapeLayerLineJoin.miter")
    /// UIKit: `static let round: CAShapeLayerLineJoin` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:41).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let round: CAShapeLayerLineJoin = CAShapeLayerLineJoin(rawValue: "CAShapeLayerLineJoin.round")
    /// UIKit: `static let bevel: CAShapeLayerLineJoin` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:43).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let bevel: CAShapeLayerLineJoin = CAShapeLayerLineJoin(rawValue: "CAShapeLayerLineJoin.bevel")
}

/// UIKit: `struct CAShapeLayerLineCap : _ObjectiveCBridgeable, Hashable, Equatable, _SwiftNewtypeWrapper, RawRepresentable` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:12).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `static let butt: CAShapeLayerLineCap` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:47).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let butt: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "CAShapeLayerLineCap.butt")
    /// UIKit: `static let round: CAShapeLayerLineCap` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:49).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let round: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "CAShapeLayerLineCap.round")
    /// UIKit: `static let square: CAShapeLayerLineCap` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:51).
    /// A constant: a value of its own, named after itself (UIKit's raw value is not in the inventory).
    @available(iOS, introduced: 3.0)
    public static let square: CAShapeLayerLineCap = CAShapeLayerLineCap(rawValue: "CAShapeLayerLineCap.square")
}

/// UIKit: `class CAShapeLayer : CALayer` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:17).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 3.0)
@MainActor @preconcurrency
open class CAShapeLayer: CALayer {
    /// Storage of `path`, generated.
    private var modelStoredPath: Optional<CGPath?> = nil
    /// UIKit: `var path: CGPath?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:19).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.path` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var path: CGPath? {
        get {
            if let value = modelStoredPath { return value }
            ModelFindings.unmodelled("CAShapeLayer.path")
            return nil
        }
        set {
            modelStoredPath = newValue
        }
    }
    /// Storage of `fillColor`, generated.
    private var modelStoredFillColor: Optional<CGColor?> = nil
    /// UIKit: `var fillColor: CGColor?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:20).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.fillColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var fillColor: CGColor? {
        get {
            if let value = modelStoredFillColor { return value }
            ModelFindings.unmodelled("CAShapeLayer.fillColor")
            return nil
        }
        set {
            modelStoredFillColor = newValue
        }
    }
    /// Storage of `fillRule`, generated.
    private var modelStoredFillRule: Optional<CAShapeLayerFillRule> = nil
    /// UIKit: `var fillRule: CAShapeLayerFillRule` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:21).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.fillRule` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var fillRule: CAShapeLayerFillRule {
        get {
            if let value = modelStoredFillRule { return value }
            ModelFindings.unmodelledStop("CAShapeLayer.fillRule")
        }
        set {
            modelStoredFillRule = newValue
        }
    }
    /// Storage of `strokeColor`, generated.
    private var modelStoredStrokeColor: Optional<CGColor?> = nil
    /// UIKit: `var strokeColor: CGColor?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:22).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.strokeColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var strokeColor: CGColor? {
        get {
            if let value = modelStoredStrokeColor { return value }
            ModelFindings.unmodelled("CAShapeLayer.strokeColor")
            return nil
        }
        set {
            modelStoredStrokeColor = newValue
        }
    }
    /// Storage of `strokeStart`, generated.
    private var modelStoredStrokeStart: Optional<CGFloat> = nil
    /// UIKit: `var strokeStart: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:23).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.strokeStart` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var strokeStart: CGFloat {
        get {
            if let value = modelStoredStrokeStart { return value }
            ModelFindings.unmodelled("CAShapeLayer.strokeStart")
            return 0
        }
        set {
            modelStoredStrokeStart = newValue
        }
    }
    /// Storage of `strokeEnd`, generated.
    private var modelStoredStrokeEnd: Optional<CGFloat> = nil
    /// UIKit: `var strokeEnd: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:24).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.strokeEnd` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var strokeEnd: CGFloat {
        get {
            if let value = modelStoredStrokeEnd { return value }
            ModelFindings.unmodelled("CAShapeLayer.strokeEnd")
            return 0
        }
        set {
            modelStoredStrokeEnd = newValue
        }
    }
    /// Storage of `lineWidth`, generated.
    private var modelStoredLineWidth: Optional<CGFloat> = nil
    /// UIKit: `var lineWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:25).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.lineWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var lineWidth: CGFloat {
        get {
            if let value = modelStoredLineWidth { return value }
            ModelFindings.unmodelled("CAShapeLayer.lineWidth")
            return 0
        }
        set {
            modelStoredLineWidth = newValue
        }
    }
    /// Storage of `miterLimit`, generated.
    private var modelStoredMiterLimit: Optional<CGFloat> = nil
    /// UIKit: `var miterLimit: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:26).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.miterLimit` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var miterLimit: CGFloat {
        get {
            if let value = modelStoredMiterLimit { return value }
            ModelFindings.unmodelled("CAShapeLayer.miterLimit")
            return 0
        }
        set {
            modelStoredMiterLimit = newValue
        }
    }
    /// Storage of `lineCap`, generated.
    private var modelStoredLineCap: Optional<CAShapeLayerLineCap> = nil
    /// UIKit: `var lineCap: CAShapeLayerLineCap` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:27).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.lineCap` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var lineCap: CAShapeLayerLineCap {
        get {
            if let value = modelStoredLineCap { return value }
            ModelFindings.unmodelledStop("CAShapeLayer.lineCap")
        }
        set {
            modelStoredLineCap = newValue
        }
    }
    /// Storage of `lineJoin`, generated.
    private var modelStoredLineJoin: Optional<CAShapeLayerLineJoin> = nil
    /// UIKit: `var lineJoin: CAShapeLayerLineJoin` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:28).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.lineJoin` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var lineJoin: CAShapeLayerLineJoin {
        get {
            if let value = modelStoredLineJoin { return value }
            ModelFindings.unmodelledStop("CAShapeLayer.lineJoin")
        }
        set {
            modelStoredLineJoin = newValue
        }
    }
    /// Storage of `lineDashPhase`, generated.
    private var modelStoredLineDashPhase: Optional<CGFloat> = nil
    /// UIKit: `var lineDashPhase: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:29).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.lineDashPhase` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var lineDashPhase: CGFloat {
        get {
            if let value = modelStoredLineDashPhase { return value }
            ModelFindings.unmodelled("CAShapeLayer.lineDashPhase")
            return 0
        }
        set {
            modelStoredLineDashPhase = newValue
        }
    }
    /// Storage of `lineDashPattern`, generated.
    private var modelStoredLineDashPattern: Optional<[NSNumber]?> = nil
    /// UIKit: `var lineDashPattern: [NSNumber]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CAShapeLayer.swift:30).
    /// Stored: keeps what is set; a read before any set records `CAShapeLayer.lineDashPattern` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var lineDashPattern: [NSNumber]? {
        get {
            if let value = modelStoredLineDashPattern { return value }
            ModelFindings.unmodelled("CAShapeLayer.lineDashPattern")
            return nil
        }
        set {
            modelStoredLineDashPattern = newValue
        }
    }
}
