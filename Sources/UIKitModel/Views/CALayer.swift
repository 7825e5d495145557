import Foundation

/// The Core Animation layer behind every view: corner rounding, border, shadow and mask settings.
///
/// Apple: CALayer — `cornerRadius`, `cornerCurve` (iOS 13), `maskedCorners` (iOS 11),
/// `masksToBounds`, `borderWidth`, `borderColor`, `shadowColor`, `shadowOpacity` (0 by default:
/// no shadow), `shadowOffset` ((0, -3) by default), `shadowRadius` (3), `shadowPath`,
/// `backgroundColor`, `opacity`, `isHidden`, `zPosition`, `name`. The model renders nothing:
/// these are faithful stored state with Apple's default values, except `masksToBounds`, which is
/// the owning view's `clipsToBounds` (Apple: UIView.clipsToBounds — "Setting this value to true
/// causes subviews to be clipped to the bounds of the receiver"; a view draws through its layer,
/// Apple: UIView.layer).
@MainActor @preconcurrency
open class CALayer: NSObject {
    /// The view this layer backs (Apple: "the view is the layer's delegate").
    public private(set) weak var modelView: UIView?
    private var storedMasksToBounds = false

    /// Apple: CALayer.init().
    public override init() { super.init() }

    init(view: UIView) {
        modelView = view
        super.init()
    }

    /// Apple: CALayer.cornerRadius — 0 by default; applies to the background and border, and to
    /// the contents only when `masksToBounds` is true.
    open var cornerRadius: CGFloat = 0
    /// Apple: CALayer.cornerCurve (iOS 13) — `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Apple: CALayer.maskedCorners (iOS 11) — all four corners by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Apple: CALayer.masksToBounds — for a view's layer, the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { modelView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let view = modelView { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }
    /// Apple: CALayer.borderWidth (0).
    open var borderWidth: CGFloat = 0
    /// Apple: CALayer.borderColor (opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Apple: CALayer.backgroundColor (nil). Stored state.
    open var backgroundColor: CGColor?
    /// Apple: CALayer.shadowColor (opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Apple: CALayer.shadowOpacity (0: no shadow is drawn).
    open var shadowOpacity: Float = 0
    /// Apple: CALayer.shadowOffset ((0, -3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Apple: CALayer.shadowRadius (3).
    open var shadowRadius: CGFloat = 3
    /// Apple: CALayer.shadowPath (nil: the layer's alpha channel is used).
    open var shadowPath: CGPath?
    /// Apple: CALayer.opacity (1). Stored state; a view's `alpha` is kept on the view.
    open var opacity: Float = 1
    /// Apple: CALayer.zPosition (0). Stored state.
    open var zPosition: CGFloat = 0
    /// Apple: CALayer.name. Stored state.
    open var name: String?
    /// Apple: CALayer.shouldRasterize (false). Stored state.
    open var shouldRasterize = false
    /// Apple: CALayer.rasterizationScale (1). Stored state.
    open var rasterizationScale: CGFloat = 1
    /// Apple: CALayer.mask (nil). Stored state.
    open var mask: CALayer?

    /// The layers added with `addSublayer(_:)` and its kin, bottom first (CALayer+Sublayers).
    var modelSublayers: [CALayer] = []
    weak var modelSuperlayer: CALayer?
    /// The animations added with `add(_:forKey:)`, in order, each a copy.
    var modelAnimations: [(key: String, animation: CAAnimation)] = []

    /// Apple: CALayer.frame — for a view's layer, the view's frame.
    open var frame: CGRect {
        get { modelView?.frame ?? storedFrame }
        set { if let view = modelView { view.frame = newValue } else { storedFrame = newValue } }
    }
    private var storedFrame = CGRect.zero

    /// Apple: CALayer.bounds.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
}

/// Apple: CALayerCornerCurve (iOS 13) — `circular`, `continuous`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Apple: CACornerMask (iOS 11) — which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

extension UIView {
    /// Apple: UIView.layer — "the view's Core Animation layer used for rendering"; never nil, and
    /// the same layer for the view's lifetime.
    /// The view is what a hidden check reading its layer concerns (``ModelPreviewRecorder/noteSubject(_:)``).
    public var layer: CALayer {
        ModelPreviewRecorder.noteSubject(self)
        return modelLayer
    }
}
