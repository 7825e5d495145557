import Foundation

/// An on/off control.
///
/// Apple: UISwitch — `isOn` (false), `setOn(_:animated:)`, `onTintColor`, `thumbTintColor`,
/// `init(frame:)`. "When the user manipulates the switch control ('flips' it), a `valueChanged`
/// event is generated"; setting `isOn` in code sends no event (Apple: UISwitch.setOn(_:animated:)
/// "doesn't send an action"). The user's flip is ``modelToggle()``.
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Apple: UISwitch.isOn (false).
    open var isOn = false
    /// Apple: UISwitch.onTintColor. Stored state.
    open var onTintColor: UIColor?
    /// Apple: UISwitch.thumbTintColor. Stored state.
    open var thumbTintColor: UIColor?
    /// Apple: UISwitch.preferredStyle (iOS 14). Stored state.
    open var preferredStyle: Style = .automatic

    /// Apple: UISwitch.Style (iOS 14).
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox, sliding
    }

    /// Apple: UISwitch.setOn(_:animated:) — no action is sent.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Model extension, not UIKit API: the user flips the switch — it toggles and sends
    /// `.valueChanged` (nothing happens when it is disabled).
    public func modelToggle() {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `offImage`, generated.
    private var modelStoredOffImage: Optional<UIImage?> = nil
    /// UIKit: `var offImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwitch.swift:20).
    /// Stored: keeps what is set; a read before any set records `UISwitch.offImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var offImage: UIImage? {
        get {
            if let value = modelStoredOffImage { return value }
            ModelFindings.unmodelled("UISwitch.offImage")
            return nil
        }
        set {
            modelStoredOffImage = newValue
        }
    }

    /// Storage of `onImage`, generated.
    private var modelStoredOnImage: Optional<UIImage?> = nil
    /// UIKit: `var onImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwitch.swift:18).
    /// Stored: keeps what is set; a read before any set records `UISwitch.onImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 6.0)
    open var onImage: UIImage? {
        get {
            if let value = modelStoredOnImage { return value }
            ModelFindings.unmodelled("UISwitch.onImage")
            return nil
        }
        set {
            modelStoredOnImage = newValue
        }
    }

    /// UIKit: `var style: UISwitch.Style { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwitch.swift:24).
    /// Unmodelled: reading records `UISwitch.style` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open var style: UISwitch.Style {
        get {
            ModelFindings.unmodelledStop("UISwitch.style")
        }
    }

    /// Storage of `title`, generated.
    private var modelStoredTitle: Optional<String?> = nil
    /// UIKit: `var title: String?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISwitch.swift:22).
    /// Stored: keeps what is set; a read before any set records `UISwitch.title` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var title: String? {
        get {
            if let value = modelStoredTitle { return value }
            ModelFindings.unmodelled("UISwitch.title")
            return nil
        }
        set {
            modelStoredTitle = newValue
        }
    }
    // cellspec:generated:end
}
