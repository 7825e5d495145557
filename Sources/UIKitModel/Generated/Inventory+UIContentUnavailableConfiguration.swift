// Written by `cellspec inventory declare` from Inventory/UIKit.jsonl: do not edit; run it again.
// Each declaration cites its inventory entry (source, path, line); see Inventory/README.md.
import Foundation

extension UIContentUnavailableConfiguration {
    /// UIKit: `enum Alignment: Equatable, Hashable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.alignment.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public enum Alignment {
        /// UIKit: `case center` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.alignment-uicontentunavailableconfiguration.alignment.center.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case center
        /// UIKit: `case natural` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.alignment-uicontentunavailableconfiguration.alignment.natural.md:17).
        /// Declared from the inventory.
        @available(iOS, introduced: 17.0)
        case natural
    }
}

extension UIContentUnavailableConfiguration {
    /// UIKit: `struct ImageProperties: CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible, Equatable, Hashable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public struct ImageProperties {
        /// Storage of `accessibilityIgnoresInvertColors`, generated.
        private var modelStoredAccessibilityIgnoresInvertColors: Optional<Bool> = nil
        /// UIKit: `var accessibilityIgnoresInvertColors: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties-accessibilityignoresinvertcolors.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.ImageProperties.accessibilityIgnoresInvertColors` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var accessibilityIgnoresInvertColors: Bool {
            get {
                if let value = modelStoredAccessibilityIgnoresInvertColors { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.ImageProperties.accessibilityIgnoresInvertColors", introduced: 17
                )
                ModelFindings.unmodelled(
                    "UIContentUnavailableConfiguration.ImageProperties.accessibilityIgnoresInvertColors")
                return false
            }
            set {
                modelStoredAccessibilityIgnoresInvertColors = newValue
            }
        }
        /// Storage of `cornerRadius`, generated.
        private var modelStoredCornerRadius: Optional<CGFloat> = nil
        /// UIKit: `var cornerRadius: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties-cornerradius.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.ImageProperties.cornerRadius` and returns `0` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var cornerRadius: CGFloat {
            get {
                if let value = modelStoredCornerRadius { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.ImageProperties.cornerRadius", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.ImageProperties.cornerRadius")
                return 0
            }
            set {
                modelStoredCornerRadius = newValue
            }
        }
        /// Storage of `maximumSize`, generated.
        private var modelStoredMaximumSize: Optional<CGSize> = nil
        /// UIKit: `var maximumSize: CGSize { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties-maximumsize.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.ImageProperties.maximumSize` and returns `.zero` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var maximumSize: CGSize {
            get {
                if let value = modelStoredMaximumSize { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.ImageProperties.maximumSize", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.ImageProperties.maximumSize")
                return .zero
            }
            set {
                modelStoredMaximumSize = newValue
            }
        }
        /// Storage of `preferredSymbolConfiguration`, generated.
        private var modelStoredPreferredSymbolConfiguration: Optional<UIImage.SymbolConfiguration?> = nil
        /// UIKit: `var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties-preferredsymbolconfiguration.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.ImageProperties.preferredSymbolConfiguration` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
            get {
                if let value = modelStoredPreferredSymbolConfiguration { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.ImageProperties.preferredSymbolConfiguration", introduced: 17)
                ModelFindings.unmodelled(
                    "UIContentUnavailableConfiguration.ImageProperties.preferredSymbolConfiguration")
                return nil
            }
            set {
                modelStoredPreferredSymbolConfiguration = newValue
            }
        }
        /// Storage of `tintColor`, generated.
        private var modelStoredTintColor: Optional<UIColor?> = nil
        /// UIKit: `var tintColor: UIColor? { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.imageproperties-tintcolor.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.ImageProperties.tintColor` and returns `nil` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var tintColor: UIColor? {
            get {
                if let value = modelStoredTintColor { return value }
                ModelAvailability.require("UIContentUnavailableConfiguration.ImageProperties.tintColor", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.ImageProperties.tintColor")
                return nil
            }
            set {
                modelStoredTintColor = newValue
            }
        }
    }
}

