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
}
