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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func action(forKey event: String) -> CAAction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:132).
    /// Unmodelled: a call records `CALayer.action(forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func action(forKey event: String) -> CAAction? {
        ModelFindings.unmodelled("CALayer.action(forKey:)")
        return nil
    }

    /// Storage of `actions`, generated.
    private var modelStoredActions: Optional<[String: CAAction]?> = nil
    /// UIKit: `var actions: [String : CAAction]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:133).
    /// Stored: keeps what is set; a read before any set records `CALayer.actions` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var actions: [String: CAAction]? {
        get {
            if let value = modelStoredActions { return value }
            ModelFindings.unmodelled("CALayer.actions")
            return nil
        }
        set {
            modelStoredActions = newValue
        }
    }

    /// UIKit: `func affineTransform() -> CGAffineTransform` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:52).
    /// Unmodelled: a call records `CALayer.affineTransform()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open func affineTransform() -> CGAffineTransform {
        ModelFindings.unmodelledStop("CALayer.affineTransform()")
    }

    /// Storage of `allowsEdgeAntialiasing`, generated.
    private var modelStoredAllowsEdgeAntialiasing: Optional<Bool> = nil
    /// UIKit: `var allowsEdgeAntialiasing: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:101).
    /// Stored: keeps what is set; a read before any set records `CALayer.allowsEdgeAntialiasing` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var allowsEdgeAntialiasing: Bool {
        get {
            if let value = modelStoredAllowsEdgeAntialiasing { return value }
            ModelFindings.unmodelled("CALayer.allowsEdgeAntialiasing")
            return false
        }
        set {
            modelStoredAllowsEdgeAntialiasing = newValue
        }
    }

    /// Storage of `allowsGroupOpacity`, generated.
    private var modelStoredAllowsGroupOpacity: Optional<Bool> = nil
    /// UIKit: `var allowsGroupOpacity: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:114).
    /// Stored: keeps what is set; a read before any set records `CALayer.allowsGroupOpacity` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var allowsGroupOpacity: Bool {
        get {
            if let value = modelStoredAllowsGroupOpacity { return value }
            ModelFindings.unmodelled("CALayer.allowsGroupOpacity")
            return false
        }
        set {
            modelStoredAllowsGroupOpacity = newValue
        }
    }

    /// Storage of `anchorPoint`, generated.
    private var modelStoredAnchorPoint: Optional<CGPoint> = nil
    /// UIKit: `var anchorPoint: CGPoint` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:49).
    /// Stored: keeps what is set; a read before any set records `CALayer.anchorPoint` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var anchorPoint: CGPoint {
        get {
            if let value = modelStoredAnchorPoint { return value }
            ModelFindings.unmodelled("CALayer.anchorPoint")
            return .zero
        }
        set {
            modelStoredAnchorPoint = newValue
        }
    }

    /// Storage of `anchorPointZ`, generated.
    private var modelStoredAnchorPointZ: Optional<CGFloat> = nil
    /// UIKit: `var anchorPointZ: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:50).
    /// Stored: keeps what is set; a read before any set records `CALayer.anchorPointZ` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var anchorPointZ: CGFloat {
        get {
            if let value = modelStoredAnchorPointZ { return value }
            ModelFindings.unmodelled("CALayer.anchorPointZ")
            return 0
        }
        set {
            modelStoredAnchorPointZ = newValue
        }
    }

    /// Storage of `backgroundFilters`, generated.
    private var modelStoredBackgroundFilters: Optional<[Any]?> = nil
    /// UIKit: `var backgroundFilters: [Any]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:118).
    /// Stored: keeps what is set; a read before any set records `CALayer.backgroundFilters` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var backgroundFilters: [Any]? {
        get {
            if let value = modelStoredBackgroundFilters { return value }
            ModelFindings.unmodelled("CALayer.backgroundFilters")
            return nil
        }
        set {
            modelStoredBackgroundFilters = newValue
        }
    }

    /// Storage of `compositingFilter`, generated.
    private var modelStoredCompositingFilter: Optional<Any?> = nil
    /// UIKit: `var compositingFilter: Any?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:116).
    /// Stored: keeps what is set; a read before any set records `CALayer.compositingFilter` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var compositingFilter: Any? {
        get {
            if let value = modelStoredCompositingFilter { return value }
            ModelFindings.unmodelled("CALayer.compositingFilter")
            return nil
        }
        set {
            modelStoredCompositingFilter = newValue
        }
    }

    /// UIKit: `func contains(_ p: CGPoint) -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:77).
    /// Unmodelled: a call records `CALayer.contains(_:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func contains(_ p: CGPoint) -> Bool {
        ModelFindings.unmodelled("CALayer.contains(_:)")
        return false
    }

    /// Storage of `contents`, generated.
    private var modelStoredContents: Optional<Any?> = nil
    /// UIKit: `var contents: Any?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:78).
    /// Stored: keeps what is set; a read before any set records `CALayer.contents` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var contents: Any? {
        get {
            if let value = modelStoredContents { return value }
            ModelFindings.unmodelled("CALayer.contents")
            return nil
        }
        set {
            modelStoredContents = newValue
        }
    }

    /// UIKit: `func contentsAreFlipped() -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:58).
    /// Unmodelled: a call records `CALayer.contentsAreFlipped()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func contentsAreFlipped() -> Bool {
        ModelFindings.unmodelled("CALayer.contentsAreFlipped()")
        return false
    }

    /// Storage of `contentsCenter`, generated.
    private var modelStoredContentsCenter: Optional<CGRect> = nil
    /// UIKit: `var contentsCenter: CGRect` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:83).
    /// Stored: keeps what is set; a read before any set records `CALayer.contentsCenter` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var contentsCenter: CGRect {
        get {
            if let value = modelStoredContentsCenter { return value }
            ModelFindings.unmodelled("CALayer.contentsCenter")
            return .zero
        }
        set {
            modelStoredContentsCenter = newValue
        }
    }

    /// Storage of `contentsFormat`, generated.
    private var modelStoredContentsFormat: Optional<CALayerContentsFormat> = nil
    /// UIKit: `var contentsFormat: CALayerContentsFormat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:84).
    /// Stored: keeps what is set; a read before any set records `CALayer.contentsFormat` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 10.0)
    open var contentsFormat: CALayerContentsFormat {
        get {
            if let value = modelStoredContentsFormat { return value }
            ModelFindings.unmodelledStop("CALayer.contentsFormat")
        }
        set {
            modelStoredContentsFormat = newValue
        }
    }

    /// Storage of `contentsGravity`, generated.
    private var modelStoredContentsGravity: Optional<CALayerContentsGravity> = nil
    /// UIKit: `var contentsGravity: CALayerContentsGravity` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:80).
    /// Stored: keeps what is set; a read before any set records `CALayer.contentsGravity` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var contentsGravity: CALayerContentsGravity {
        get {
            if let value = modelStoredContentsGravity { return value }
            ModelFindings.unmodelledStop("CALayer.contentsGravity")
        }
        set {
            modelStoredContentsGravity = newValue
        }
    }

    /// Storage of `contentsRect`, generated.
    private var modelStoredContentsRect: Optional<CGRect> = nil
    /// UIKit: `var contentsRect: CGRect` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:79).
    /// Stored: keeps what is set; a read before any set records `CALayer.contentsRect` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var contentsRect: CGRect {
        get {
            if let value = modelStoredContentsRect { return value }
            ModelFindings.unmodelled("CALayer.contentsRect")
            return .zero
        }
        set {
            modelStoredContentsRect = newValue
        }
    }

    /// Storage of `contentsScale`, generated.
    private var modelStoredContentsScale: Optional<CGFloat> = nil
    /// UIKit: `var contentsScale: CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:81).
    /// Stored: keeps what is set; a read before any set records `CALayer.contentsScale` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 4.0)
    open var contentsScale: CGFloat {
        get {
            if let value = modelStoredContentsScale { return value }
            ModelFindings.unmodelled("CALayer.contentsScale")
            return 0
        }
        set {
            modelStoredContentsScale = newValue
        }
    }

    /// UIKit: `func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:70).
    /// Unmodelled: a call records `CALayer.convert(_:from:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        ModelFindings.unmodelled("CALayer.convert(_:from:)")
        return .zero
    }

    /// UIKit: `func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:71).
    /// Unmodelled: a call records `CALayer.convert(_:to:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        ModelFindings.unmodelled("CALayer.convert(_:to:)")
        return .zero
    }

    /// UIKit: `func convert(_ r: CGRect, from l: CALayer?) -> CGRect` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:72).
    /// Unmodelled: a call records `CALayer.convert(_:from:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        ModelFindings.unmodelled("CALayer.convert(_:from:)")
        return .zero
    }

    /// UIKit: `func convert(_ r: CGRect, to l: CALayer?) -> CGRect` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:73).
    /// Unmodelled: a call records `CALayer.convert(_:to:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        ModelFindings.unmodelled("CALayer.convert(_:to:)")
        return .zero
    }

    /// UIKit: `func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:74).
    /// Unmodelled: a call records `CALayer.convertTime(_:from:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        ModelFindings.unmodelled("CALayer.convertTime(_:from:)")
        return 0
    }

    /// UIKit: `func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:75).
    /// Unmodelled: a call records `CALayer.convertTime(_:to:)` and returns `0`.
    @available(iOS, introduced: 2.0)
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        ModelFindings.unmodelled("CALayer.convertTime(_:to:)")
        return 0
    }

    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<CALayerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak CALayerDelegate?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:140).
    /// Stored: keeps what is set; a read before any set records `CALayer.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var delegate: CALayerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("CALayer.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// UIKit: `func display()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:90).
    /// Unmodelled: a call records `CALayer.display()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func display() {
        ModelFindings.unmodelled("CALayer.display()")
    }

    /// UIKit: `func displayIfNeeded()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:94).
    /// Unmodelled: a call records `CALayer.displayIfNeeded()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func displayIfNeeded() {
        ModelFindings.unmodelled("CALayer.displayIfNeeded()")
    }

    /// Storage of `drawsAsynchronously`, generated.
    private var modelStoredDrawsAsynchronously: Optional<Bool> = nil
    /// UIKit: `var drawsAsynchronously: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:96).
    /// Stored: keeps what is set; a read before any set records `CALayer.drawsAsynchronously` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var drawsAsynchronously: Bool {
        get {
            if let value = modelStoredDrawsAsynchronously { return value }
            ModelFindings.unmodelled("CALayer.drawsAsynchronously")
            return false
        }
        set {
            modelStoredDrawsAsynchronously = newValue
        }
    }

    /// Storage of `edgeAntialiasingMask`, generated.
    private var modelStoredEdgeAntialiasingMask: Optional<CAEdgeAntialiasingMask> = nil
    /// UIKit: `var edgeAntialiasingMask: CAEdgeAntialiasingMask` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:100).
    /// Stored: keeps what is set; a read before any set records `CALayer.edgeAntialiasingMask` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get {
            if let value = modelStoredEdgeAntialiasingMask { return value }
            ModelFindings.unmodelled("CALayer.edgeAntialiasingMask")
            return []
        }
        set {
            modelStoredEdgeAntialiasingMask = newValue
        }
    }

    /// Storage of `filters`, generated.
    private var modelStoredFilters: Optional<[Any]?> = nil
    /// UIKit: `var filters: [Any]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:117).
    /// Stored: keeps what is set; a read before any set records `CALayer.filters` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var filters: [Any]? {
        get {
            if let value = modelStoredFilters { return value }
            ModelFindings.unmodelled("CALayer.filters")
            return nil
        }
        set {
            modelStoredFilters = newValue
        }
    }

    /// UIKit: `func hitTest(_ p: CGPoint) -> CALayer?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:76).
    /// Unmodelled: a call records `CALayer.hitTest(_:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func hitTest(_ p: CGPoint) -> CALayer? {
        ModelFindings.unmodelled("CALayer.hitTest(_:)")
        return nil
    }

    /// UIKit: `init(layer: Any)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:40).
    /// Unmodelled: a call records `CALayer.init(layer:)` and makes the object with `init()`.
    @available(iOS, introduced: 2.0)
    public convenience init(layer: Any) {
        self.init()
        ModelFindings.unmodelled("CALayer.init(layer:)")
    }

    /// Storage of `isDoubleSided`, generated.
    private var modelStoredIsDoubleSided: Optional<Bool> = nil
    /// UIKit: `var isDoubleSided: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:56).
    /// Stored: keeps what is set; a read before any set records `CALayer.isDoubleSided` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isDoubleSided: Bool {
        get {
            if let value = modelStoredIsDoubleSided { return value }
            ModelFindings.unmodelled("CALayer.isDoubleSided")
            return false
        }
        set {
            modelStoredIsDoubleSided = newValue
        }
    }

    /// Storage of `isGeometryFlipped`, generated.
    private var modelStoredIsGeometryFlipped: Optional<Bool> = nil
    /// UIKit: `var isGeometryFlipped: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:57).
    /// Stored: keeps what is set; a read before any set records `CALayer.isGeometryFlipped` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isGeometryFlipped: Bool {
        get {
            if let value = modelStoredIsGeometryFlipped { return value }
            ModelFindings.unmodelled("CALayer.isGeometryFlipped")
            return false
        }
        set {
            modelStoredIsGeometryFlipped = newValue
        }
    }

    /// Storage of `isHidden`, generated.
    private var modelStoredIsHidden: Optional<Bool> = nil
    /// UIKit: `var isHidden: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:55).
    /// Stored: keeps what is set; a read before any set records `CALayer.isHidden` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isHidden: Bool {
        get {
            if let value = modelStoredIsHidden { return value }
            ModelFindings.unmodelled("CALayer.isHidden")
            return false
        }
        set {
            modelStoredIsHidden = newValue
        }
    }

    /// Storage of `isOpaque`, generated.
    private var modelStoredIsOpaque: Optional<Bool> = nil
    /// UIKit: `var isOpaque: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:89).
    /// Stored: keeps what is set; a read before any set records `CALayer.isOpaque` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var isOpaque: Bool {
        get {
            if let value = modelStoredIsOpaque { return value }
            ModelFindings.unmodelled("CALayer.isOpaque")
            return false
        }
        set {
            modelStoredIsOpaque = newValue
        }
    }

    /// UIKit: `func layoutIfNeeded()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:129).
    /// Unmodelled: a call records `CALayer.layoutIfNeeded()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func layoutIfNeeded() {
        ModelFindings.unmodelled("CALayer.layoutIfNeeded()")
    }

    /// UIKit: `func layoutSublayers()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:130).
    /// Unmodelled: a call records `CALayer.layoutSublayers()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func layoutSublayers() {
        ModelFindings.unmodelled("CALayer.layoutSublayers()")
    }

    /// Storage of `magnificationFilter`, generated.
    private var modelStoredMagnificationFilter: Optional<CALayerContentsFilter> = nil
    /// UIKit: `var magnificationFilter: CALayerContentsFilter` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:87).
    /// Stored: keeps what is set; a read before any set records `CALayer.magnificationFilter` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var magnificationFilter: CALayerContentsFilter {
        get {
            if let value = modelStoredMagnificationFilter { return value }
            ModelFindings.unmodelledStop("CALayer.magnificationFilter")
        }
        set {
            modelStoredMagnificationFilter = newValue
        }
    }

    /// Storage of `minificationFilter`, generated.
    private var modelStoredMinificationFilter: Optional<CALayerContentsFilter> = nil
    /// UIKit: `var minificationFilter: CALayerContentsFilter` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:86).
    /// Stored: keeps what is set; a read before any set records `CALayer.minificationFilter` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var minificationFilter: CALayerContentsFilter {
        get {
            if let value = modelStoredMinificationFilter { return value }
            ModelFindings.unmodelledStop("CALayer.minificationFilter")
        }
        set {
            modelStoredMinificationFilter = newValue
        }
    }

    /// Storage of `minificationFilterBias`, generated.
    private var modelStoredMinificationFilterBias: Optional<Float> = nil
    /// UIKit: `var minificationFilterBias: Float` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:88).
    /// Stored: keeps what is set; a read before any set records `CALayer.minificationFilterBias` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var minificationFilterBias: Float {
        get {
            if let value = modelStoredMinificationFilterBias { return value }
            ModelFindings.unmodelled("CALayer.minificationFilterBias")
            return 0
        }
        set {
            modelStoredMinificationFilterBias = newValue
        }
    }

    /// UIKit: `func model() -> Self` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:42).
    /// Unmodelled: a call records `CALayer.model()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 2.0)
    open func model() -> Self {
        ModelFindings.unmodelledStop("CALayer.model()")
    }

    /// UIKit: `func needsDisplay() -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:93).
    /// Unmodelled: a call records `CALayer.needsDisplay()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func needsDisplay() -> Bool {
        ModelFindings.unmodelled("CALayer.needsDisplay()")
        return false
    }

    /// Storage of `needsDisplayOnBoundsChange`, generated.
    private var modelStoredNeedsDisplayOnBoundsChange: Optional<Bool> = nil
    /// UIKit: `var needsDisplayOnBoundsChange: Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:95).
    /// Stored: keeps what is set; a read before any set records `CALayer.needsDisplayOnBoundsChange` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var needsDisplayOnBoundsChange: Bool {
        get {
            if let value = modelStoredNeedsDisplayOnBoundsChange { return value }
            ModelFindings.unmodelled("CALayer.needsDisplayOnBoundsChange")
            return false
        }
        set {
            modelStoredNeedsDisplayOnBoundsChange = newValue
        }
    }

    /// UIKit: `func needsLayout() -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:128).
    /// Unmodelled: a call records `CALayer.needsLayout()` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func needsLayout() -> Bool {
        ModelFindings.unmodelled("CALayer.needsLayout()")
        return false
    }

    /// Storage of `position`, generated.
    private var modelStoredPosition: Optional<CGPoint> = nil
    /// UIKit: `var position: CGPoint` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:47).
    /// Stored: keeps what is set; a read before any set records `CALayer.position` and returns `.zero` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var position: CGPoint {
        get {
            if let value = modelStoredPosition { return value }
            ModelFindings.unmodelled("CALayer.position")
            return .zero
        }
        set {
            modelStoredPosition = newValue
        }
    }

    /// UIKit: `func preferredFrameSize() -> CGSize` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:126).
    /// Unmodelled: a call records `CALayer.preferredFrameSize()` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func preferredFrameSize() -> CGSize {
        ModelFindings.unmodelled("CALayer.preferredFrameSize()")
        return .zero
    }

    /// UIKit: `func presentation() -> Self?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:41).
    /// Unmodelled: a call records `CALayer.presentation()` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func presentation() -> Self? {
        ModelFindings.unmodelled("CALayer.presentation()")
        return nil
    }

    /// UIKit: `func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:66).
    /// Unmodelled: a call records `CALayer.replaceSublayer(_:with:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        ModelFindings.unmodelled("CALayer.replaceSublayer(_:with:)")
    }

    /// UIKit: `func resize(withOldSuperlayerSize size: CGSize)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-resize(witholdsuperlayersize:).md:16).
    /// Unmodelled: a call records `CALayer.resize(withOldSuperlayerSize:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func resize(withOldSuperlayerSize size: CGSize) {
        ModelFindings.unmodelled("CALayer.resize(withOldSuperlayerSize:)")
    }

    /// UIKit: `func resizeSublayers(withOldSize size: CGSize)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-resizesublayers(witholdsize:).md:16).
    /// Unmodelled: a call records `CALayer.resizeSublayers(withOldSize:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func resizeSublayers(withOldSize size: CGSize) {
        ModelFindings.unmodelled("CALayer.resizeSublayers(withOldSize:)")
    }

    /// UIKit: `func scroll(_ p: CGPoint)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-scroll(_:).md:16).
    /// Unmodelled: a call records `CALayer.scroll(_:)` and does nothing.
    open func scroll(_ p: CGPoint) {
        ModelFindings.unmodelled("CALayer.scroll(_:)")
    }

    /// UIKit: `func scrollRectToVisible(_ r: CGRect)` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-scrollrecttovisible(_:).md:16).
    /// Unmodelled: a call records `CALayer.scrollRectToVisible(_:)` and does nothing.
    open func scrollRectToVisible(_ r: CGRect) {
        ModelFindings.unmodelled("CALayer.scrollRectToVisible(_:)")
    }

    /// UIKit: `func setAffineTransform(_ m: CGAffineTransform)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:53).
    /// Unmodelled: a call records `CALayer.setAffineTransform(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setAffineTransform(_ m: CGAffineTransform) {
        ModelFindings.unmodelled("CALayer.setAffineTransform(_:)")
    }

    /// UIKit: `func setNeedsDisplay()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:91).
    /// Unmodelled: a call records `CALayer.setNeedsDisplay()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setNeedsDisplay() {
        ModelFindings.unmodelled("CALayer.setNeedsDisplay()")
    }

    /// UIKit: `func setNeedsDisplay(_ r: CGRect)` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:92).
    /// Unmodelled: a call records `CALayer.setNeedsDisplay(_:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setNeedsDisplay(_ r: CGRect) {
        ModelFindings.unmodelled("CALayer.setNeedsDisplay(_:)")
    }

    /// UIKit: `func setNeedsLayout()` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:127).
    /// Unmodelled: a call records `CALayer.setNeedsLayout()` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setNeedsLayout() {
        ModelFindings.unmodelled("CALayer.setNeedsLayout()")
    }

    /// UIKit: `func shouldArchiveValue(forKey key: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:45).
    /// Unmodelled: a call records `CALayer.shouldArchiveValue(forKey:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open func shouldArchiveValue(forKey key: String) -> Bool {
        ModelFindings.unmodelled("CALayer.shouldArchiveValue(forKey:)")
        return false
    }

    /// UIKit: `class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:109).
    /// Unmodelled: a call records `CALayer.cornerCurveExpansionFactor(_:)` and returns `0`.
    @available(iOS, introduced: 13.0)
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        ModelFindings.unmodelled("CALayer.cornerCurveExpansionFactor(_:)")
        return 0
    }

    /// UIKit: `class func defaultAction(forKey event: String) -> CAAction?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:131).
    /// Unmodelled: a call records `CALayer.defaultAction(forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func defaultAction(forKey event: String) -> CAAction? {
        ModelFindings.unmodelled("CALayer.defaultAction(forKey:)")
        return nil
    }

    /// UIKit: `class func defaultValue(forKey key: String) -> Any?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:43).
    /// Unmodelled: a call records `CALayer.defaultValue(forKey:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open class func defaultValue(forKey key: String) -> Any? {
        ModelFindings.unmodelled("CALayer.defaultValue(forKey:)")
        return nil
    }

    /// UIKit: `class func needsDisplay(forKey key: String) -> Bool` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:44).
    /// Unmodelled: a call records `CALayer.needsDisplay(forKey:)` and returns `false`.
    @available(iOS, introduced: 2.0)
    open class func needsDisplay(forKey key: String) -> Bool {
        ModelFindings.unmodelled("CALayer.needsDisplay(forKey:)")
        return false
    }

    /// Storage of `style`, generated.
    private var modelStoredStyle: Optional<[AnyHashable: Any]?> = nil
    /// UIKit: `var style: [AnyHashable : Any]?` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:141).
    /// Stored: keeps what is set; a read before any set records `CALayer.style` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var style: [AnyHashable: Any]? {
        get {
            if let value = modelStoredStyle { return value }
            ModelFindings.unmodelled("CALayer.style")
            return nil
        }
        set {
            modelStoredStyle = newValue
        }
    }

    /// Storage of `sublayerTransform`, generated.
    private var modelStoredSublayerTransform: Optional<CATransform3D> = nil
    /// UIKit: `var sublayerTransform: CATransform3D` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:67).
    /// Stored: keeps what is set; a read before any set records `CALayer.sublayerTransform` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var sublayerTransform: CATransform3D {
        get {
            if let value = modelStoredSublayerTransform { return value }
            ModelFindings.unmodelledStop("CALayer.sublayerTransform")
        }
        set {
            modelStoredSublayerTransform = newValue
        }
    }

    /// Storage of `toneMapMode`, generated.
    private var modelStoredToneMapMode: Optional<CALayer.ToneMapMode> = nil
    /// UIKit: `var toneMapMode: CALayer.ToneMapMode { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-tonemapmode.md:14).
    /// Stored: keeps what is set; a read before any set records `CALayer.toneMapMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 18.0)
    open var toneMapMode: CALayer.ToneMapMode {
        get {
            if let value = modelStoredToneMapMode { return value }
            ModelAvailability.require("CALayer.toneMapMode", introduced: 18)
            ModelFindings.unmodelledStop("CALayer.toneMapMode")
        }
        set {
            modelStoredToneMapMode = newValue
        }
    }

    /// Storage of `transform`, generated.
    private var modelStoredTransform: Optional<CATransform3D> = nil
    /// UIKit: `var transform: CATransform3D` (inventory: ios14.2-sdk-interface iOS/QuartzCore/CALayer.swift:51).
    /// Stored: keeps what is set; a read before any set records `CALayer.transform` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var transform: CATransform3D {
        get {
            if let value = modelStoredTransform { return value }
            ModelFindings.unmodelledStop("CALayer.transform")
        }
        set {
            modelStoredTransform = newValue
        }
    }

    /// UIKit: `var visibleRect: CGRect { get }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-visiblerect.md:16).
    /// Unmodelled: reading records `CALayer.visibleRect` and returns `.zero`.
    open var visibleRect: CGRect {
        get {
            ModelFindings.unmodelled("CALayer.visibleRect")
            return .zero
        }
    }

    /// Storage of `wantsExtendedDynamicRangeContent`, generated.
    private var modelStoredWantsExtendedDynamicRangeContent: Optional<Bool> = nil
    /// UIKit: `var wantsExtendedDynamicRangeContent: Bool { get set }` (inventory: apple-docs-ios18.4 QuartzCore/md/core animation-calayer-wantsextendeddynamicrangecontent.md:14).
    /// Stored: keeps what is set; a read before any set records `CALayer.wantsExtendedDynamicRangeContent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var wantsExtendedDynamicRangeContent: Bool {
        get {
            if let value = modelStoredWantsExtendedDynamicRangeContent { return value }
            ModelAvailability.require("CALayer.wantsExtendedDynamicRangeContent", introduced: 17)
            ModelFindings.unmodelled("CALayer.wantsExtendedDynamicRangeContent")
            return false
        }
        set {
            modelStoredWantsExtendedDynamicRangeContent = newValue
        }
    }
    // cellspec:generated:end
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
