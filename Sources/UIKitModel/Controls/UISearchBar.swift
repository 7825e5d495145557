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
