import Foundation

/// An immutable graphics path. Foundation on Linux lacks Core Graphics' `CGPath`; the model keeps
/// the rectangle a path bounds, enough for `shadowPath` and `UIBezierPath.cgPath`.
///
/// Apple: CGPath — `init(rect:transform:)`, `init(roundedRect:cornerWidth:cornerHeight:transform:)`,
/// `boundingBox`. Stored state: nothing is drawn.
public final class CGPath: Hashable, @unchecked Sendable {
    /// Apple: CGPath.boundingBox.
    public let boundingBox: CGRect

    init(bounds: CGRect) { boundingBox = bounds }

    /// Apple: CGPath.init(rect:transform:).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(bounds: rect)
    }

    /// Apple: CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(bounds: rect)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.boundingBox == rhs.boundingBox }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(boundingBox.origin.x)
        hasher.combine(boundingBox.origin.y)
        hasher.combine(boundingBox.size.width)
        hasher.combine(boundingBox.size.height)
    }
}
