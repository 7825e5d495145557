/// The anchors of a view or layout guide, made once per owner. Model internals.
@MainActor
final class ModelLayoutAnchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(owner: AnyObject) {
        leading = NSLayoutXAxisAnchor(owner: owner)
        trailing = NSLayoutXAxisAnchor(owner: owner)
        left = NSLayoutXAxisAnchor(owner: owner)
        right = NSLayoutXAxisAnchor(owner: owner)
        centerX = NSLayoutXAxisAnchor(owner: owner)
        top = NSLayoutYAxisAnchor(owner: owner)
        bottom = NSLayoutYAxisAnchor(owner: owner)
        centerY = NSLayoutYAxisAnchor(owner: owner)
        firstBaseline = NSLayoutYAxisAnchor(owner: owner)
        lastBaseline = NSLayoutYAxisAnchor(owner: owner)
        width = NSLayoutDimension(owner: owner)
        height = NSLayoutDimension(owner: owner)
    }
}
