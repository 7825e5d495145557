import Foundation

/// Scales custom fonts and values for Dynamic Type.
///
/// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics — `default` (the body
/// style's metrics), `init(forTextStyle:)`, `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)`,
/// `scaledValue(for:)`. The model's fonts are those of the Large content size category, where
/// Dynamic Type's scale factor is 1 (Apple: "Large is the default size"; `preferredFont(forTextStyle:)`
/// returns the same sizes), so at Large a scaled font or value is the one given. At any other
/// category, or for another trait collection (`compatibleWith:`), the scale is not modelled and the
/// call is recorded as unmodelled (`model.unmodelled-api`).
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose scaling curve these metrics follow. Model extension, not UIKit API.
    public let modelTextStyle: UIFont.TextStyle

    /// Apple: UIFontMetrics.default — the metrics for `.body`.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Apple: UIFontMetrics.init(forTextStyle:).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        modelTextStyle = textStyle
        super.init()
    }

    /// Apple: UIFontMetrics.scaledFont(for:) — the font scaled for the current content size category.
    @MainActor
    public func scaledFont(for font: UIFont) -> UIFont {
        _ = isAtLarge("UIFontMetrics.scaledFont(for:)")
        return font
    }

    /// Apple: UIFontMetrics.scaledFont(for:maximumPointSize:) — scaled, then no larger than the maximum.
    @MainActor
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        _ = isAtLarge("UIFontMetrics.scaledFont(for:maximumPointSize:)")
        return font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// Apple: UIFontMetrics.scaledFont(for:compatibleWith:) — for another trait collection's
    /// category: unmodelled unless that category is Large (or unspecified, which inherits Large).
    @MainActor
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category != .large && category != .unspecified {
            ModelFindings.unmodelled("UIFontMetrics.scaledFont(for:compatibleWith:)")
        }
        return font
    }

    /// Apple: UIFontMetrics.scaledValue(for:) — the value scaled for the current content size category.
    @MainActor
    public func scaledValue(for value: CGFloat) -> CGFloat {
        _ = isAtLarge("UIFontMetrics.scaledValue(for:)")
        return value
    }

    /// Whether the model's screen is at the Large category, where the scale factor is 1; records
    /// `api` as unmodelled when it is not.
    @MainActor
    private func isAtLarge(_ api: String) -> Bool {
        let category = ModelScreen.traits.preferredContentSizeCategory
        guard category == .large || category == .unspecified else {
            ModelFindings.unmodelled(api)
            return false
        }
        return true
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontMetrics.swift:9).
    /// Unmodelled: a call records `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 11.0)
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        ModelFindings.unmodelledStop("UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)")
    }

    /// UIKit: `func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat` (inventory: ios14.2-sdk-interface iOS/UIKit/UIFontMetrics.swift:11).
    /// Unmodelled: a call records `UIFontMetrics.scaledValue(for:compatibleWith:)` and returns `0`.
    @available(iOS, introduced: 11.0)
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        ModelFindings.unmodelled("UIFontMetrics.scaledValue(for:compatibleWith:)")
        return 0
    }
    // cellspec:generated:end
}

extension UIContentSizeCategory {
    /// Apple: UIContentSizeCategory.didChangeNotification — posted when the person changes the
    /// preferred content size; the model's setting never changes by itself.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
