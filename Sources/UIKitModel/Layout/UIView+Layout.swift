import Foundation

/// Auto Layout entry points of views. The model records anchors, guides and priorities; it does
/// not solve constraints. Apple: UIView "Anchors", `layoutMarginsGuide`, `safeAreaLayoutGuide`,
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
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        modelCompressionResistance[axis] = priority
    }

    /// Apple: UIView.contentCompressionResistancePriority(for:) (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        modelCompressionResistance[axis] ?? .defaultHigh
    }

    private func modelGuide(_ identifier: String) -> UILayoutGuide {
        if let guide = modelLayoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
