import Foundation

/// The configuration of a list section in a compositional layout.
///
/// Apple: UICollectionLayoutListConfiguration (iOS 14) — `init(appearance:)`, `appearance`
/// (plain, grouped, insetGrouped, sidebar, sidebarPlain), `showsSeparators` (true),
/// `separatorConfiguration` (iOS 14.5), `itemSeparatorHandler` (iOS 14.5), `backgroundColor`
/// (nil: the appearance's default), `headerMode`/`footerMode` (none, supplementary,
/// firstItemInSection — headers only), `headerTopPadding` (iOS 15),
/// `leadingSwipeActionsConfigurationProvider`/`trailingSwipeActionsConfigurationProvider`.
/// Used through `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or
/// `UICollectionViewCompositionalLayout.list(using:)`.
public struct UICollectionLayoutListConfiguration {
    /// Apple: UICollectionLayoutListConfiguration.Appearance.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain

        /// The `listEnvironment` trait of views in a list of this appearance (Apple:
        /// UIListEnvironment, iOS 18).
        var modelListEnvironment: UIListEnvironment {
            switch self {
            case .plain: return .plain
            case .grouped: return .grouped
            case .insetGrouped: return .insetGrouped
            case .sidebar: return .sidebar
            case .sidebarPlain: return .sidebarPlain
            }
        }
    }

    /// Apple: UICollectionLayoutListConfiguration.HeaderMode.
    public enum HeaderMode: Int, Sendable {
        case none = 0, supplementary, firstItemInSection
    }

    /// Apple: UICollectionLayoutListConfiguration.FooterMode.
    public enum FooterMode: Int, Sendable {
        case none = 0, supplementary
    }

    /// Apple: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Apple: UICollectionLayoutListConfiguration.ItemSeparatorHandler (iOS 14.5).
    public typealias ItemSeparatorHandler = (
        _ indexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
    )
        -> UIListSeparatorConfiguration

    public var appearance: Appearance
    public var showsSeparators = true
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Apple: headerTopPadding (iOS 15) — nil: the system default.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Apple: init(appearance:).
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background a list of this configuration shows: `backgroundColor`, or the appearance's
    /// default (model choice, undocumented: grouped styles on grouped background, sidebars on
    /// the secondary background, plain on the system background).
    public var modelResolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar, .sidebarPlain: return .secondarySystemBackground
        }
    }

    /// The separator configuration for one item: the section's, through `itemSeparatorHandler`.
    /// Model extension, not UIKit API.
    public func modelSeparatorConfiguration(for indexPath: IndexPath) -> UIListSeparatorConfiguration {
        var base = separatorConfiguration
        if !showsSeparators {
            base.topSeparatorVisibility = .hidden
            base.bottomSeparatorVisibility = .hidden
        }
        return itemSeparatorHandler?(indexPath, base) ?? base
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var contentHuggingElements: UICollectionLayoutListConfiguration.ContentHuggingElements { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicollectionlayoutlistconfiguration-contenthuggingelements.md:16).
    /// Unmodelled: reading records `UICollectionLayoutListConfiguration.contentHuggingElements` and returns `[]`; setting records it too and keeps nothing.
    @available(iOS, introduced: 18.0)
    public var contentHuggingElements: UICollectionLayoutListConfiguration.ContentHuggingElements {
        get {
            ModelAvailability.require("UICollectionLayoutListConfiguration.contentHuggingElements", introduced: 18)
            ModelFindings.unmodelled("UICollectionLayoutListConfiguration.contentHuggingElements")
            return []
        }
        set {
            ModelAvailability.require("UICollectionLayoutListConfiguration.contentHuggingElements", introduced: 18)
            ModelFindings.unmodelled("UICollectionLayoutListConfiguration.contentHuggingElements")
        }
    }
    // cellspec:generated:end
}

/// The separators of list items.
///
/// Apple: UIListSeparatorConfiguration (iOS 14.5) — `init(listAppearance:)`,
/// `topSeparatorVisibility`/`bottomSeparatorVisibility` (automatic, visible, hidden),
/// `topSeparatorInsets`/`bottomSeparatorInsets`, `color`, `multipleSelectionColor`,
/// `visualEffect`.
public struct UIListSeparatorConfiguration: Hashable {
    /// Apple: UIListSeparatorConfiguration.Visibility.
    public enum Visibility: Int, Sendable {
        case automatic = 0, visible, hidden
    }

    /// Apple: UIListSeparatorConfiguration.automaticInsets — "use the system default insets".
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
        bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    /// Apple: init(listAppearance:).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var visualEffect: UIVisualEffect? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uilistseparatorconfiguration-visualeffect.md:16).
    /// Unmodelled: reading records `UIListSeparatorConfiguration.visualEffect` and returns `nil`; setting records it too and keeps nothing.
    @available(iOS, introduced: 15.0)
    public var visualEffect: UIVisualEffect? {
        get {
            ModelAvailability.require("UIListSeparatorConfiguration.visualEffect", introduced: 15)
            ModelFindings.unmodelled("UIListSeparatorConfiguration.visualEffect")
            return nil
        }
        set {
            ModelAvailability.require("UIListSeparatorConfiguration.visualEffect", introduced: 15)
            ModelFindings.unmodelled("UIListSeparatorConfiguration.visualEffect")
        }
    }
    // cellspec:generated:end
}
