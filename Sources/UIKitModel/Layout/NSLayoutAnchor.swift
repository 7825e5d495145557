import Foundation

/// An attribute of a view or layout guide that constraints relate (model: constraints are
/// recorded, not solved).
///
/// Apple: NSLayoutAnchor, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension.
@MainActor @preconcurrency
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

    private func make(_ other: AnyObject?, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: self, second: other, relation: relation, multiplier: 1, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(anchor, .equal, 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(anchor, .greaterThanOrEqual, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
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

/// The system spacing between two anchors, as the model takes it: 8 points per unit of multiplier.
/// Apple documents only that the spacing "is determined by the system" (it depends on fonts for
/// baselines); 8 points is UIKit's standard spacing between sibling views.
let modelSystemSpacing: CGFloat = 8

/// Apple: NSLayoutXAxisAnchor — with iOS 11's system-spacing constraints.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Apple: constraint(equalToSystemSpacingAfter:multiplier:) — "this anchor is the system
    /// spacing times the multiplier after the specified anchor".
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .equal, multiplier: 1, constant: modelSystemSpacing * multiplier)
    }
    /// Apple: constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .greaterThanOrEqual, multiplier: 1,
            constant: modelSystemSpacing * multiplier)
    }
    /// Apple: constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .lessThanOrEqual, multiplier: 1,
            constant: modelSystemSpacing * multiplier)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:14).
    /// Unmodelled: a call records `NSLayoutXAxisAnchor.anchorWithOffset(to:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        ModelFindings.unmodelledStop("NSLayoutXAxisAnchor.anchorWithOffset(to:)")
    }
    // cellspec:generated:end
}

/// Apple: NSLayoutYAxisAnchor — with iOS 11's system-spacing constraints.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Apple: constraint(equalToSystemSpacingBelow:multiplier:) — "this anchor is the system
    /// spacing times the multiplier below the specified anchor".
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .equal, multiplier: 1, constant: modelSystemSpacing * multiplier)
    }
    /// Apple: constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .greaterThanOrEqual, multiplier: 1,
            constant: modelSystemSpacing * multiplier)
    }
    /// Apple: constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, second: anchor, relation: .lessThanOrEqual, multiplier: 1,
            constant: modelSystemSpacing * multiplier)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:19).
    /// Unmodelled: a call records `NSLayoutYAxisAnchor.anchorWithOffset(to:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 10.0)
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        ModelFindings.unmodelledStop("NSLayoutYAxisAnchor.anchorWithOffset(to:)")
    }
    // cellspec:generated:end
}

/// Apple: NSLayoutDimension — width and height anchors, also constrained to constants.
@MainActor @preconcurrency
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
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: c)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:28).
    /// Unmodelled: a call records `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        ModelFindings.unmodelledStop("NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)")
    }

    /// UIKit: `func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:31).
    /// Unmodelled: a call records `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        ModelFindings.unmodelledStop("NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }

    /// UIKit: `func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:29).
    /// Unmodelled: a call records `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        ModelFindings.unmodelledStop("NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)")
    }

    /// UIKit: `func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint` (inventory: ios14.2-sdk-interface iOS/UIKit/NSLayoutAnchor.swift:32).
    /// Unmodelled: a call records `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.0)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        ModelFindings.unmodelledStop("NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
    // cellspec:generated:end
}
