import Foundation

/// What a view controller shows when it has no content: an image, text, secondary text and a
/// button, or a loading indicator (iOS 17).
///
/// Apple: UIContentUnavailableConfiguration — factories `empty()`, `loading()`, `search()`;
/// `image`, `text`, `secondaryText`, `attributedText`, `secondaryAttributedText`, `button`
/// (a `UIButton.Configuration`), `buttonProperties.primaryAction`, `background`,
/// `directionalLayoutMargins`, `updated(for:)`; shown through
/// `UIViewController.contentUnavailableConfiguration` ("the view controller displays it … nil
/// removes it"), `setNeedsUpdateContentUnavailableConfiguration()` and the override point
/// `updateContentUnavailableConfiguration(using:)`. `search()` shows "No Results" (Apple's
/// documented default text); `loading()` shows "Loading…" with an indicator. Per-state styling is
/// not documented: `updated(for:)` keeps the configuration, and the values are stored state.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Which factory made it (model: for inspection).
    public let modelStyle: String

    /// Apple: UIContentUnavailableConfiguration.ButtonProperties.
    public struct ButtonProperties: Hashable {
        /// Apple: primaryAction.
        public var primaryAction: UIAction?
        /// Apple: menu.
        public var menu: UIMenu?
        /// Apple: isEnabled (true).
        public var isEnabled = true
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `var role: UIButton.Role { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.buttonproperties-role.md:17).
        /// Unmodelled: reading records `UIContentUnavailableConfiguration.ButtonProperties.role` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
        @available(iOS, introduced: 17.0)
        public var role: UIButton.Role {
            get {
                ModelAvailability.require("UIContentUnavailableConfiguration.ButtonProperties.role", introduced: 17)
                ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.ButtonProperties.role")
            }
            set {
                ModelAvailability.require("UIContentUnavailableConfiguration.ButtonProperties.role", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.ButtonProperties.role")
            }
        }
        // cellspec:generated:end
    }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = ButtonProperties()
    public var background: UIBackgroundConfiguration = .clear()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 8
    public var textToSecondaryTextPadding: CGFloat = 4
    public var textToButtonPadding: CGFloat = 16
    /// Whether a loading indicator is shown (`loading()`). Model: kept for inspection.
    public var modelShowsActivityIndicator = false

    init(style: String) { modelStyle = style }

    /// Apple: empty() — nothing set.
    public static func empty() -> Self { Self(style: "empty") }

    /// Apple: loading() — "a loading indicator and text".
    public static func loading() -> Self {
        var configuration = Self(style: "loading")
        configuration.text = "Loading…"
        configuration.modelShowsActivityIndicator = true
        return configuration
    }

    /// Apple: search() — "No Results", for a search without matches.
    public static func search() -> Self {
        var configuration = Self(style: "search")
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> Self { self }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `var alignment: UIContentUnavailableConfiguration.Alignment { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-alignment.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.alignment` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var alignment: UIContentUnavailableConfiguration.Alignment {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.alignment", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.alignment")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.alignment", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.alignment")
        }
    }

    /// UIKit: `var axesPreservingSuperviewLayoutMargins: UIAxis { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-axespreservingsuperviewlayoutmargins.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.axesPreservingSuperviewLayoutMargins` and returns `[]`; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get {
            ModelAvailability.require(
                "UIContentUnavailableConfiguration.axesPreservingSuperviewLayoutMargins", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.axesPreservingSuperviewLayoutMargins")
            return []
        }
        set {
            ModelAvailability.require(
                "UIContentUnavailableConfiguration.axesPreservingSuperviewLayoutMargins", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.axesPreservingSuperviewLayoutMargins")
        }
    }

    /// UIKit: `var buttonToSecondaryButtonPadding: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-buttontosecondarybuttonpadding.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding` and returns `0`; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var buttonToSecondaryButtonPadding: CGFloat {
        get {
            ModelAvailability.require(
                "UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding")
            return 0
        }
        set {
            ModelAvailability.require(
                "UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding")
        }
    }

    /// UIKit: `var imageProperties: UIContentUnavailableConfiguration.ImageProperties { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-imageproperties.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.imageProperties` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var imageProperties: UIContentUnavailableConfiguration.ImageProperties {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.imageProperties", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.imageProperties")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.imageProperties", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.imageProperties")
        }
    }

    /// UIKit: `var secondaryButton: UIButton.Configuration { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-secondarybutton.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.secondaryButton` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var secondaryButton: UIButton.Configuration {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryButton", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.secondaryButton")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryButton", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.secondaryButton")
        }
    }

    /// UIKit: `var secondaryButtonProperties: UIContentUnavailableConfiguration.ButtonProperties { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-secondarybuttonproperties.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.secondaryButtonProperties` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var secondaryButtonProperties: UIContentUnavailableConfiguration.ButtonProperties {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryButtonProperties", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.secondaryButtonProperties")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryButtonProperties", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.secondaryButtonProperties")
        }
    }

    /// UIKit: `var secondaryTextProperties: UIContentUnavailableConfiguration.TextProperties { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-secondarytextproperties.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.secondaryTextProperties` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var secondaryTextProperties: UIContentUnavailableConfiguration.TextProperties {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryTextProperties", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.secondaryTextProperties")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.secondaryTextProperties", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.secondaryTextProperties")
        }
    }

    /// UIKit: `var textProperties: UIContentUnavailableConfiguration.TextProperties { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-textproperties.md:16).
    /// Unmodelled: reading records `UIContentUnavailableConfiguration.textProperties` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
    @available(iOS, introduced: 17.0)
    public var textProperties: UIContentUnavailableConfiguration.TextProperties {
        get {
            ModelAvailability.require("UIContentUnavailableConfiguration.textProperties", introduced: 17)
            ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.textProperties")
        }
        set {
            ModelAvailability.require("UIContentUnavailableConfiguration.textProperties", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableConfiguration.textProperties")
        }
    }
    // cellspec:generated:end
}

/// Apple: UIContentUnavailableView (iOS 17) — the view that shows a content-unavailable
/// configuration.
@MainActor @preconcurrency
open class UIContentUnavailableView: UIView, UIContentView {
    private var current: UIContentUnavailableConfiguration

    /// Apple: init(configuration:).
    public init(configuration: UIContentUnavailableConfiguration) {
        current = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        current = .empty()
        super.init(coder: coder)
    }

    /// Apple: UIContentUnavailableView.configuration — another configuration type is a fault.
    open var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                ModelFindings.fault(
                    .contentViewConfigurationType, "UIContentUnavailableView got \(type(of: newValue)).")
                return
            }
            current = configuration
        }
    }

    /// Model extension, not UIKit API: the user taps the configuration's button — its primary
    /// action runs with this view as sender, unless the button is disabled.
    @discardableResult
    public func modelTapButton() -> Bool {
        guard current.buttonProperties.isEnabled, let action = current.buttonProperties.primaryAction else {
            return false
        }
        action.modelPerform(sender: self)
        return true
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// Storage of `isScrollEnabled`, generated.
    private var modelStoredIsScrollEnabled: Optional<Bool> = nil
    /// UIKit: `var isScrollEnabled: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableview-isscrollenabled.md:16).
    /// Stored: keeps what is set; a read before any set records `UIContentUnavailableView.isScrollEnabled` and returns `false` (UIKit's default is not in the inventory).
    @available(iOS, introduced: 17.0)
    open var isScrollEnabled: Bool {
        get {
            if let value = modelStoredIsScrollEnabled { return value }
            ModelAvailability.require("UIContentUnavailableView.isScrollEnabled", introduced: 17)
            ModelFindings.unmodelled("UIContentUnavailableView.isScrollEnabled")
            return false
        }
        set {
            modelStoredIsScrollEnabled = newValue
        }
    }
    // cellspec:generated:end
}
