import Foundation

/// A text field for search, with an optional cancel button and scope bar.
///
/// Apple: UISearchBar — `text`, `placeholder`, `prompt`, `delegate`, `showsCancelButton`,
/// `searchBarStyle`, `scopeButtonTitles`, `selectedScopeButtonIndex`, `showsScopeBar`. Text
/// assigned in code does not call the delegate (Apple: `searchBar(_:textDidChange:)` "Tells the
/// delegate that the user changed the search text"); the user's typing does — model:
/// ``modelType(_:)``, which also asks the owning search controller's results updater.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// Apple: UISearchBar.Style.
    public enum Style: Int, Sendable {
        case `default` = 0, prominent, minimal
    }

    /// Apple: UISearchBar.text.
    open var text: String?
    /// Apple: UISearchBar.placeholder. Stored state.
    open var placeholder: String?
    /// Apple: UISearchBar.prompt. Stored state.
    open var prompt: String?
    /// Apple: UISearchBar.delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Apple: UISearchBar.showsCancelButton (false). Stored state.
    open var showsCancelButton = false
    /// Apple: UISearchBar.searchBarStyle (`.default`). Stored state.
    open var searchBarStyle: Style = .default
    /// Apple: UISearchBar.scopeButtonTitles. Stored state.
    open var scopeButtonTitles: [String]?
    /// Apple: UISearchBar.selectedScopeButtonIndex (0). Stored state.
    open var selectedScopeButtonIndex = 0
    /// Apple: UISearchBar.showsScopeBar (false). Stored state.
    open var showsScopeBar = false
    weak var modelSearchController: UISearchController?

    /// Apple: UISearchBar.setShowsCancelButton(_:animated:).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Model extension, not UIKit API: the user replaces the search text, as typing would. The
    /// delegate's `searchBar(_:shouldChangeTextIn:replacementText:)` may refuse; otherwise the text
    /// changes, the delegate's `searchBar(_:textDidChange:)` runs, then the search controller's
    /// `updateSearchResults(for:)`.
    public func modelType(_ newText: String) {
        let old = text ?? ""
        let range = NSRange(location: 0, length: (old as NSString).length)
        if delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: newText) == false { return }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        if let controller = modelSearchController {
            controller.searchResultsUpdater?.updateSearchResults(for: controller)
        }
    }

    /// Model extension, not UIKit API: the user taps the keyboard's Search button.
    public func modelSearchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }

    /// Model extension, not UIKit API: the user taps Cancel.
    public func modelCancelButtonClicked() { delegate?.searchBarCancelButtonClicked(self) }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `backgroundImage`, generated.
    private var modelStoredBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var backgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:51).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.backgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var backgroundImage: UIImage? {
        get {
            if let value = modelStoredBackgroundImage { return value }
            ModelFindings.unmodelled("UISearchBar.backgroundImage")
            return nil
        }
        set {
            modelStoredBackgroundImage = newValue
        }
    }

    /// UIKit: `func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:57).
    /// Unmodelled: a call records `UISearchBar.backgroundImage(for:barMetrics:)` and returns `nil`.
    @available(iOS, introduced: 7.0)
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        ModelFindings.unmodelled("UISearchBar.backgroundImage(for:barMetrics:)")
        return nil
    }

    /// Storage of `barStyle`, generated.
    private var modelStoredBarStyle: Optional<UIBarStyle> = nil
    /// UIKit: `var barStyle: UIBarStyle` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:22).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.barStyle` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var barStyle: UIBarStyle {
        get {
            if let value = modelStoredBarStyle { return value }
            ModelFindings.unmodelledStop("UISearchBar.barStyle")
        }
        set {
            modelStoredBarStyle = newValue
        }
    }

    /// Storage of `barTintColor`, generated.
    private var modelStoredBarTintColor: Optional<UIColor?> = nil
    /// UIKit: `var barTintColor: UIColor?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:37).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.barTintColor` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 7.0)
    open var barTintColor: UIColor? {
        get {
            if let value = modelStoredBarTintColor { return value }
            ModelFindings.unmodelled("UISearchBar.barTintColor")
            return nil
        }
        set {
            modelStoredBarTintColor = newValue
        }
    }

    /// UIKit: `func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:65).
    /// Unmodelled: a call records `UISearchBar.image(for:state:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UISearchBar.image(for:state:)")
        return nil
    }

    /// Storage of `isEnabled`, generated.
    private var modelStoredIsEnabled: Optional<Bool> = nil
    /// UIKit: `var isEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchbar-isenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.isEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 16.4)
    open var isEnabled: Bool {
        get {
            if let value = modelStoredIsEnabled { return value }
            ModelAvailability.require("UISearchBar.isEnabled", introduced: 16)
            ModelFindings.unmodelled("UISearchBar.isEnabled")
            return false
        }
        set {
            modelStoredIsEnabled = newValue
        }
    }

    /// Storage of `isLookToDictateEnabled`, generated.
    private var modelStoredIsLookToDictateEnabled: Optional<Bool> = nil
    /// UIKit: `var isLookToDictateEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisearchbar-islooktodictateenabled.md:14).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.isLookToDictateEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var isLookToDictateEnabled: Bool {
        get {
            if let value = modelStoredIsLookToDictateEnabled { return value }
            ModelAvailability.require("UISearchBar.isLookToDictateEnabled", introduced: 17)
            ModelFindings.unmodelled("UISearchBar.isLookToDictateEnabled")
            return false
        }
        set {
            modelStoredIsLookToDictateEnabled = newValue
        }
    }

    /// Storage of `isSearchResultsButtonSelected`, generated.
    private var modelStoredIsSearchResultsButtonSelected: Optional<Bool> = nil
    /// UIKit: `var isSearchResultsButtonSelected: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:33).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.isSearchResultsButtonSelected` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var isSearchResultsButtonSelected: Bool {
        get {
            if let value = modelStoredIsSearchResultsButtonSelected { return value }
            ModelFindings.unmodelled("UISearchBar.isSearchResultsButtonSelected")
            return false
        }
        set {
            modelStoredIsSearchResultsButtonSelected = newValue
        }
    }

    /// Storage of `isTranslucent`, generated.
    private var modelStoredIsTranslucent: Optional<Bool> = nil
    /// UIKit: `var isTranslucent: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:41).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.isTranslucent` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.0)
    open var isTranslucent: Bool {
        get {
            if let value = modelStoredIsTranslucent { return value }
            ModelFindings.unmodelled("UISearchBar.isTranslucent")
            return false
        }
        set {
            modelStoredIsTranslucent = newValue
        }
    }

    /// UIKit: `func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:85).
    /// Unmodelled: a call records `UISearchBar.positionAdjustment(for:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 5.0)
    open func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset {
        ModelFindings.unmodelledStop("UISearchBar.positionAdjustment(for:)")
    }

    /// Storage of `scopeBarBackgroundImage`, generated.
    private var modelStoredScopeBarBackgroundImage: Optional<UIImage?> = nil
    /// UIKit: `var scopeBarBackgroundImage: UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:53).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.scopeBarBackgroundImage` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var scopeBarBackgroundImage: UIImage? {
        get {
            if let value = modelStoredScopeBarBackgroundImage { return value }
            ModelFindings.unmodelled("UISearchBar.scopeBarBackgroundImage")
            return nil
        }
        set {
            modelStoredScopeBarBackgroundImage = newValue
        }
    }

    /// UIKit: `func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:69).
    /// Unmodelled: a call records `UISearchBar.scopeBarButtonBackgroundImage(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UISearchBar.scopeBarButtonBackgroundImage(for:)")
        return nil
    }

    /// UIKit: `func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:73).
    /// Unmodelled: a call records `UISearchBar.scopeBarButtonDividerImage(forLeftSegmentState:rightSegmentState:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func scopeBarButtonDividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) -> UIImage? {
        ModelFindings.unmodelled("UISearchBar.scopeBarButtonDividerImage(forLeftSegmentState:rightSegmentState:)")
        return nil
    }

    /// UIKit: `func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:77).
    /// Unmodelled: a call records `UISearchBar.scopeBarButtonTitleTextAttributes(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        ModelFindings.unmodelled("UISearchBar.scopeBarButtonTitleTextAttributes(for:)")
        return nil
    }

    /// UIKit: `func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:61).
    /// Unmodelled: a call records `UISearchBar.searchFieldBackgroundImage(for:)` and returns `nil`.
    @available(iOS, introduced: 5.0)
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        ModelFindings.unmodelled("UISearchBar.searchFieldBackgroundImage(for:)")
        return nil
    }

    /// Storage of `searchFieldBackgroundPositionAdjustment`, generated.
    private var modelStoredSearchFieldBackgroundPositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var searchFieldBackgroundPositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:79).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.searchFieldBackgroundPositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var searchFieldBackgroundPositionAdjustment: UIOffset {
        get {
            if let value = modelStoredSearchFieldBackgroundPositionAdjustment { return value }
            ModelFindings.unmodelledStop("UISearchBar.searchFieldBackgroundPositionAdjustment")
        }
        set {
            modelStoredSearchFieldBackgroundPositionAdjustment = newValue
        }
    }

    /// UIKit: `var searchTextField: UISearchTextField { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:28).
    /// Unmodelled: reading records `UISearchBar.searchTextField` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 13.0)
    open var searchTextField: UISearchTextField {
        get {
            ModelFindings.unmodelledStop("UISearchBar.searchTextField")
        }
    }

    /// Storage of `searchTextPositionAdjustment`, generated.
    private var modelStoredSearchTextPositionAdjustment: Optional<UIOffset> = nil
    /// UIKit: `var searchTextPositionAdjustment: UIOffset` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:81).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.searchTextPositionAdjustment` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 5.0)
    open var searchTextPositionAdjustment: UIOffset {
        get {
            if let value = modelStoredSearchTextPositionAdjustment { return value }
            ModelFindings.unmodelledStop("UISearchBar.searchTextPositionAdjustment")
        }
        set {
            modelStoredSearchTextPositionAdjustment = newValue
        }
    }

    /// UIKit: `func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:55).
    /// Unmodelled: a call records `UISearchBar.setBackgroundImage(_:for:barMetrics:)` and does nothing.
    @available(iOS, introduced: 7.0)
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    {
        ModelFindings.unmodelled("UISearchBar.setBackgroundImage(_:for:barMetrics:)")
    }

    /// UIKit: `func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:63).
    /// Unmodelled: a call records `UISearchBar.setImage(_:for:state:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        ModelFindings.unmodelled("UISearchBar.setImage(_:for:state:)")
    }

    /// UIKit: `func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:83).
    /// Unmodelled: a call records `UISearchBar.setPositionAdjustment(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
        ModelFindings.unmodelled("UISearchBar.setPositionAdjustment(_:for:)")
    }

    /// UIKit: `func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:67).
    /// Unmodelled: a call records `UISearchBar.setScopeBarButtonBackgroundImage(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UISearchBar.setScopeBarButtonBackgroundImage(_:for:)")
    }

    /// UIKit: `func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:71).
    /// Unmodelled: a call records `UISearchBar.setScopeBarButtonDividerImage(_:forLeftSegmentState:rightSegmentState:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setScopeBarButtonDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        ModelFindings.unmodelled("UISearchBar.setScopeBarButtonDividerImage(_:forLeftSegmentState:rightSegmentState:)")
    }

    /// UIKit: `func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:75).
    /// Unmodelled: a call records `UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setScopeBarButtonTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        ModelFindings.unmodelled("UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)")
    }

    /// UIKit: `func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:59).
    /// Unmodelled: a call records `UISearchBar.setSearchFieldBackgroundImage(_:for:)` and does nothing.
    @available(iOS, introduced: 5.0)
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        ModelFindings.unmodelled("UISearchBar.setSearchFieldBackgroundImage(_:for:)")
    }

    /// UIKit: `func setShowsScope(_ show: Bool, animated animate: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:49).
    /// Unmodelled: a call records `UISearchBar.setShowsScope(_:animated:)` and does nothing.
    @available(iOS, introduced: 13.0)
    open func setShowsScope(_ show: Bool, animated animate: Bool) {
        ModelFindings.unmodelled("UISearchBar.setShowsScope(_:animated:)")
    }

    /// Storage of `showsBookmarkButton`, generated.
    private var modelStoredShowsBookmarkButton: Optional<Bool> = nil
    /// UIKit: `var showsBookmarkButton: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:27).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.showsBookmarkButton` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 2.0)
    open var showsBookmarkButton: Bool {
        get {
            if let value = modelStoredShowsBookmarkButton { return value }
            ModelFindings.unmodelled("UISearchBar.showsBookmarkButton")
            return false
        }
        set {
            modelStoredShowsBookmarkButton = newValue
        }
    }

    /// Storage of `showsSearchResultsButton`, generated.
    private var modelStoredShowsSearchResultsButton: Optional<Bool> = nil
    /// UIKit: `var showsSearchResultsButton: Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:31).
    /// Stored: keeps what is set; a read before any set records `UISearchBar.showsSearchResultsButton` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var showsSearchResultsButton: Bool {
        get {
            if let value = modelStoredShowsSearchResultsButton { return value }
            ModelFindings.unmodelled("UISearchBar.showsSearchResultsButton")
            return false
        }
        set {
            modelStoredShowsSearchResultsButton = newValue
        }
    }
    // cellspec:generated:end
}

/// Apple: UISearchBarDelegate — every method optional (defaults here, as Linux has no `@objc optional`).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `optional func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:103).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)

    /// UIKit: `optional func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:107).
    /// A requirement.
    @available(iOS, introduced: 3.2)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)

    /// UIKit: `optional func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:89).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool

    /// UIKit: `optional func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool` (inventory: ios14.2-sdk-interface iOS/UIKit/UISearchBar.swift:93).
    /// A requirement.
    @available(iOS, introduced: 2.0)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    // cellspec:generated:end
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
