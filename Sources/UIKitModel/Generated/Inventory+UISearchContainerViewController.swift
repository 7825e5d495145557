// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `class UISearchContainerViewController: UIViewController` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontainerviewcontroller.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 9.1)
@MainActor @preconcurrency
open class UISearchContainerViewController: UIViewController {
    /// UIKit: `init(searchController: UISearchController)` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontainerviewcontroller-init(searchcontroller:).md:16).
    /// Unmodelled: a call records `UISearchContainerViewController.init(searchController:)` and makes the object with `init()`.
    @available(iOS, introduced: 9.1)
    public convenience init(searchController: UISearchController) {
        self.init()
        ModelFindings.unmodelled("UISearchContainerViewController.init(searchController:)")
    }
    /// UIKit: `var searchController: UISearchController { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontainerviewcontroller-searchcontroller.md:16).
    /// Unmodelled: reading records `UISearchContainerViewController.searchController` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 9.1)
    open var searchController: UISearchController {
        get {
            ModelFindings.unmodelledStop("UISearchContainerViewController.searchController")
        }
    }
}
