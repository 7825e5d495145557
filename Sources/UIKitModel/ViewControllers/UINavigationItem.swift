import Foundation

/// What a navigation bar shows for the view controller on top of a navigation stack.
///
/// Apple: UINavigationItem — `init(title:)`, `title`, `titleView`, `prompt`, `backButtonTitle`
/// (iOS 11), `largeTitleDisplayMode`, `leftBarButtonItem(s)`, `rightBarButtonItem(s)`,
/// `setLeftBarButton(_:animated:)`, `setRightBarButton(_:animated:)`, `searchController` (iOS 11),
/// `hidesSearchBarWhenScrolling` (true), `leftItemsSupplementBackButton`, `hidesBackButton`.
/// "`leftBarButtonItem` … is the first item of `leftBarButtonItems`" (and likewise on the right):
/// the single-item properties are views of the arrays. Otherwise stored state.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// Apple: UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never, inline
    }

    /// Apple: UINavigationItem.title.
    open var title: String?
    /// Apple: UINavigationItem.titleView. Stored state.
    open var titleView: UIView?
    /// Apple: UINavigationItem.prompt. Stored state.
    open var prompt: String?
    /// Apple: UINavigationItem.backButtonTitle (iOS 11). Stored state.
    open var backButtonTitle: String?
    /// Apple: UINavigationItem.backBarButtonItem. Stored state.
    open var backBarButtonItem: UIBarButtonItem?
    /// Apple: UINavigationItem.hidesBackButton (false). Stored state.
    open var hidesBackButton = false
    /// Apple: UINavigationItem.leftItemsSupplementBackButton (false). Stored state.
    open var leftItemsSupplementBackButton = false
    /// Apple: UINavigationItem.largeTitleDisplayMode (`.automatic`). Stored state.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Apple: UINavigationItem.searchController (iOS 11). Stored state.
    open var searchController: UISearchController?
    /// Apple: UINavigationItem.hidesSearchBarWhenScrolling (true). Stored state.
    open var hidesSearchBarWhenScrolling = true
    /// Apple: UINavigationItem.leftBarButtonItems.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Apple: UINavigationItem.rightBarButtonItems — listed from the trailing edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// Apple: UINavigationItem.init(title:).
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Apple: UINavigationItem.init(coder:). The model decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// Apple: UINavigationItem.leftBarButtonItem — the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Apple: UINavigationItem.rightBarButtonItem — the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Apple: UINavigationItem.setLeftBarButton(_:animated:).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Apple: UINavigationItem.setRightBarButton(_:animated:).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Apple: UINavigationItem.setLeftBarButtonItems(_:animated:).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Apple: UINavigationItem.setRightBarButtonItems(_:animated:).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `backButtonDisplayMode`, generated.
    private var modelStoredBackButtonDisplayMode: Optional<UINavigationItem.BackButtonDisplayMode> = nil
    /// UIKit: `var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:29).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.backButtonDisplayMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode {
        get {
            if let value = modelStoredBackButtonDisplayMode { return value }
            ModelFindings.unmodelledStop("UINavigationItem.backButtonDisplayMode")
        }
        set {
            modelStoredBackButtonDisplayMode = newValue
        }
    }

    /// Storage of `compactAppearance`, generated.
    private var modelStoredCompactAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var compactAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:53).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.compactAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var compactAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredCompactAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.compactAppearance")
            return nil
        }
        set {
            modelStoredCompactAppearance = newValue
        }
    }

    /// Storage of `scrollEdgeAppearance`, generated.
    private var modelStoredScrollEdgeAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var scrollEdgeAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:55).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.scrollEdgeAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredScrollEdgeAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.scrollEdgeAppearance")
            return nil
        }
        set {
            modelStoredScrollEdgeAppearance = newValue
        }
    }

    /// UIKit: `func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool)` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:28).
    /// Unmodelled: a call records `UINavigationItem.setHidesBackButton(_:animated:)` and does nothing.
    @available(iOS, introduced: 2.0)
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        ModelFindings.unmodelled("UINavigationItem.setHidesBackButton(_:animated:)")
    }

    /// Storage of `standardAppearance`, generated.
    private var modelStoredStandardAppearance: Optional<UINavigationBarAppearance?> = nil
    /// UIKit: `var standardAppearance: UINavigationBarAppearance?` (inventory: ios14.2-sdk-interface iOS/UIKit/UINavigationItem.swift:51).
    /// Stored: keeps what is set; a read before any set records `UINavigationItem.standardAppearance` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 13.0)
    open var standardAppearance: UINavigationBarAppearance? {
        get {
            if let value = modelStoredStandardAppearance { return value }
            ModelFindings.unmodelled("UINavigationItem.standardAppearance")
            return nil
        }
        set {
            modelStoredStandardAppearance = newValue
        }
    }
    // cellspec:generated:end
}