extension UIContentUnavailableConfiguration {
    /// UIKit: `struct TextProperties: CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible, Equatable, Hashable` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties.md:16).
    /// Declared from the inventory; its members say what each does.
    @available(iOS, introduced: 17.0)
    public struct TextProperties {
        /// Storage of `adjustsFontSizeToFitWidth`, generated.
        private var modelStoredAdjustsFontSizeToFitWidth: Optional<Bool> = nil
        /// UIKit: `var adjustsFontSizeToFitWidth: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-adjustsfontsizetofitwidth.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.adjustsFontSizeToFitWidth` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var adjustsFontSizeToFitWidth: Bool {
            get {
                if let value = modelStoredAdjustsFontSizeToFitWidth { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.TextProperties.adjustsFontSizeToFitWidth", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.TextProperties.adjustsFontSizeToFitWidth")
                return false
            }
            set {
                modelStoredAdjustsFontSizeToFitWidth = newValue
            }
        }
        /// Storage of `allowsDefaultTighteningForTruncation`, generated.
        private var modelStoredAllowsDefaultTighteningForTruncation: Optional<Bool> = nil
        /// UIKit: `var allowsDefaultTighteningForTruncation: Bool { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-allowsdefaulttighteningfortruncation.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.allowsDefaultTighteningForTruncation` and returns `false` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var allowsDefaultTighteningForTruncation: Bool {
            get {
                if let value = modelStoredAllowsDefaultTighteningForTruncation { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.TextProperties.allowsDefaultTighteningForTruncation",
                    introduced: 17)
                ModelFindings.unmodelled(
                    "UIContentUnavailableConfiguration.TextProperties.allowsDefaultTighteningForTruncation")
                return false
            }
            set {
                modelStoredAllowsDefaultTighteningForTruncation = newValue
            }
        }
        /// Storage of `color`, generated.
        private var modelStoredColor: Optional<UIColor> = nil
        /// UIKit: `var color: UIColor { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-color.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.color` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var color: UIColor {
            get {
                if let value = modelStoredColor { return value }
                ModelAvailability.require("UIContentUnavailableConfiguration.TextProperties.color", introduced: 17)
                ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.TextProperties.color")
            }
            set {
                modelStoredColor = newValue
            }
        }
        /// Storage of `font`, generated.
        private var modelStoredFont: Optional<UIFont> = nil
        /// UIKit: `var font: UIFont { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-font.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.font` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var font: UIFont {
            get {
                if let value = modelStoredFont { return value }
                ModelAvailability.require("UIContentUnavailableConfiguration.TextProperties.font", introduced: 17)
                ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.TextProperties.font")
            }
            set {
                modelStoredFont = newValue
            }
        }
        /// Storage of `lineBreakMode`, generated.
        private var modelStoredLineBreakMode: Optional<NSLineBreakMode> = nil
        /// UIKit: `var lineBreakMode: NSLineBreakMode { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-linebreakmode.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.lineBreakMode` and stops the example: no value of its type can be made (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var lineBreakMode: NSLineBreakMode {
            get {
                if let value = modelStoredLineBreakMode { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.TextProperties.lineBreakMode", introduced: 17)
                ModelFindings.unmodelledStop("UIContentUnavailableConfiguration.TextProperties.lineBreakMode")
            }
            set {
                modelStoredLineBreakMode = newValue
            }
        }
        /// Storage of `minimumScaleFactor`, generated.
        private var modelStoredMinimumScaleFactor: Optional<CGFloat> = nil
        /// UIKit: `var minimumScaleFactor: CGFloat { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-minimumscalefactor.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.minimumScaleFactor` and returns `0` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var minimumScaleFactor: CGFloat {
            get {
                if let value = modelStoredMinimumScaleFactor { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.TextProperties.minimumScaleFactor", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.TextProperties.minimumScaleFactor")
                return 0
            }
            set {
                modelStoredMinimumScaleFactor = newValue
            }
        }
        /// Storage of `numberOfLines`, generated.
        private var modelStoredNumberOfLines: Optional<Int> = nil
        /// UIKit: `var numberOfLines: Int { get set }` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uicontentunavailableconfiguration-uicontentunavailableconfiguration.textproperties-numberoflines.md:17).
        /// Stored: keeps what is set; a read before any set records `UIContentUnavailableConfiguration.TextProperties.numberOfLines` and returns `0` (UIKit's default is not in the inventory).
        @available(iOS, introduced: 17.0)
        public var numberOfLines: Int {
            get {
                if let value = modelStoredNumberOfLines { return value }
                ModelAvailability.require(
                    "UIContentUnavailableConfiguration.TextProperties.numberOfLines", introduced: 17)
                ModelFindings.unmodelled("UIContentUnavailableConfiguration.TextProperties.numberOfLines")
                return 0
            }
            set {
                modelStoredNumberOfLines = newValue
            }
        }
    }
}
