// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIStepper : UIControl` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:2).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 5.0)
@MainActor @preconcurrency
open class UIStepper: UIControl {
    /// Storage of `isContinuous`, generated.
    private var modelStoredIsContinuous: Optional<Bool> = nil
    /// UIKit: `var isContinuous: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:4).
    /// Stored: keeps what is set; a read before any set records `UIStepper.isContinuous` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var isContinuous: Bool {
        get {
            if let value = modelStoredIsContinuous { return value }
            ModelFindings.unmodelled("UIStepper.isContinuous")
            return false
        }
        set {
            modelStoredIsContinuous = newValue
        }
    }
    /// Storage of `autorepeat`, generated.
    private var modelStoredAutorepeat: Optional<Bool> = nil
    /// UIKit: `var autorepeat: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:5).
    /// Stored: keeps what is set; a read before any set records `UIStepper.autorepeat` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var autorepeat: Bool {
        get {
            if let value = modelStoredAutorepeat { return value }
            ModelFindings.unmodelled("UIStepper.autorepeat")
            return false
        }
        set {
            modelStoredAutorepeat = newValue
        }
    }
    /// Storage of `wraps`, generated.
    private var modelStoredWraps: Optional<Bool> = nil
    /// UIKit: `var wraps: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:6).
    /// Stored: keeps what is set; a read before any set records `UIStepper.wraps` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var wraps: Bool {
        get {
            if let value = modelStoredWraps { return value }
            ModelFindings.unmodelled("UIStepper.wraps")
            return false
        }
        set {
            modelStoredWraps = newValue
        }
    }
    /// Storage of `value`, generated.
    private var modelStoredValue: Optional<Double> = nil
    /// UIKit: `var value: Double` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:7).
    /// Stored: keeps what is set; a read before any set records `UIStepper.value` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var value: Double {
        get {
            if let value = modelStoredValue { return value }
            ModelFindings.unmodelled("UIStepper.value")
            return 0
        }
        set {
            modelStoredValue = newValue
        }
    }
    /// Storage of `minimumValue`, generated.
    private var modelStoredMinimumValue: Optional<Double> = nil
    /// UIKit: `var minimumValue: Double` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:8).
    /// Stored: keeps what is set; a read before any set records `UIStepper.minimumValue` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var minimumValue: Double {
        get {
            if let value = modelStoredMinimumValue { return value }
            ModelFindings.unmodelled("UIStepper.minimumValue")
            return 0
        }
        set {
            modelStoredMinimumValue = newValue
        }
    }
    /// Storage of `maximumValue`, generated.
    private var modelStoredMaximumValue: Optional<Double> = nil
    /// UIKit: `var maximumValue: Double` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:9).
    /// Stored: keeps what is set; a read before any set records `UIStepper.maximumValue` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var maximumValue: Double {
        get {
            if let value = modelStoredMaximumValue { return value }
            ModelFindings.unmodelled("UIStepper.maximumValue")
            return 0
        }
        set {
            modelStoredMaximumValue = newValue
        }
    }
    /// Storage of `stepValue`, generated.
    private var modelStoredStepValue: Optional<Double> = nil
    /// UIKit: `var stepValue: Double` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:10).
    /// Stored: keeps what is set; a read before any set records `UIStepper.stepValue` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var stepValue: Double {
        get {
            if let value = modelStoredStepValue { return value }
            ModelFindings.unmodelled("UIStepper.stepValue")
            return 0
        }
        set {
            modelStoredStepValue = newValue
        }
    }
    /// UIKit: `func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:11).
    /// Unmodelled: a call records `UIStepper.setBackgroundImage(_:for:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIStepper.setBackgroundImage(_:for:)")
    }
    /// UIKit: `func backgroundImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:13).
    /// Unmodelled: a call records `UIStepper.backgroundImage(for:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UIStepper.backgroundImage(for:)")
        return nil
    }
    /// UIKit: `func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:15).
    /// Unmodelled: a call records `UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        ModelFindings.unmodelled("UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)")
    }
    /// UIKit: `func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:17).
    /// Unmodelled: a call records `UIStepper.dividerImage(forLeftSegmentState:rightSegmentState:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state1: UIControl.State)
        -> UIImage?
    {
        ModelFindings.unmodelled("UIStepper.dividerImage(forLeftSegmentState:rightSegmentState:)")
        return nil
    }
    /// UIKit: `func setIncrementImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:19).
    /// Unmodelled: a call records `UIStepper.setIncrementImage(_:for:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIStepper.setIncrementImage(_:for:)")
    }
    /// UIKit: `func incrementImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:21).
    /// Unmodelled: a call records `UIStepper.incrementImage(for:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UIStepper.incrementImage(for:)")
        return nil
    }
    /// UIKit: `func setDecrementImage(_ image: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:23).
    /// Unmodelled: a call records `UIStepper.setDecrementImage(_:for:)` and does nothing.
    @available(iOS, introduced: 6.0)
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UIStepper.setDecrementImage(_:for:)")
    }
    /// UIKit: `func decrementImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIStepper.swift:25).
    /// Unmodelled: a call records `UIStepper.decrementImage(for:)` and returns `nil`.
    @available(iOS, introduced: 6.0)
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UIStepper.decrementImage(for:)")
        return nil
    }
}
