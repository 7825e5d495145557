import Foundation

/// The layout guide that stands for the space the keyboard takes in a view's layout.
///
/// Apple: UIKeyboardLayoutGuide (iOS 15) — "a layout guide that represents the space the keyboard
/// occupies in your app's layout", https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide;
/// a view hands out one, `UIView.keyboardLayoutGuide`. The model shows no keyboard, so the guide
/// stands where UIKit puts it while the keyboard is off screen: its top at the bottom of the view's
/// safe area (``usesBottomSafeArea``) or of the view. The model does not solve layout guides
/// (``UILayoutGuide``); it keeps their constraints.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Apple: UIKeyboardLayoutGuide.followsUndockedKeyboard — "The default value is false; the guide
    /// tracks the keyboard only when docked"
    /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard).
    @available(iOS, introduced: 15.0)
    open var followsUndockedKeyboard = false

    /// Apple: UIKeyboardLayoutGuide.usesBottomSafeArea (iOS 17) — true by default: while the
    /// keyboard is off screen the guide is tied to the bottom of the view's safe area; false ties
    /// it to the bottom of the view (UIKeyboardLayoutGuide.h, iOS 17 SDK).
    @available(iOS, introduced: 17.0)
    open var usesBottomSafeArea: Bool {
        get {
            ModelAvailability.require("UIKeyboardLayoutGuide.usesBottomSafeArea", introduced: 17)
            return storedUsesBottomSafeArea
        }
        set {
            ModelAvailability.require("UIKeyboardLayoutGuide.usesBottomSafeArea", introduced: 17)
            storedUsesBottomSafeArea = newValue
        }
    }
    private var storedUsesBottomSafeArea = true

    /// Apple: UIKeyboardLayoutGuide.keyboardDismissPadding (iOS 17) — padding above the keyboard
    /// that starts an interactive dismissal sooner; 0 by default, and a negative value counts as 0
    /// (UIKeyboardLayoutGuide.h, iOS 17 SDK).
    @available(iOS, introduced: 17.0)
    open var keyboardDismissPadding: CGFloat {
        get {
            ModelAvailability.require("UIKeyboardLayoutGuide.keyboardDismissPadding", introduced: 17)
            return storedKeyboardDismissPadding
        }
        set {
            ModelAvailability.require("UIKeyboardLayoutGuide.keyboardDismissPadding", introduced: 17)
            storedKeyboardDismissPadding = max(0, newValue)
        }
    }
    private var storedKeyboardDismissPadding: CGFloat = 0
}
