// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `protocol UIPageViewControllerDataSource : NSObjectProtocol` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource.md:15).
/// Declared from the inventory; its members say what each does.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// UIKit: `func pageViewController( _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController ) -> UIViewController?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-pageviewcontroller(_:viewcontrollerafter:).md:16).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?

    /// UIKit: `func pageViewController( _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController ) -> UIViewController?` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-pageviewcontroller(_:viewcontrollerbefore:).md:16).
    /// A requirement.
    @available(iOS, introduced: 5.0)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// UIKit: `optional func presentationCount(for pageViewController: UIPageViewController) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-presentationcount(for:).md:16).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func presentationCount(for pageViewController: UIPageViewController) -> Int

    /// UIKit: `optional func presentationIndex(for pageViewController: UIPageViewController) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-presentationindex(for:).md:16).
    /// A requirement.
    @available(iOS, introduced: 6.0)
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// UIKit: `optional func presentationCount(for pageViewController: UIPageViewController) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-presentationcount(for:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDataSource.presentationCount(for:)` and returns `0`.
    @available(iOS, introduced: 6.0)
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        ModelFindings.unmodelled("UIPageViewControllerDataSource.presentationCount(for:)")
        return 0
    }
    /// UIKit: `optional func presentationIndex(for pageViewController: UIPageViewController) -> Int` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uipageviewcontrollerdatasource-presentationindex(for:).md:16).
    /// Unmodelled: a call records `UIPageViewControllerDataSource.presentationIndex(for:)` and returns `0`.
    @available(iOS, introduced: 6.0)
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        ModelFindings.unmodelled("UIPageViewControllerDataSource.presentationIndex(for:)")
        return 0
    }
}
