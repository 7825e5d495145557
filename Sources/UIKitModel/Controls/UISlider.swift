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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var behavioralStyle: UIBehavioralStyle { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uislider-behavioralstyle.md:16).
    /// Unmodelled: reading records `UISlider.behavioralStyle` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 15.0)
    open var behavioralStyle: UIBehavioralStyle {
        get {
            ModelAvailability.require("UISlider.behavioralStyle", introduced: 15)
            ModelFindings.unmodelledStop("UISlider.behavioralStyle")
        }
    }

    /// UIKit: `var currentMaximumTrackImage: UIImage? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:25).
    /// Unmodelled: reading records `UISlider.currentMaximumTrackImage` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var currentMaximumTrackImage: UIImage? {
        get {
            ModelFindings.unmodelled("UISlider.currentMaximumTrackImage")
            return nil
        }
    }

    /// UIKit: `var currentMinimumTrackImage: UIImage? { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:24).
    /// Unmodelled: reading records `UISlider.currentMinimumTrackImage` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open var currentMinimumTrackImage: UIImage? {
        get {
            ModelFindings.unmodelled("UISlider.currentMinimumTrackImage")
            return nil
        }
    }

    /// UIKit: `func maximumTrackImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:22).
    /// Unmodelled: a call records `UISlider.maximumTrackImage(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UISlider.maximumTrackImage(for:)")
        return nil
    }

    /// UIKit: `func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:27).
    /// Unmodelled: a call records `UISlider.maximumValueImageRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UISlider.maximumValueImageRect(forBounds:)")
        return .zero
    }

    /// UIKit: `func minimumTrackImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:21).
    /// Unmodelled: a call records `UISlider.minimumTrackImage(for:)` and returns `nil`.
    @available(iOS, introduced: 2.0)
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UISlider.minimumTrackImage(for:)")
        return nil
    }

    /// UIKit: `func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:26).
    /// Unmodelled: a call records `UISlider.minimumValueImageRect(forBounds:)` and returns `.zero`.
    @available(iOS, introduced: 2.0)
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        ModelFindings.unmodelled("UISlider.minimumValueImageRect(forBounds:)")
        return .zero
    }

    /// UIKit: `func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:19).
    /// Unmodelled: a call records `UISlider.setMaximumTrackImage(_:for:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UISlider.setMaximumTrackImage(_:for:)")
    }

    /// UIKit: `func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:18).
    /// Unmodelled: a call records `UISlider.setMinimumTrackImage(_:for:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UISlider.setMinimumTrackImage(_:for:)")
    }

    /// Storage of `thumbTintColor`, generated.
    private var modelStoredThumbTintColor: Optional<UIColor?> = nil
    /// UIKit: `var thumbTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISlider.swift:14).
    /// Stored: keeps what is set; a read before any set records `UISlider.thumbTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var thumbTintColor: UIColor? {
        get {
            if let value = modelStoredThumbTintColor { return value }
            ModelFindings.unmodelled("UISlider.thumbTintColor")
            return nil
        }
        set {
            modelStoredThumbTintColor = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UIBehavioralStyle (iOS 15).
public enum UIBehavioralStyle: Int, Sendable {
    case automatic = 0, pad, mac
}
