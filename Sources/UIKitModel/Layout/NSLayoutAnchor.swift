import Foundation

/// An attribute of a view or layout guide that constraints relate (model: constraints are
/// recorded, not solved).
///
/// Apple: NSLayoutAnchor, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to (model).
    weak var owner: AnyObject?
    /// Which attribute of its owner the anchor stands for (model).
    let attribute: NSLayoutConstraint.Attribute

    init(owner: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.owner = owner
        self.attribute = attribute
        super.init()
    }

    private func make(_ other: AnyObject?, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: other, relation: relation, multiplier: 1, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(anchor, .equal, 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, c)
    }
}

/// What every anchor tells a constraint about itself, whatever its generic type. Model internals.
@MainActor
protocol ModelAnchorIdentity: AnyObject {
    var modelOwner: AnyObject? { get }
    var modelAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: ModelAnchorIdentity {
    var modelOwner: AnyObject? { owner }
    var modelAttribute: NSLayoutConstraint.Attribute { attribute }
}

/// Apple: NSLayoutXAxisAnchor.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Apple: NSLayoutYAxisAnchor.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Apple: NSLayoutDimension — width and height anchors, also constrained to constants.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .equal, multiplier: 1, constant: c)
    }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: c)
    }
}
