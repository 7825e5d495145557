// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UIPageControlProgress: NSObject, NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogress.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
open class UIPageControlProgress: NSObject {
    /// Storage of `currentProgress`, generated.
    private var modelStoredCurrentProgress: Optional<Float> = nil
    /// UIKit: `var currentProgress: Float { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogress-currentprogress.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPageControlProgress.currentProgress` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var currentProgress: Float {
        get {
            if let value = modelStoredCurrentProgress { return value }
            ModelAvailability.require("UIPageControlProgress.currentProgress", introduced: 17)
            ModelFindings.unmodelled("UIPageControlProgress.currentProgress")
            return 0
        }
        set {
            modelStoredCurrentProgress = newValue
        }
    }
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<(any UIPageControlProgressDelegate)?> = nil
    /// UIKit: `weak var delegate: (any UIPageControlProgressDelegate)? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogress-delegate.md:14).
    /// Stored: keeps what is set; a read before any set records `UIPageControlProgress.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var delegate: (any UIPageControlProgressDelegate)? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelAvailability.require("UIPageControlProgress.delegate", introduced: 17)
            ModelFindings.unmodelled("UIPageControlProgress.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }
    /// UIKit: `var isProgressVisible: Bool { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogress-isprogressvisible.md:14).
    /// Unmodelled: reading records `UIPageControlProgress.isProgressVisible` and returns `false`.
    @available(iOS, introduced: 17.0)
    open var isProgressVisible: Bool {
        get {
            ModelAvailability.require("UIPageControlProgress.isProgressVisible", introduced: 17)
            ModelFindings.unmodelled("UIPageControlProgress.isProgressVisible")
            return false
        }
    }
}
