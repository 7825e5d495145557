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
}
