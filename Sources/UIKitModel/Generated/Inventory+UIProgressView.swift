// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIProgressView {
    /// UIKit: `enum Style : Int` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:3).
    /// Declared from the inventory; its members say what each does.
    public enum Style: Int {
        /// UIKit: `case default` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:6).
        /// Declared from the inventory.
        case `default`
        /// UIKit: `case bar` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:7).
        /// Declared from the inventory.
        case bar
    }
}

/// UIKit: `class UIProgressView : UIView, NSCoding` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:10).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency
open class UIProgressView: UIView {
    /// UIKit: `convenience init(progressViewStyle style: UIProgressView.Style)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:12).
    /// Unmodelled: a call records `UIProgressView.init(progressViewStyle:)` and makes the object with `init()`.
    @available(iOS, introduced: 2.0)
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init()
        ModelFindings.unmodelled("UIProgressView.init(progressViewStyle:)")
    }
    /// Storage of `progressViewStyle`, generated.
    private var modelStoredProgressViewStyle: Optional<UIProgressView.Style> = nil
    /// UIKit: `var progressViewStyle: UIProgressView.Style` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:13).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.progressViewStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var progressViewStyle: UIProgressView.Style {
        get {
            if let value = modelStoredProgressViewStyle { return value }
            ModelFindings.unmodelledStop("UIProgressView.progressViewStyle")
        }
        set {
            modelStoredProgressViewStyle = newValue
        }
    }
    /// Storage of `progress`, generated.
    private var modelStoredProgress: Optional<Float> = nil
    /// UIKit: `var progress: Float` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:14).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.progress` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var progress: Float {
        get {
            if let value = modelStoredProgress { return value }
            ModelFindings.unmodelled("UIProgressView.progress")
            return 0
        }
        set {
            modelStoredProgress = newValue
        }
    }
    /// Storage of `progressTintColor`, generated.
    private var modelStoredProgressTintColor: Optional<UIColor?> = nil
    /// UIKit: `var progressTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:15).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.progressTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var progressTintColor: UIColor? {
        get {
            if let value = modelStoredProgressTintColor { return value }
            ModelFindings.unmodelled("UIProgressView.progressTintColor")
            return nil
        }
        set {
            modelStoredProgressTintColor = newValue
        }
    }
    /// Storage of `trackTintColor`, generated.
    private var modelStoredTrackTintColor: Optional<UIColor?> = nil
    /// UIKit: `var trackTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:17).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.trackTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var trackTintColor: UIColor? {
        get {
            if let value = modelStoredTrackTintColor { return value }
            ModelFindings.unmodelled("UIProgressView.trackTintColor")
            return nil
        }
        set {
            modelStoredTrackTintColor = newValue
        }
    }
    /// Storage of `progressImage`, generated.
    private var modelStoredProgressImage: Optional<UIImage?> = nil
    /// UIKit: `var progressImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:19).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.progressImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var progressImage: UIImage? {
        get {
            if let value = modelStoredProgressImage { return value }
            ModelFindings.unmodelled("UIProgressView.progressImage")
            return nil
        }
        set {
            modelStoredProgressImage = newValue
        }
    }
    /// Storage of `trackImage`, generated.
    private var modelStoredTrackImage: Optional<UIImage?> = nil
    /// UIKit: `var trackImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:21).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.trackImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var trackImage: UIImage? {
        get {
            if let value = modelStoredTrackImage { return value }
            ModelFindings.unmodelled("UIProgressView.trackImage")
            return nil
        }
        set {
            modelStoredTrackImage = newValue
        }
    }
    /// UIKit: `func setProgress(_ progress: Float, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:23).
    /// Unmodelled: a call records `UIProgressView.setProgress(_:animated:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setProgress(_ progress: Float, animated: Bool) {
        ModelFindings.unmodelled("UIProgressView.setProgress(_:animated:)")
    }
    /// Storage of `observedProgress`, generated.
    private var modelStoredObservedProgress: Optional<Progress?> = nil
    /// UIKit: `var observedProgress: Progress?` (inventory: ios14.2-sdk-interface iOS/UIKit/UIProgressView.swift:25).
    /// Stored: keeps what is set; a read before any set records `UIProgressView.observedProgress` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 9.0)
    open var observedProgress: Progress? {
        get {
            if let value = modelStoredObservedProgress { return value }
            ModelFindings.unmodelled("UIProgressView.observedProgress")
            return nil
        }
        set {
            modelStoredObservedProgress = newValue
        }
    }
}
