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
