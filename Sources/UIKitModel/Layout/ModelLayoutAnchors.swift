/// The anchors of a view or layout guide, made once per owner. Model internals.
@MainActor
final class ModelLayoutAnchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(owner: AnyObject) {
        leading = NSLayoutXAxisAnchor(owner: owner, attribute: .leading)
        trailing = NSLayoutXAxisAnchor(owner: owner, attribute: .trailing)
        left = NSLayoutXAxisAnchor(owner: owner, attribute: .left)
        right = NSLayoutXAxisAnchor(owner: owner, attribute: .right)
        centerX = NSLayoutXAxisAnchor(owner: owner, attribute: .centerX)
        top = NSLayoutYAxisAnchor(owner: owner, attribute: .top)
        bottom = NSLayoutYAxisAnchor(owner: owner, attribute: .bottom)
        centerY = NSLayoutYAxisAnchor(owner: owner, attribute: .centerY)
        firstBaseline = NSLayoutYAxisAnchor(owner: owner, attribute: .firstBaseline)
        lastBaseline = NSLayoutYAxisAnchor(owner: owner, attribute: .lastBaseline)
        width = NSLayoutDimension(owner: owner, attribute: .width)
        height = NSLayoutDimension(owner: owner, attribute: .height)
    }

    /// The anchor for a constraint attribute (nil for `.notAnAttribute`, and for a margin attribute,
    /// which is recorded as unmodelled).
    func anchor(_ attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
        switch attribute {
        case .leading: return leading
        case .trailing: return trailing
        case .left: return left
        case .right: return right
        case .centerX: return centerX
        case .top: return top
        case .bottom: return bottom
        case .centerY: return centerY
        case .firstBaseline: return firstBaseline
        case .lastBaseline: return lastBaseline
        case .width: return width
        case .height: return height
        case .notAnAttribute: return nil
        default:
            // The margin attributes (`.leadingMargin`, …), declared from the inventory: the model
            // reaches margins through `layoutMarginsGuide` only.
            ModelFindings.unmodelled("NSLayoutConstraint.Attribute.\(attribute)")
            return nil
        }
    }

    /// The anchors of a view or layout guide (nil for any other object).
    static func of(_ item: AnyObject?) -> ModelLayoutAnchors? {
        if let view = item as? UIView { return view.modelAnchors }
        if let guide = item as? UILayoutGuide { return guide.anchors }
        return nil
    }
}
