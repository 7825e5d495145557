import Foundation

/// A layer that draws a color gradient over its background.
///
/// Apple: https://developer.apple.com/documentation/quartzcore/cagradientlayer — stored state with
/// Apple's defaults: `colors` (nil), `locations` (nil: spread evenly), `startPoint` (0.5, 0),
/// `endPoint` (0.5, 1), `type` (`.axial`). The model draws nothing.
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
    /// Apple: CAGradientLayer.colors — "An array of CGColorRef objects". Stored state.
    open var colors: [Any]?
    /// Apple: CAGradientLayer.locations. Stored state.
    open var locations: [NSNumber]?
    /// Apple: CAGradientLayer.startPoint — (0.5, 0) by default, in the unit coordinate space.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Apple: CAGradientLayer.endPoint — (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Apple: CAGradientLayer.type — `.axial` by default.
    open var type: CAGradientLayerType = .axial
}

/// Apple: CAGradientLayerType.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
