// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

/// UIKit: `struct UIContentUnavailableConfigurationState: CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible, Equatable, Hashable, UIConfigurationState` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfigurationstate.md:15).
/// Declared from the inventory; its members say what each does.
@available(iOS, introduced: 17.0)
public struct UIContentUnavailableConfigurationState {
    /// Storage of `searchText`, generated.
    private var modelStoredSearchText: Optional<String?> = nil
    /// UIKit: `var searchText: String? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfigurationstate-searchtext.md:16).
    /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfigurationState.searchText` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    public var searchText: String? {
        get {
            if let value = modelStoredSearchText { return value }
            ModelAvailability.require("UIContentUnavailableConfigurationState.searchText", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfigurationState.searchText")
            return nil
        }
        set {
            modelStoredSearchText = newValue
        }
    }
}
