import Foundation

extension CGRect {
    /// Apple: CGRect.inset(by:) (UIKit's UIEdgeInsetsInsetRect) — "Adjusts a rectangle by the given
    /// edge insets": each side moves in by its inset (out for a negative one).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
