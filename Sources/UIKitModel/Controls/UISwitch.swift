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
}
