import Foundation

/// The device's screen, as the model simulates it: an iPhone's, 390 × 844 points at a scale of 3
/// (``ModelScreen``), the size the model's windows and collection views fill.
///
/// Apple: UIScreen.main — the screen object representing the device's screen; deprecated in favour
/// of a screen found through context (a window scene's `screen`). UIScreen.bounds — the screen's
/// bounding rectangle in points; UIScreen.scale — the natural scale factor of the screen;
/// UIScreen.nativeBounds — the bounding rectangle of the physical screen in pixels, in a portrait-up
/// orientation; UIScreen.nativeScale — the native scale factor of the physical screen.
extension UIScreen {
    /// The one screen there is.
    private static let modelMain = UIScreen()

    /// UIKit: `class var main: UIScreen { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:28).
    @available(iOS, introduced: 2.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    public class var main: UIScreen { modelMain }

    /// UIKit: `var bounds: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:29).
    @available(iOS, introduced: 2.0)
    public var bounds: CGRect { ModelScreen.bounds }

    /// UIKit: `var scale: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:30).
    @available(iOS, introduced: 4.0)
    public var scale: CGFloat { ModelScreen.traits.displayScale }

    /// UIKit: `var nativeBounds: CGRect { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:54).
    @available(iOS, introduced: 8.0)
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: ModelScreen.bounds.width * scale, height: ModelScreen.bounds.height * scale)
    }

    /// UIKit: `var nativeScale: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UIScreen.swift:56).
    @available(iOS, introduced: 8.0)
    public var nativeScale: CGFloat { scale }
}
