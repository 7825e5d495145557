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
        // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
        /// UIKit: `var activityIndicatorColorTransformer: UIConfigurationColorTransformer? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-activityindicatorcolortransformer.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.activityIndicatorColorTransformer` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
            get {
                ModelAvailability.require("UIButton.Configuration.activityIndicatorColorTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.activityIndicatorColorTransformer")
                return nil
            }
            set {
                ModelAvailability.require("UIButton.Configuration.activityIndicatorColorTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.activityIndicatorColorTransformer")
            }
        }

        /// UIKit: `var automaticallyUpdateForSelection: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-automaticallyupdateforselection.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.automaticallyUpdateForSelection` and returns `false`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var automaticallyUpdateForSelection: Bool {
            get {
                ModelAvailability.require("UIButton.Configuration.automaticallyUpdateForSelection", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.automaticallyUpdateForSelection")
                return false
            }
            set {
                ModelAvailability.require("UIButton.Configuration.automaticallyUpdateForSelection", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.automaticallyUpdateForSelection")
            }
        }

        /// UIKit: `var imageColorTransformer: UIConfigurationColorTransformer? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-imagecolortransformer.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.imageColorTransformer` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var imageColorTransformer: UIConfigurationColorTransformer? {
            get {
                ModelAvailability.require("UIButton.Configuration.imageColorTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.imageColorTransformer")
                return nil
            }
            set {
                ModelAvailability.require("UIButton.Configuration.imageColorTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.imageColorTransformer")
            }
        }

        /// UIKit: `var imageReservation: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-imagereservation.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.imageReservation` and returns `0`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var imageReservation: CGFloat {
            get {
                ModelAvailability.require("UIButton.Configuration.imageReservation", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.imageReservation")
                return 0
            }
            set {
                ModelAvailability.require("UIButton.Configuration.imageReservation", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.imageReservation")
            }
        }

        /// UIKit: `var indicator: UIButton.Configuration.Indicator { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-indicator.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.indicator` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
        @available(iOS, introduced: 16.0)
        public var indicator: UIButton.Configuration.Indicator {
            get {
                ModelAvailability.require("UIButton.Configuration.indicator", introduced: 16)
                ModelFindings.unmodelledStop("UIButton.Configuration.indicator")
            }
            set {
                ModelAvailability.require("UIButton.Configuration.indicator", introduced: 16)
                ModelFindings.unmodelled("UIButton.Configuration.indicator")
            }
        }

        /// UIKit: `var indicatorColorTransformer: UIConfigurationColorTransformer? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-indicatorcolortransformer.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.indicatorColorTransformer` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 16.0)
        public var indicatorColorTransformer: UIConfigurationColorTransformer? {
            get {
                ModelAvailability.require("UIButton.Configuration.indicatorColorTransformer", introduced: 16)
                ModelFindings.unmodelled("UIButton.Configuration.indicatorColorTransformer")
                return nil
            }
            set {
                ModelAvailability.require("UIButton.Configuration.indicatorColorTransformer", introduced: 16)
                ModelFindings.unmodelled("UIButton.Configuration.indicatorColorTransformer")
            }
        }

        /// UIKit: `mutating func setDefaultContentInsets()` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-setdefaultcontentinsets().md:17).
        /// Unmodelled: a call records `UIButton.Configuration.setDefaultContentInsets()` and does nothing.
        @available(iOS, introduced: 15.0)
        public mutating func setDefaultContentInsets() {
            ModelAvailability.require("UIButton.Configuration.setDefaultContentInsets()", introduced: 15)
            ModelFindings.unmodelled("UIButton.Configuration.setDefaultContentInsets()")
        }

        /// UIKit: `var subtitleLineBreakMode: NSLineBreakMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-subtitlelinebreakmode.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.subtitleLineBreakMode` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var subtitleLineBreakMode: NSLineBreakMode {
            get {
                ModelAvailability.require("UIButton.Configuration.subtitleLineBreakMode", introduced: 15)
                ModelFindings.unmodelledStop("UIButton.Configuration.subtitleLineBreakMode")
            }
            set {
                ModelAvailability.require("UIButton.Configuration.subtitleLineBreakMode", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.subtitleLineBreakMode")
            }
        }

        /// UIKit: `var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-subtitletextattributestransformer.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.subtitleTextAttributesTransformer` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get {
                ModelAvailability.require("UIButton.Configuration.subtitleTextAttributesTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.subtitleTextAttributesTransformer")
                return nil
            }
            set {
                ModelAvailability.require("UIButton.Configuration.subtitleTextAttributesTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.subtitleTextAttributesTransformer")
            }
        }

        /// UIKit: `var titleLineBreakMode: NSLineBreakMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-titlelinebreakmode.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.titleLineBreakMode` and stops the example: no value of its type can be made; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var titleLineBreakMode: NSLineBreakMode {
            get {
                ModelAvailability.require("UIButton.Configuration.titleLineBreakMode", introduced: 15)
                ModelFindings.unmodelledStop("UIButton.Configuration.titleLineBreakMode")
            }
            set {
                ModelAvailability.require("UIButton.Configuration.titleLineBreakMode", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.titleLineBreakMode")
            }
        }

        /// UIKit: `var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uibutton-uibutton.configuration-titletextattributestransformer.md:17).
        /// Unmodelled: reading records `UIButton.Configuration.titleTextAttributesTransformer` and returns `nil`; setting records it too and keeps nothing.
        @available(iOS, introduced: 15.0)
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get {
                ModelAvailability.require("UIButton.Configuration.titleTextAttributesTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.titleTextAttributesTransformer")
                return nil
            }
            set {
                ModelAvailability.require("UIButton.Configuration.titleTextAttributesTransformer", introduced: 15)
                ModelFindings.unmodelled("UIButton.Configuration.titleTextAttributesTransformer")
            }
        }
        // cellspec:generated:end
    }
}
