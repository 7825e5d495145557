import Foundation

extension UIButton {
    /// The appearance of a button, as a value (iOS 15).
    ///
    /// Apple: UIButton.Configuration — factories `plain()`, `tinted()`, `gray()`, `filled()`,
    /// `borderless()`, `bordered()`, `borderedTinted()`, `borderedProminent()`; `title`,
    /// `subtitle`, `attributedTitle`, `attributedSubtitle`, `image`, `imagePlacement` (leading),
    /// `imagePadding`, `titlePadding`, `contentInsets`, `baseForegroundColor`,
    /// `baseBackgroundColor`, `cornerStyle` (dynamic), `buttonSize` (medium), `titleAlignment`
    /// (automatic), `showsActivityIndicator`, `background` (a `UIBackgroundConfiguration`),
    /// `updated(for:)`. Which values each style resolves for each state is not documented; the
    /// model's `updated(for:)` returns the configuration unchanged, and the values are stored state.
    public struct Configuration: Hashable {
        /// Which factory made it (model: for inspection).
        public let modelStyle: String

        /// Apple: UIButton.Configuration.CornerStyle.
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1, dynamic = 0, small, medium, large, capsule
        }

        /// Apple: UIButton.Configuration.Size.
        public enum Size: Int, Hashable, Sendable {
            case mini = 0, small, medium, large
        }

        /// Apple: UIButton.Configuration.TitleAlignment.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0, leading, center, trailing
        }

        /// Apple: UIButton.Configuration.MacIdiomStyle. Stored state.
        public enum MacIdiomStyle: Int, Hashable, Sendable {
            case automatic = 0, bordered, borderless, borderlessTinted
        }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var background: UIBackgroundConfiguration = .clear()
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        init(style: String) { modelStyle = style }

        /// Apple: plain().
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// Apple: tinted().
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// Apple: gray().
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// Apple: filled().
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// Apple: borderless().
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// Apple: bordered().
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// Apple: borderedTinted().
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// Apple: borderedProminent().
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// Apple: updated(for:) — the configuration for the button's current state. The model
        /// keeps it as it is (per-state defaults are not documented).
        @MainActor @preconcurrency
        public func updated(for button: UIButton) -> Configuration { self }
    }
}
