import Foundation

/// A view controller that manages a search bar and shows results for what is typed in it.
///
/// Apple: UISearchController — `init(searchResultsController:)` (nil: results appear in the
/// searching controller's own view), `searchBar`, `searchResultsUpdater`, `isActive`,
/// `obscuresBackgroundDuringPresentation`, `hidesNavigationBarDuringPresentation`, `delegate`.
/// "The search controller calls `updateSearchResults(for:)` … when the search bar becomes the first
/// responder or when the user makes changes inside the search bar" (Apple:
/// UISearchResultsUpdating): the model calls it when the text changes through
/// ``UISearchBar/modelType(_:)`` and when `isActive` turns true.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    /// Apple: UISearchController.searchResultsController.
    public let searchResultsController: UIViewController?
    /// Apple: UISearchController.searchBar.
    public let searchBar = UISearchBar(frame: .zero)
    /// Apple: UISearchController.searchResultsUpdater — not retained.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Apple: UISearchController.obscuresBackgroundDuringPresentation (true). Stored state.
    open var obscuresBackgroundDuringPresentation = true
    /// Apple: UISearchController.hidesNavigationBarDuringPresentation (true). Stored state.
    open var hidesNavigationBarDuringPresentation = true
    /// Apple: UISearchController.isActive (false); becoming active asks the updater.
    open var isActive = false {
        didSet { if isActive, !oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }

    /// Apple: UISearchController.init(searchResultsController:).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.modelSearchController = self
    }

    /// Apple: UISearchController.init(nibName:bundle:).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Apple: UISearchController.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.modelSearchController = self
    }
}

/// Apple: UISearchResultsUpdating — `updateSearchResults(for:)`.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
