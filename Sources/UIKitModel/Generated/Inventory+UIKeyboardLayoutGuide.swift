// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIKeyboardLayoutGuide: UITrackingLayoutGuide` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardlayoutguide.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 15.0)
@MainActor @preconcurrency
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Storage of `followsUndockedKeyboard`, generated.
    private var modelStoredFollowsUndockedKeyboard: Optional<Bool> = nil
    /// UIKit: `var followsUndockedKeyboard: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardlayoutguide-followsundockedkeyboard.md:16).
    /// Stored: keeps what is set; a read before any set records `UIKeyboardLayoutGuide.followsUndockedKeyboard` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 15.0)
    open var followsUndockedKeyboard: Bool {
        get {
            if let value = modelStoredFollowsUndockedKeyboard { return value }
            ModelAvailability.require("UIKeyboardLayoutGuide.followsUndockedKeyboard", introduced: 15)
            ModelFindings.unmodelled("UIKeyboardLayoutGuide.followsUndockedKeyboard")
            return false
        }
        set {
            modelStoredFollowsUndockedKeyboard = newValue
        }
    }
    /// Storage of `keyboardDismissPadding`, generated.
    private var modelStoredKeyboardDismissPadding: Optional<CGFloat> = nil
    /// UIKit: `var keyboardDismissPadding: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardlayoutguide-keyboarddismisspadding.md:16).
    /// Stored: keeps what is set; a read before any set records `UIKeyboardLayoutGuide.keyboardDismissPadding` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var keyboardDismissPadding: CGFloat {
        get {
            if let value = modelStoredKeyboardDismissPadding { return value }
            ModelAvailability.require("UIKeyboardLayoutGuide.keyboardDismissPadding", introduced: 17)
            ModelFindings.unmodelled("UIKeyboardLayoutGuide.keyboardDismissPadding")
            return 0
        }
        set {
            modelStoredKeyboardDismissPadding = newValue
        }
    }
    /// Storage of `usesBottomSafeArea`, generated.
    private var modelStoredUsesBottomSafeArea: Optional<Bool> = nil
    /// UIKit: `var usesBottomSafeArea: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uikeyboardlayoutguide-usesbottomsafearea.md:16).
    /// Stored: keeps what is set; a read before any set records `UIKeyboardLayoutGuide.usesBottomSafeArea` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var usesBottomSafeArea: Bool {
        get {
            if let value = modelStoredUsesBottomSafeArea { return value }
            ModelAvailability.require("UIKeyboardLayoutGuide.usesBottomSafeArea", introduced: 17)
            ModelFindings.unmodelled("UIKeyboardLayoutGuide.usesBottomSafeArea")
            return false
        }
        set {
            modelStoredUsesBottomSafeArea = newValue
        }
    }
}
