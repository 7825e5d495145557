// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPageControlTimerProgress: UIPageControlProgress` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
open class UIPageControlTimerProgress: UIPageControlProgress {
    /// UIKit: `func duration(forPage page: Int) -> TimeInterval` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-duration(forpage:).md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgress.duration(forPage:)` and returns `0`.
    @available(iOS, introduced: 17.0)
    open func duration(forPage page: Int) -> TimeInterval {
        ModelAvailability.require("UIPageControlTimerProgress.duration(forPage:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgress.duration(forPage:)")
        return 0
    }
    /// UIKit: `init(preferredDuration: TimeInterval)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-init(preferredduration:).md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgress.init(preferredDuration:)` and makes the object with `init()`.
    @available(iOS, introduced: 17.0)
    public convenience init(preferredDuration: TimeInterval) {
        self.init()
        ModelAvailability.require("UIPageControlTimerProgress.init(preferredDuration:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgress.init(preferredDuration:)")
    }
    /// UIKit: `var isRunning: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-isrunning.md:14).
    /// Unmodelled: reading records `UIPageControlTimerProgress.isRunning` and returns `false`.
    @available(iOS, introduced: 17.0)
    open var isRunning: Bool {
        get {
            ModelAvailability.require("UIPageControlTimerProgress.isRunning", introduced: 17)
            ModelFindings.unmodelled("UIPageControlTimerProgress.isRunning")
            return false
        }
    }
    /// UIKit: `func pauseTimer()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-pausetimer().md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgress.pauseTimer()` and does nothing.
    @available(iOS, introduced: 17.0)
    open func pauseTimer() {
        ModelAvailability.require("UIPageControlTimerProgress.pauseTimer()", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgress.pauseTimer()")
    }
    /// Storage of `preferredDuration`, generated.
    private var modelStoredPreferredDuration: Optional<TimeInterval> = nil
    /// UIKit: `var preferredDuration: TimeInterval { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-preferredduration.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPageControlTimerProgress.preferredDuration` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var preferredDuration: TimeInterval {
        get {
            if let value = modelStoredPreferredDuration { return value }
            ModelAvailability.require("UIPageControlTimerProgress.preferredDuration", introduced: 17)
            ModelFindings.unmodelled("UIPageControlTimerProgress.preferredDuration")
            return 0
        }
        set {
            modelStoredPreferredDuration = newValue
        }
    }
    /// Storage of `resetsToInitialPageAfterEnd`, generated.
    private var modelStoredResetsToInitialPageAfterEnd: Optional<Bool> = nil
    /// UIKit: `var resetsToInitialPageAfterEnd: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-resetstoinitialpageafterend.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPageControlTimerProgress.resetsToInitialPageAfterEnd` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var resetsToInitialPageAfterEnd: Bool {
        get {
            if let value = modelStoredResetsToInitialPageAfterEnd { return value }
            ModelAvailability.require("UIPageControlTimerProgress.resetsToInitialPageAfterEnd", introduced: 17)
            ModelFindings.unmodelled("UIPageControlTimerProgress.resetsToInitialPageAfterEnd")
            return false
        }
        set {
            modelStoredResetsToInitialPageAfterEnd = newValue
        }
    }
    /// UIKit: `func resumeTimer()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-resumetimer().md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgress.resumeTimer()` and does nothing.
    @available(iOS, introduced: 17.0)
    open func resumeTimer() {
        ModelAvailability.require("UIPageControlTimerProgress.resumeTimer()", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgress.resumeTimer()")
    }
    /// UIKit: `func setDuration( _ duration: TimeInterval, forPage page: Int )` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogress-setduration(_:forpage:).md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgress.setDuration(_:forPage:)` and does nothing.
    @available(iOS, introduced: 17.0)
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        ModelAvailability.require("UIPageControlTimerProgress.setDuration(_:forPage:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgress.setDuration(_:forPage:)")
    }
}
