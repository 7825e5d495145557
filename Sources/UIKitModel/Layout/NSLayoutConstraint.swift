import Foundation

/// A layout constraint between two anchors. The model records constraints and whether they are
/// active; it does not solve them (no geometry is computed from them).
///
/// Apple: NSLayoutConstraint — `activate(_:)`, `deactivate(_:)`, `isActive`, `constant`,
/// `priority`, `multiplier`.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple: NSLayoutConstraint.Relation.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Apple: NSLayoutConstraint.Axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The anchors the constraint relates (model: kept for inspection).
    let firstAnchor: AnyObject
    let secondAnchor: AnyObject?
    /// Apple: NSLayoutConstraint.relation.
    public let relation: Relation
    /// Apple: NSLayoutConstraint.multiplier.
    public let multiplier: CGFloat
    /// Apple: NSLayoutConstraint.constant.
    open var constant: CGFloat
    /// Apple: NSLayoutConstraint.priority.
    open var priority: UILayoutPriority = .required
    /// Apple: NSLayoutConstraint.isActive.
    open var isActive = false
    /// Apple: NSLayoutConstraint.identifier.
    open var identifier: String?

    init(first: AnyObject, second: AnyObject?, relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        self.firstAnchor = first
        self.secondAnchor = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Apple: NSLayoutConstraint.activate(_:).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Apple: NSLayoutConstraint.deactivate(_:).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// Apple: UILayoutPriority.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue - rhs) }
}
