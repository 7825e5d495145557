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
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `static var allVisible: UISplitViewController.DisplayMode { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:19).
        /// Unmodelled: reading records `UISplitViewController.DisplayMode.allVisible` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 14.0)
        @available(
            *, deprecated, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary",
            message: "deprecated in iOS 14.0"
        )
        public static var allVisible: UISplitViewController.DisplayMode {
            get {
                ModelFindings.unmodelledStop("UISplitViewController.DisplayMode.allVisible")
            }
        }

        /// UIKit: `static var primaryHidden: UISplitViewController.DisplayMode { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:17).
        /// Unmodelled: reading records `UISplitViewController.DisplayMode.primaryHidden` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 14.0)
        @available(
            *, deprecated, renamed: "UISplitViewController.DisplayMode.secondaryOnly", message: "deprecated in iOS 14.0"
        )
        public static var primaryHidden: UISplitViewController.DisplayMode {
            get {
                ModelFindings.unmodelledStop("UISplitViewController.DisplayMode.primaryHidden")
            }
        }

        /// UIKit: `static var primaryOverlay: UISplitViewController.DisplayMode { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:21).
        /// Unmodelled: reading records `UISplitViewController.DisplayMode.primaryOverlay` and stops the example: no value of its type can be made.
        @available(iOS, introduced: 8.0)
        @available(iOS, deprecated: 14.0)
        @available(
            *, deprecated, renamed: "UISplitViewController.DisplayMode.oneOverSecondary",
            message: "deprecated in iOS 14.0"
        )
        public static var primaryOverlay: UISplitViewController.DisplayMode {
            get {
                ModelFindings.unmodelledStop("UISplitViewController.DisplayMode.primaryOverlay")
            }
        }
        // cellspec:generated:end
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
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `delegate`, generated.
    private var modelStoredDelegate: Optional<UISplitViewControllerDelegate?> = nil
    /// UIKit: `weak var delegate: @sil_weak UISplitViewControllerDelegate?` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:73).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.delegate` and returns `nil` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var delegate: UISplitViewControllerDelegate? {
        get {
            if let value = modelStoredDelegate { return value }
            ModelFindings.unmodelled("UISplitViewController.delegate")
            return nil
        }
        set {
            modelStoredDelegate = newValue
        }
    }

    /// UIKit: `var displayModeButtonItem: UIBarButtonItem { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:97).
    /// Unmodelled: reading records `UISplitViewController.displayModeButtonItem` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 8.0)
    open var displayModeButtonItem: UIBarButtonItem {
        get {
            ModelFindings.unmodelledStop("UISplitViewController.displayModeButtonItem")
        }
    }

    /// Storage of `displayModeButtonVisibility`, generated.
    private var modelStoredDisplayModeButtonVisibility: Optional<UISplitViewController.DisplayModeButtonVisibility> =
        nil
    /// UIKit: `var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uisplitviewcontroller-displaymodebuttonvisibility.md:16).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.displayModeButtonVisibility` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.5)
    open var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility {
        get {
            if let value = modelStoredDisplayModeButtonVisibility { return value }
            ModelFindings.unmodelledStop("UISplitViewController.displayModeButtonVisibility")
        }
        set {
            modelStoredDisplayModeButtonVisibility = newValue
        }
    }

    /// Storage of `maximumSupplementaryColumnWidth`, generated.
    private var modelStoredMaximumSupplementaryColumnWidth: Optional<CGFloat> = nil
    /// UIKit: `var maximumSupplementaryColumnWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:115).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.maximumSupplementaryColumnWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var maximumSupplementaryColumnWidth: CGFloat {
        get {
            if let value = modelStoredMaximumSupplementaryColumnWidth { return value }
            ModelFindings.unmodelled("UISplitViewController.maximumSupplementaryColumnWidth")
            return 0
        }
        set {
            modelStoredMaximumSupplementaryColumnWidth = newValue
        }
    }

    /// Storage of `minimumSupplementaryColumnWidth`, generated.
    private var modelStoredMinimumSupplementaryColumnWidth: Optional<CGFloat> = nil
    /// UIKit: `var minimumSupplementaryColumnWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:113).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.minimumSupplementaryColumnWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var minimumSupplementaryColumnWidth: CGFloat {
        get {
            if let value = modelStoredMinimumSupplementaryColumnWidth { return value }
            ModelFindings.unmodelled("UISplitViewController.minimumSupplementaryColumnWidth")
            return 0
        }
        set {
            modelStoredMinimumSupplementaryColumnWidth = newValue
        }
    }

    /// Storage of `preferredSupplementaryColumnWidth`, generated.
    private var modelStoredPreferredSupplementaryColumnWidth: Optional<CGFloat> = nil
    /// UIKit: `var preferredSupplementaryColumnWidth: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:111).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.preferredSupplementaryColumnWidth` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var preferredSupplementaryColumnWidth: CGFloat {
        get {
            if let value = modelStoredPreferredSupplementaryColumnWidth { return value }
            ModelFindings.unmodelled("UISplitViewController.preferredSupplementaryColumnWidth")
            return 0
        }
        set {
            modelStoredPreferredSupplementaryColumnWidth = newValue
        }
    }

    /// Storage of `preferredSupplementaryColumnWidthFraction`, generated.
    private var modelStoredPreferredSupplementaryColumnWidthFraction: Optional<CGFloat> = nil
    /// UIKit: `var preferredSupplementaryColumnWidthFraction: CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:109).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.preferredSupplementaryColumnWidthFraction` and returns `0` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 14.0)
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get {
            if let value = modelStoredPreferredSupplementaryColumnWidthFraction { return value }
            ModelFindings.unmodelled("UISplitViewController.preferredSupplementaryColumnWidthFraction")
            return 0
        }
        set {
            modelStoredPreferredSupplementaryColumnWidthFraction = newValue
        }
    }

    /// UIKit: `var primaryColumnWidth: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:107).
    /// Unmodelled: reading records `UISplitViewController.primaryColumnWidth` and returns `0`.
    @available(iOS, introduced: 8.0)
    open var primaryColumnWidth: CGFloat {
        get {
            ModelFindings.unmodelled("UISplitViewController.primaryColumnWidth")
            return 0
        }
    }

    /// Storage of `primaryEdge`, generated.
    private var modelStoredPrimaryEdge: Optional<UISplitViewController.PrimaryEdge> = nil
    /// UIKit: `var primaryEdge: UISplitViewController.PrimaryEdge` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:119).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.primaryEdge` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
    @available(iOS, introduced: 11.0)
    open var primaryEdge: UISplitViewController.PrimaryEdge {
        get {
            if let value = modelStoredPrimaryEdge { return value }
            ModelFindings.unmodelledStop("UISplitViewController.primaryEdge")
        }
        set {
            modelStoredPrimaryEdge = newValue
        }
    }

    /// UIKit: `var splitBehavior: UISplitViewController.SplitBehavior { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:78).
    /// Unmodelled: reading records `UISplitViewController.splitBehavior` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 14.0)
    open var splitBehavior: UISplitViewController.SplitBehavior {
        get {
            ModelFindings.unmodelledStop("UISplitViewController.splitBehavior")
        }
    }

    /// UIKit: `var supplementaryColumnWidth: CGFloat { get }` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:117).
    /// Unmodelled: reading records `UISplitViewController.supplementaryColumnWidth` and returns `0`.
    @available(iOS, introduced: 14.0)
    open var supplementaryColumnWidth: CGFloat {
        get {
            ModelFindings.unmodelled("UISplitViewController.supplementaryColumnWidth")
            return 0
        }
    }

    /// Storage of `viewControllers`, generated.
    private var modelStoredViewControllers: Optional<[UIViewController]> = nil
    /// UIKit: `var viewControllers: [UIViewController]` (inventory: ios14.2-sdk-interface iOS/UIKit/UISplitViewController.swift:88).
    /// Stored: keeps what is set; a read before any set records `UISplitViewController.viewControllers` and returns `[]` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 3.2)
    open var viewControllers: [UIViewController] {
        get {
            if let value = modelStoredViewControllers { return value }
            ModelFindings.unmodelled("UISplitViewController.viewControllers")
            return []
        }
        set {
            modelStoredViewControllers = newValue
        }
    }
    // cellspec:generated:end
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
