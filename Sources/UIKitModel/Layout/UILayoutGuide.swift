import Foundation

/// A rectangle in a view's layout that constraints can refer to (model: not solved).
///
/// Apple: UILayoutGuide — `owningView`, `identifier`, and the anchors.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// Apple: UILayoutGuide.owningView.
    open weak var owningView: UIView?
    /// Apple: UILayoutGuide.identifier.
    open var identifier = ""
    lazy var anchors = ModelLayoutAnchors(owner: self)
    /// The active constraints that relate this guide (model internals).
    var modelConstraints: [NSLayoutConstraint] = []

    func modelSetConstraint(_ constraint: NSLayoutConstraint, active: Bool) {
        modelConstraints.removeAll { $0 === constraint }
        if active { modelConstraints.append(constraint) }
    }

    public override init() { super.init() }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    open var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    open var widthAnchor: NSLayoutDimension { anchors.width }
    open var heightAnchor: NSLayoutDimension { anchors.height }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:399).
    /// Unmodelled: a call records `UILayoutGuide.constraintsAffectingLayout(for:)` and returns `[]`.
    @available(iOS, introduced: 10.0)
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        ModelFindings.unmodelled("UILayoutGuide.constraintsAffectingLayout(for:)")
        return []
    }

    /// UIKit: `var hasAmbiguousLayout: Bool { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIView.swift:401).
    /// Unmodelled: reading records `UILayoutGuide.hasAmbiguousLayout` and returns `false`.
    @available(iOS, introduced: 10.0)
    open var hasAmbiguousLayout: Bool {
        get {
            ModelFindings.unmodelled("UILayoutGuide.hasAmbiguousLayout")
            return false
        }
    }

    /// UIKit: `var layoutFrame: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UILayoutGuide.swift:4).
    /// Unmodelled: reading records `UILayoutGuide.layoutFrame` and returns `.zero`.
    @available(iOS, introduced: 9.0)
    open var layoutFrame: CGRect {
        get {
            ModelFindings.unmodelled("UILayoutGuide.layoutFrame")
            return .zero
        }
    }
    // cellspec:generated:end
}
