import Foundation

/// A path of straight and curved segments.
///
/// Apple: UIBezierPath — `init(rect:)`, `init(roundedRect:cornerRadius:)`,
/// `init(roundedRect:byRoundingCorners:cornerRadii:)`, `init(ovalIn:)`, `move(to:)`,
/// `addLine(to:)`, `close()`, `bounds`, `cgPath`, `lineWidth`. The model tracks the bounds of the
/// points and rectangles it is given; it draws nothing (stored state).
@MainActor @preconcurrency
open class UIBezierPath: NSObject {
    private var points: [CGPoint] = []
    /// Apple: UIBezierPath.lineWidth (1).
    open var lineWidth: CGFloat = 1

    /// Apple: UIBezierPath.init().
    public override init() { super.init() }

    /// Apple: UIBezierPath.init(rect:).
    public convenience init(rect: CGRect) {
        self.init()
        modelAdd(rect)
    }

    /// Apple: UIBezierPath.init(ovalIn:).
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }

    /// Apple: UIBezierPath.init(roundedRect:cornerRadius:).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }

    /// Apple: UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }

    /// Apple: UIBezierPath.move(to:).
    open func move(to point: CGPoint) { points.append(point) }
    /// Apple: UIBezierPath.addLine(to:).
    open func addLine(to point: CGPoint) { points.append(point) }
    /// Apple: UIBezierPath.close().
    open func close() {}

    /// Apple: UIBezierPath.bounds — the rectangle enclosing the path's points.
    open var bounds: CGRect {
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Apple: UIBezierPath.cgPath.
    open var cgPath: CGPath { CGPath(bounds: bounds) }

    private func modelAdd(_ rect: CGRect) {
        points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func addArc( withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-addarc(withcenter:radius:startangle:endangle:clockwise:).md:16).
    /// Unmodelled: a call records `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)` and does nothing.
    @available(iOS, introduced: 4.0)
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        ModelFindings.unmodelled("UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)")
    }

    /// UIKit: `func addClip()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-addclip().md:16).
    /// Unmodelled: a call records `UIBezierPath.addClip()` and does nothing.
    @available(iOS, introduced: 3.2)
    open func addClip() {
        ModelFindings.unmodelled("UIBezierPath.addClip()")
    }

    /// UIKit: `func addCurve( to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-addcurve(to:controlpoint1:controlpoint2:).md:16).
    /// Unmodelled: a call records `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        ModelFindings.unmodelled("UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)")
    }

    /// UIKit: `func addQuadCurve( to endPoint: CGPoint, controlPoint: CGPoint )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-addquadcurve(to:controlpoint:).md:16).
    /// Unmodelled: a call records `UIBezierPath.addQuadCurve(to:controlPoint:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        ModelFindings.unmodelled("UIBezierPath.addQuadCurve(to:controlPoint:)")
    }

    /// UIKit: `func append(_ bezierPath: UIBezierPath)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-append(_:).md:16).
    /// Unmodelled: a call records `UIBezierPath.append(_:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func append(_ bezierPath: UIBezierPath) {
        ModelFindings.unmodelled("UIBezierPath.append(_:)")
    }

    /// UIKit: `func apply(_ transform: CGAffineTransform)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-apply(_:).md:16).
    /// Unmodelled: a call records `UIBezierPath.apply(_:)` and does nothing.
    @available(iOS, introduced: 3.2)
    open func apply(_ transform: CGAffineTransform) {
        ModelFindings.unmodelled("UIBezierPath.apply(_:)")
    }

    /// UIKit: `func contains(_ point: CGPoint) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-contains(_:).md:16).
    /// Unmodelled: a call records `UIBezierPath.contains(_:)` and returns `false`.
    @available(iOS, introduced: 3.2)
    open func contains(_ point: CGPoint) -> Bool {
        ModelFindings.unmodelled("UIBezierPath.contains(_:)")
        return false
    }

    /// UIKit: `var currentPoint: CGPoint { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-currentpoint.md:16).
    /// Unmodelled: reading records `UIBezierPath.currentPoint` and returns `.zero`.
    @available(iOS, introduced: 3.2)
    open var currentPoint: CGPoint {
        get {
            ModelFindings.unmodelled("UIBezierPath.currentPoint")
            return .zero
        }
    }

    /// UIKit: `func fill()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-fill().md:16).
    /// Unmodelled: a call records `UIBezierPath.fill()` and does nothing.
    @available(iOS, introduced: 3.2)
    open func fill() {
        ModelFindings.unmodelled("UIBezierPath.fill()")
    }

    /// Storage of `flatness`, generated.
    private var modelStoredFlatness: Optional<CGFloat> = nil
    /// UIKit: `var flatness: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-flatness.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBezierPath.flatness` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var flatness: CGFloat {
        get {
            if let value = modelStoredFlatness { return value }
            ModelFindings.unmodelled("UIBezierPath.flatness")
            return 0
        }
        set {
            modelStoredFlatness = newValue
        }
    }

    /// UIKit: `convenience init( arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-init(arccenter:radius:startangle:endangle:clockwise:).md:16).
    /// Unmodelled: a call records `UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)` and makes the object with `init()`.
    @available(iOS, introduced: 3.2)
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        ModelFindings.unmodelled("UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)")
    }

    /// UIKit: `convenience init(cgPath CGPath: CGPath)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-init(cgpath:).md:16).
    /// Unmodelled: a call records `UIBezierPath.init(cgPath:)` and makes the object with `init()`.
    @available(iOS, introduced: 3.2)
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        ModelFindings.unmodelled("UIBezierPath.init(cgPath:)")
    }

    /// UIKit: `var isEmpty: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-isempty.md:16).
    /// Unmodelled: reading records `UIBezierPath.isEmpty` and returns `false`.
    @available(iOS, introduced: 3.2)
    open var isEmpty: Bool {
        get {
            ModelFindings.unmodelled("UIBezierPath.isEmpty")
            return false
        }
    }

    /// Storage of `miterLimit`, generated.
    private var modelStoredMiterLimit: Optional<CGFloat> = nil
    /// UIKit: `var miterLimit: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-miterlimit.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBezierPath.miterLimit` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var miterLimit: CGFloat {
        get {
            if let value = modelStoredMiterLimit { return value }
            ModelFindings.unmodelled("UIBezierPath.miterLimit")
            return 0
        }
        set {
            modelStoredMiterLimit = newValue
        }
    }

    /// UIKit: `func removeAllPoints()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-removeallpoints().md:16).
    /// Unmodelled: a call records `UIBezierPath.removeAllPoints()` and does nothing.
    @available(iOS, introduced: 3.2)
    open func removeAllPoints() {
        ModelFindings.unmodelled("UIBezierPath.removeAllPoints()")
    }

    /// UIKit: `func reversing() -> UIBezierPath` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-reversing().md:16).
    /// Unmodelled: a call records `UIBezierPath.reversing()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 6.0)
    open func reversing() -> UIBezierPath {
        ModelFindings.unmodelledStop("UIBezierPath.reversing()")
    }

    /// UIKit: `func stroke()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-stroke().md:16).
    /// Unmodelled: a call records `UIBezierPath.stroke()` and does nothing.
    @available(iOS, introduced: 3.2)
    open func stroke() {
        ModelFindings.unmodelled("UIBezierPath.stroke()")
    }

    /// Storage of `usesEvenOddFillRule`, generated.
    private var modelStoredUsesEvenOddFillRule: Optional<Bool> = nil
    /// UIKit: `var usesEvenOddFillRule: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibezierpath-usesevenoddfillrule.md:16).
    /// Stored: keeps what is set; a read before any set records `UIBezierPath.usesEvenOddFillRule` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var usesEvenOddFillRule: Bool {
        get {
            if let value = modelStoredUsesEvenOddFillRule { return value }
            ModelFindings.unmodelled("UIBezierPath.usesEvenOddFillRule")
            return false
        }
        set {
            modelStoredUsesEvenOddFillRule = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UIRectCorner — corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
