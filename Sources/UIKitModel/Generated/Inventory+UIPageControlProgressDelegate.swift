// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPageControlProgressDelegate : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogressdelegate.md:13).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public protocol UIPageControlProgressDelegate: NSObjectProtocol {
    /// UIKit: `optional func pageControlProgress( _ progress: UIPageControlProgress, initialProgressForPage page: Int ) -> Float` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogressdelegate-pagecontrolprogress(_:initialprogressforpage:).md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float

    /// UIKit: `optional func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogressdelegate-pagecontrolprogressvisibilitydidchange(_:).md:14).
    /// A requirement.
    @available(iOS, introduced: 17.0)
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    /// UIKit: `optional func pageControlProgress( _ progress: UIPageControlProgress, initialProgressForPage page: Int ) -> Float` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogressdelegate-pagecontrolprogress(_:initialprogressforpage:).md:14).
    /// Unmodelled: a call records `UIPageControlProgressDelegate.pageControlProgress(_:initialProgressForPage:)` and returns `0`.
    @available(iOS, introduced: 17.0)
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
        ModelAvailability.require(
            "UIPageControlProgressDelegate.pageControlProgress(_:initialProgressForPage:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlProgressDelegate.pageControlProgress(_:initialProgressForPage:)")
        return 0
    }
    /// UIKit: `optional func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipagecontrolprogressdelegate-pagecontrolprogressvisibilitydidchange(_:).md:14).
    /// Unmodelled: a call records `UIPageControlProgressDelegate.pageControlProgressVisibilityDidChange(_:)` and does nothing.
    @available(iOS, introduced: 17.0)
    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {
        ModelAvailability.require(
            "UIPageControlProgressDelegate.pageControlProgressVisibilityDidChange(_:)", introduced: 17)
        ModelFindings.unmodelled("UIPageControlProgressDelegate.pageControlProgressVisibilityDidChange(_:)")
    }
}
