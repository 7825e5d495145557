import Foundation

/// A control for picking a value from a continuous range.
///
/// Apple: UISlider — `value` (0), `minimumValue` (0), `maximumValue` (1), `setValue(_:animated:)`,
/// `isContinuous` (true), tint colors. "If you try to set a value that is below the minimum or
/// above the maximum value, the minimum or maximum value is set instead" (Apple: UISlider.value).
/// The user's drag is ``modelSlide(to:)``, which sends `.valueChanged`.
@MainActor @preconcurrency
open class UISlider: UIControl {
    private var storedValue: Float = 0
    /// Apple: UISlider.minimumValue (0).
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// Apple: UISlider.maximumValue (1).
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Apple: UISlider.isContinuous (true). Stored state.
    open var isContinuous = true
    /// Apple: UISlider.minimumTrackTintColor. Stored state.
    open var minimumTrackTintColor: UIColor?
    /// Apple: UISlider.maximumTrackTintColor. Stored state.
    open var maximumTrackTintColor: UIColor?

    /// Apple: UISlider.value — kept within `minimumValue…maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }

    /// Apple: UISlider.setValue(_:animated:).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Model extension, not UIKit API: the user drags the thumb to `value` (clamped), sending
    /// `.valueChanged` (nothing happens when disabled).
    public func modelSlide(to value: Float) {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }

    private var thumbImages: [UInt: UIImage] = [:]
    /// Apple: UISlider.setThumbImage(_:for:) — the thumb's image for a control state. Stored state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }
    /// Apple: UISlider.thumbImage(for:) — the image set for that state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Apple: UISlider.currentThumbImage — the thumb's image for the current state, else the normal one.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    /// Apple: UISlider.minimumValueImage (nil). Stored state.
    open var minimumValueImage: UIImage?
    /// Apple: UISlider.maximumValueImage (nil). Stored state.
    open var maximumValueImage: UIImage?
    /// Apple: UISlider.preferredBehavioralStyle (iOS 15; `.automatic`). Stored state.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    /// Apple: UISlider.trackRect(forBounds:) — where the track is drawn: geometry of UIKit's drawing,
    /// which the model does not draw. Recorded as unmodelled; returns the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UISlider.trackRect(forBounds:)")
        return bounds
    }

    /// Apple: UISlider.thumbRect(forBounds:trackRect:value:) — drawing geometry: unmodelled; returns
    /// the track rectangle.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        ModelFindings.unmodelled("UISlider.thumbRect(forBounds:trackRect:value:)")
        return rect
    }
}

/// Apple: UIBehavioralStyle (iOS 15).
public enum UIBehavioralStyle: Int, Sendable {
    case automatic = 0, pad, mac
}
