import Foundation

/// A container that shows two or three columns side by side, or one of them when space is compact.
///
/// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller —
/// `init(style:)` (iOS 14), `style`, `setViewController(_:for:)` ("If you set a view controller that
/// isn't a navigation controller, the split view controller wraps it in a navigation controller"),
/// `viewController(for:)` (the view controller set for the column), `preferredDisplayMode`,
/// `preferredSplitBehavior`, `primaryBackgroundStyle`, column widths, `presentsWithGesture`,
/// `showsSecondaryOnlyButton`: stored state with Apple's defaults. `isCollapsed` follows the
/// horizontal size class ("a split view controller collapses in a horizontally compact
/// environment"): the model's screen is an iPhone's, compact, so it is collapsed. Which column a
/// collapsed or automatic split view shows (`displayMode` when `preferredDisplayMode` is
/// `.automatic`, `show(_:)`, `hide(_:)`) is not modelled: those calls are recorded as unmodelled.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// Apple: UISplitViewController.Style (iOS 14).
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }

    /// Apple: UISplitViewController.Column (iOS 14).
    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }

    /// Apple: UISplitViewController.DisplayMode.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
            twoOverSecondary, twoDisplaceSecondary
    }

    /// Apple: UISplitViewController.SplitBehavior (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile, overlay, displace
    }

    /// Apple: UISplitViewController.BackgroundStyle (iOS 13).
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar
    }

    /// Apple: UISplitViewController.automaticDimension.
    public static let automaticDimension: CGFloat = -1

    /// Apple: UISplitViewController.style (iOS 14).
    open private(set) var style: Style = .unspecified
    private var columns: [Column: UIViewController] = [:]
    /// Apple: UISplitViewController.preferredDisplayMode (`.automatic`). Stored state.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// Apple: UISplitViewController.preferredSplitBehavior (iOS 14; `.automatic`). Stored state.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// Apple: UISplitViewController.primaryBackgroundStyle (iOS 13; `.none`). Stored state.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Apple: UISplitViewController.preferredPrimaryColumnWidthFraction (automatic). Stored state.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// Apple: UISplitViewController.preferredPrimaryColumnWidth (iOS 14; automatic). Stored state.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// Apple: UISplitViewController.minimumPrimaryColumnWidth (automatic). Stored state.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// Apple: UISplitViewController.maximumPrimaryColumnWidth (automatic). Stored state.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// Apple: UISplitViewController.presentsWithGesture (true). Stored state.
    open var presentsWithGesture = true
    /// Apple: UISplitViewController.showsSecondaryOnlyButton (iOS 14; false). Stored state.
    open var showsSecondaryOnlyButton = false

    /// Apple: UISplitViewController.init(style:) (iOS 14).
    public convenience init(style: Style) {
        self.init(nibName: nil, bundle: nil)
        self.style = style
    }

    /// Apple: UISplitViewController.setViewController(_:for:) (iOS 14) — a view controller that is
    /// not a navigation controller is wrapped in one, which becomes the split view's child.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = columns[column] {
            (old.navigationController ?? old).removeFromParent()
        }
        columns[column] = vc
        guard let vc else { return }
        let shown = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        addChild(shown)
        shown.didMove(toParent: self)
    }

    /// Apple: UISplitViewController.viewController(for:) (iOS 14) — the view controller set for the column.
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Apple: UISplitViewController.isCollapsed — true in a horizontally compact environment.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// Apple: UISplitViewController.displayMode — the mode in use. The preferred mode when one is
    /// chosen; what `.automatic` resolves to is not modelled.
    open var displayMode: DisplayMode {
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        ModelFindings.unmodelled("UISplitViewController.displayMode (automatic)")
        return .automatic
    }

    /// Apple: UISplitViewController.show(_:) (iOS 14) — which column ends up visible is not modelled.
    open func show(_ column: Column) {
        ModelFindings.unmodelled("UISplitViewController.show(_:)")
    }

    /// Apple: UISplitViewController.hide(_:) (iOS 14) — not modelled.
    open func hide(_ column: Column) {
        ModelFindings.unmodelled("UISplitViewController.hide(_:)")
    }
}

extension UIViewController {
    /// Apple: UIViewController.splitViewController — "the nearest ancestor in the view controller
    /// hierarchy that is a split view controller".
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
