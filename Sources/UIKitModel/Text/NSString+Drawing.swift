import Foundation

/// UIKit's additions to `NSString` for drawing and measuring text (NSStringDrawing.h), which
/// `import UIKit` brings to every string bridged as `NSString`.
///
/// Apple: NSString UIKit Additions — `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `size(withAttributes:)` (iOS 7). https://developer.apple.com/documentation/foundation/nsstring/1531844-draw
/// The model renders no text into graphics contexts: each call records `model.unmodelled-api`, so an
/// example whose verdict depends on it is not checkable.
extension NSString {
    /// Apple: NSString.draw(at:withAttributes:) — draws the string with its top-left corner at `point`.
    @available(iOS, introduced: 7.0)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ModelFindings.unmodelled("NSString.draw(at:withAttributes:)")
    }

    /// Apple: NSString.draw(in:withAttributes:) — draws the string in `rect`, wrapping and clipping to it.
    @available(iOS, introduced: 7.0)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        ModelFindings.unmodelled("NSString.draw(in:withAttributes:)")
    }

    /// Apple: NSString.size(withAttributes:) — the size the string occupies when drawn with these attributes.
    /// Unmodelled: records the call and returns `.zero`.
    @available(iOS, introduced: 7.0)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        ModelFindings.unmodelled("NSString.size(withAttributes:)")
        return .zero
    }
}
