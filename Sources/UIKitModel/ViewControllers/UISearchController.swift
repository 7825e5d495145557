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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `automaticallyShowsCancelButton`, generated.
    private var modelStoredAutomaticallyShowsCancelButton: Optional<Bool> = nil
    /// UIKit: `var automaticallyShowsCancelButton: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:35).
    /// Stored: keeps what is set; a read before any set records `UISearchController.automaticallyShowsCancelButton` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var automaticallyShowsCancelButton: Bool {
        get {
            if let value = modelStoredAutomaticallyShowsCancelButton { return value }
            ModelFindings.unmodelled("UISearchController.automaticallyShowsCancelButton")
            return false
        }
        set {
            modelStoredAutomaticallyShowsCancelButton = newValue
        }
    }

    /// Storage of `automaticallyShowsScopeBar`, generated.
    private var modelStoredAutomaticallyShowsScopeBar: Optional<Bool> = nil
    /// UIKit: `var automaticallyShowsScopeBar: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:37).
    /// Stored: keeps what is set; a read before any set records `UISearchController.automaticallyShowsScopeBar` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    @available(iOS, deprecated: 18.4)
    @available(*, deprecated, message: "deprecated in iOS 18.4")
    open var automaticallyShowsScopeBar: Bool {
        get {
            if let value = modelStoredAutomaticallyShowsScopeBar { return value }
            ModelFindings.unmodelled("UISearchController.automaticallyShowsScopeBar")
            return false
        }
        set {
            modelStoredAutomaticallyShowsScopeBar = newValue
        }
    }

    /// Storage of `automaticallyShowsSearchResultsController`, generated.
    private var modelStoredAutomaticallyShowsSearchResultsController: Optional<Bool> = nil
    /// UIKit: `var automaticallyShowsSearchResultsController: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:31).
    /// Stored: keeps what is set; a read before any set records `UISearchController.automaticallyShowsSearchResultsController` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var automaticallyShowsSearchResultsController: Bool {
        get {
            if let value = modelStoredAutomaticallyShowsSearchResultsController { return value }
            ModelFindings.unmodelled("UISearchController.automaticallyShowsSearchResultsController")
            return false
        }
        set {
            modelStoredAutomaticallyShowsSearchResultsController = newValue
        }
    }

    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UISearchControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UISearchControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:23).
    /// Stored: keeps what is set; a read before any set records `UISearchController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    open var delegate: UISearchControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UISearchController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// Storage of `dimsBackgroundDuringPresentation`, generated.
    private var modelStoredDimsBackgroundDuringPresentation: Optional<Bool> = nil
    /// UIKit: `var dimsBackgroundDuringPresentation: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:24).
    /// Stored: keeps what is set; a read before any set records `UISearchController.dimsBackgroundDuringPresentation` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 8.0)
    @available(iOS, deprecated: 12.0)
    @available(*, deprecated, message: "deprecated in iOS 12.0")
    open var dimsBackgroundDuringPresentation: Bool {
        get {
            if let value = modelStoredDimsBackgroundDuringPresentation { return value }
            ModelFindings.unmodelled("UISearchController.dimsBackgroundDuringPresentation")
            return false
        }
        set {
            modelStoredDimsBackgroundDuringPresentation = newValue
        }
    }

    /// Storage of `ignoresSearchSuggestionsForSearchBarPlacementStacked`, generated.
    private var modelStoredIgnoresSearchSuggestionsForSearchBarPlacementStacked: Optional<Bool> = nil
    /// UIKit: `var ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-ignoressearchsuggestionsforsearchbarplacementstacked.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchController.ignoresSearchSuggestionsForSearchBarPlacementStacked` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool {
        get {
            if let value = modelStoredIgnoresSearchSuggestionsForSearchBarPlacementStacked { return value }
            ModelAvailability.require(
                "UISearchController.ignoresSearchSuggestionsForSearchBarPlacementStacked", introduced: 16)
            ModelFindings.unmodelled("UISearchController.ignoresSearchSuggestionsForSearchBarPlacementStacked")
            return false
        }
        set {
            modelStoredIgnoresSearchSuggestionsForSearchBarPlacementStacked = newValue
        }
    }

    /// Storage of `scopeBarActivation`, generated.
    private var modelStoredScopeBarActivation: Optional<UISearchController.ScopeBarActivation> = nil
    /// UIKit: `var scopeBarActivation: UISearchController.ScopeBarActivation { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-scopebaractivation.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchController.scopeBarActivation` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.0)
    open var scopeBarActivation: UISearchController.ScopeBarActivation {
        get {
            if let value = modelStoredScopeBarActivation { return value }
            ModelAvailability.require("UISearchController.scopeBarActivation", introduced: 16)
            ModelFindings.unmodelledStop("UISearchController.scopeBarActivation")
        }
        set {
            modelStoredScopeBarActivation = newValue
        }
    }

    /// UIKit: `var searchBarPlacement: UINavigationItem.SearchBarPlacement { get }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchcontroller-searchbarplacement.md:16).
    /// Unmodelled: reading records `UISearchController.searchBarPlacement` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        get {
            ModelAvailability.require("UISearchController.searchBarPlacement", introduced: 16)
            ModelFindings.unmodelledStop("UISearchController.searchBarPlacement")
        }
    }

    /// Storage of `showsSearchResultsController`, generated.
    private var modelStoredShowsSearchResultsController: Optional<Bool> = nil
    /// UIKit: `var showsSearchResultsController: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchController.swift:33).
    /// Stored: keeps what is set; a read before any set records `UISearchController.showsSearchResultsController` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var showsSearchResultsController: Bool {
        get {
            if let value = modelStoredShowsSearchResultsController { return value }
            ModelFindings.unmodelled("UISearchController.showsSearchResultsController")
            return false
        }
        set {
            modelStoredShowsSearchResultsController = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UISearchResultsUpdating — `updateSearchResults(for:)`.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
