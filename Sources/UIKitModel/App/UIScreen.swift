import Foundation

/// The device's screen, as the model simulates it: an iPhone's, 390 × 844 points at a scale of 3
/// (``ModelScreen``), the size the model's windows and collection views fill.
extension UIScreen {
    /// The one screen there is.
    private static let modelMain = UIScreen()

    /// Apple: UIScreen.main — the screen object representing the device's screen; deprecated in
    /// favour of a screen found through context, such as a window scene's `screen`.
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    public class var main: UIScreen { modelMain }

    /// Apple: UIScreen.bounds — the bounding rectangle of the screen, in points.
    @available(iOS, introduced: 2.0)
    public var bounds: CGRect { ModelScreen.bounds }

    /// Apple: UIScreen.scale — the natural scale factor associated with the screen (3 here, the
    /// traits' display scale).
    @available(iOS, introduced: 4.0)
    public var scale: CGFloat { ModelScreen.traits.displayScale }

    /// Apple: UIScreen.nativeBounds — the bounding rectangle of the physical screen, in pixels, in a
    /// portrait-up orientation: the bounds at the screen's scale.
    @available(iOS, introduced: 8.0)
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: ModelScreen.bounds.width * scale, height: ModelScreen.bounds.height * scale)
    }

    /// Apple: UIScreen.nativeScale — the native scale factor for the physical screen (the model's
    /// screen has no display zoom: its scale).
    @available(iOS, introduced: 8.0)
    public var nativeScale: CGFloat { scale }
}
