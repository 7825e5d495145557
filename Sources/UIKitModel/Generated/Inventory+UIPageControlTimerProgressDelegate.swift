// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPageControlTimerProgressDelegate : UIPageControlProgressDelegate` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogressdelegate.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// UIKit: `optional func pageControlTimerProgress( _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogressdelegate-pagecontroltimerprogress(_:shouldadvancetopage:).md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool

    /// UIKit: `optional func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogressdelegate-pagecontroltimerprogressdidchange(_:).md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
}

extension UIPageControlTimerProgressDelegate {
    /// UIKit: `optional func pageControlTimerProgress( _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int ) -> Bool` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogressdelegate-pagecontroltimerprogress(_:shouldadvancetopage:).md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgressDelegate.pageControlTimerProgress(_:shouldAdvanceToPage:)` and returns `false`.
    @available(iOS, introduced: 17.0)
    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
    {
        ModelAvailability.require(
            "UIPageControlTimerProgressDelegate.pageControlTimerProgress(_:shouldAdvanceToPage:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgressDelegate.pageControlTimerProgress(_:shouldAdvanceToPage:)")
        return false
    }
    /// UIKit: `optional func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontroltimerprogressdelegate-pagecontroltimerprogressdidchange(_:).md:14).
    /// Unmodelled: a call records `UIPageControlTimerProgressDelegate.pageControlTimerProgressDidChange(_:)` and does nothing.
    @available(iOS, introduced: 17.0)
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {
        ModelAvailability.require(
            "UIPageControlTimerProgressDelegate.pageControlTimerProgressDidChange(_:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlTimerProgressDelegate.pageControlTimerProgressDidChange(_:)")
    }
}
