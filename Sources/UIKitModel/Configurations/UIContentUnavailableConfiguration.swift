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
}
