import Foundation

/// Auto Layout entry points of views. The model records anchors, guides, priorities and active
/// constraints; it solves only a container's vertical axis, for self-sizing. Apple: UIView "Anchors", `layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `setContentHuggingPriority(_:for:)`, `setContentCompressionResistancePriority(_:for:)`.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { modelAnchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { modelAnchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { modelAnchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { modelAnchors.right }
    public var centerXAnchor: NSLayoutXAxisAnchor { modelAnchors.centerX }
    public var topAnchor: NSLayoutYAxisAnchor { modelAnchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { modelAnchors.bottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { modelAnchors.centerY }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { modelAnchors.firstBaseline }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { modelAnchors.lastBaseline }
    public var widthAnchor: NSLayoutDimension { modelAnchors.width }
    public var heightAnchor: NSLayoutDimension { modelAnchors.height }

    /// Apple: UIView.layoutMarginsGuide.
    public var layoutMarginsGuide: UILayoutGuide { modelGuide("UIViewLayoutMarginsGuide") }
    /// Apple: UIView.safeAreaLayoutGuide.
    public var safeAreaLayoutGuide: UILayoutGuide { modelGuide("UIViewSafeAreaLayoutGuide") }
    /// Apple: UIView.readableContentGuide.
    public var readableContentGuide: UILayoutGuide { modelGuide("UIViewReadableContentGuide") }

    /// Apple: UIView.keyboardLayoutGuide (iOS 15) — the view's one keyboard layout guide, made on first
    /// use and added to ``layoutGuides`` as the view's other guides are
    /// (https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide).
    @available(iOS, introduced: 15.0)
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        ModelAvailability.require("UIView.keyboardLayoutGuide", introduced: 15)
        if let guide = modelLayoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// Apple: UIView.addLayoutGuide(_:).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        modelLayoutGuides.append(layoutGuide)
    }

    /// Apple: UIView.layoutGuides.
    public var layoutGuides: [UILayoutGuide] { modelLayoutGuides }

    /// Apple: UIView.setContentHuggingPriority(_:for:).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        modelHugging[axis] = priority
    }

    /// Apple: UIView.contentHuggingPriority(for:) (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        modelHugging[axis] ?? .defaultLow
    }

    /// Apple: UIView.setContentCompressionResistancePriority(_:for:).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        modelCompressionResistance[axis] = priority
    }

    /// Apple: UIView.contentCompressionResistancePriority(for:) (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        modelCompressionResistance[axis] ?? .defaultHigh
    }

    /// Apple: UIView.constraints — model: the active constraints that relate this view (UIKit
    /// keeps each on the closest common ancestor of its items).
    public var constraints: [NSLayoutConstraint] { modelConstraints }

    /// Apple: UIView.addConstraint(_:) — "prefer activating constraints"; same effect.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Apple: UIView.addConstraints(_:).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Apple: UIView.removeConstraint(_:).
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Apple: UIView.removeConstraints(_:).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Apple: UIView.noIntrinsicMetric — "the absence of an intrinsic metric for a given
    /// numeric view property".
    public static let noIntrinsicMetric: CGFloat = -1

    /// Apple: UIView.layoutFittingCompressedSize — "the option to use the smallest possible size".
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// Apple: UIView.systemLayoutSizeFitting(_:) — "the optimal size of the view based on its
    /// current constraints". Model: the width is the target's; the height is the smallest one
    /// the view's content constraints allow (``ModelVerticalLayout``), 0 when nothing ties the
    /// view's bottom to its content (the view collapses, as UIKit's fitting does).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let container = (self as? any ModelSelfSizingCell)?.contentView ?? self
        let solved = ModelVerticalLayout(container: container).solve()
        return CGSize(width: targetSize.width, height: solved.fittingHeight ?? 0)
    }

    func modelSetConstraint(_ constraint: NSLayoutConstraint, active: Bool) {
        modelConstraints.removeAll { $0 === constraint }
        if active { modelConstraints.append(constraint) }
    }

    func modelGuide(_ identifier: String) -> UILayoutGuide {
        if let guide = modelLayoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
