import Foundation

/// The legacy content and background properties of table view cells, and their mutual reset with
/// configurations.
///
/// Apple: UITableViewCell.textLabel / detailTextLabel / imageView — "Use UIListContentConfiguration
/// instead, this property will be deprecated in a future release." The header marks them
/// `API_TO_BE_DEPRECATED`, which Swift imports as deprecated in iOS 100000: a *soft* deprecation, which
/// the compiler reports only under `-warn-soft-deprecated` (swiftlang/swift,
/// lib/Sema/TypeCheckAvailability.cpp, `getDeprecated`). So, as in Xcode, using them draws no warning;
/// the model declares the same availability, which on Linux has no effect either. Setting a non-nil
/// `contentConfiguration` resets them, and using them resets `contentConfiguration` to nil
/// (UIKIT-FACTS; seeds/001 §7). `detailTextLabel` is nil for the `.default` style.
extension UITableViewCell {
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    public var textLabel: UILabel? {
        modelUseLegacy("textLabel")
        if legacyTextLabel == nil { legacyTextLabel = UILabel(frame: .zero) }
        modelArrangeLegacyViews()
        return legacyTextLabel
    }

    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    public var detailTextLabel: UILabel? {
        modelUseLegacy("detailTextLabel")
        guard modelStyle != .default else { return nil }
        if legacyDetailTextLabel == nil {
            let label = UILabel(frame: .zero)
            label.textColor = .secondaryLabel
            legacyDetailTextLabel = label
        }
        modelArrangeLegacyViews()
        return legacyDetailTextLabel
    }

    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    public var imageView: UIImageView? {
        modelUseLegacy("imageView")
        if legacyImageView == nil { legacyImageView = UIImageView(frame: .zero) }
        modelArrangeLegacyViews()
        return legacyImageView
    }

    /// Apple: UITableViewCell.backgroundView — setting it resets `backgroundConfiguration`.
    public var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("backgroundView", isNil: newValue == nil)
            storedBackgroundView = newValue
        }
    }

    /// Apple: UITableViewCell.selectedBackgroundView — setting it resets `backgroundConfiguration`.
    public var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("selectedBackgroundView", isNil: newValue == nil)
            storedSelectedBackgroundView = newValue
        }
    }

    /// Apple: UITableViewCell.multipleSelectionBackgroundView — setting it resets
    /// `backgroundConfiguration`.
    public var multipleSelectionBackgroundView: UIView? {
        get { storedMultipleSelectionBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("multipleSelectionBackgroundView", isNil: newValue == nil)
            storedMultipleSelectionBackgroundView = newValue
        }
    }

    /// Using a legacy property on a cell with a content configuration resets the configuration.
    private func modelUseLegacy(_ property: String) {
        guard modelHost.contentConfiguration != nil else { return }
        ModelFindings.violation(
            .legacyAndConfigurationMixed, "\(property) used on a cell with a contentConfiguration; it is now nil.")
        modelApplyContentConfiguration(nil)
    }

    /// Whether `view` is one of the cell's standard-style views, which the cell lays out itself.
    func modelIsStandardStyleView(_ view: UIView) -> Bool {
        view === legacyTextLabel || view === legacyDetailTextLabel || view === legacyImageView
    }

    /// The height a row of the cell's standard style asks for: its labels stacked (or its image, if
    /// taller) inside the content view's margins, and never less than UIKit's default row height of
    /// 44 points (Apple: UITableView.rowHeight).
    var modelStandardStyleHeight: CGFloat {
        let texts = [legacyTextLabel, legacyDetailTextLabel].compactMap { $0 }.filter { !$0.isHidden }
            .map(\.intrinsicContentSize.height).reduce(0, +)
        let image = legacyImageView.map { $0.isHidden ? 0 : max(0, $0.intrinsicContentSize.height) } ?? 0
        let margins = contentView.directionalLayoutMargins
        return max(44, margins.top + max(texts, image) + margins.bottom)
    }

    /// Keeps the legacy views in the current content view, image first.
    private func modelArrangeLegacyViews() {
        let views: [UIView] = [legacyImageView, legacyTextLabel, legacyDetailTextLabel].compactMap { $0 }
        for view in views where view.superview !== contentView { contentView.addSubview(view) }
    }

    func modelContentConfigurationWillBeSet() {
        let hadContent =
            legacyTextLabel?.text != nil || legacyDetailTextLabel?.text != nil || legacyImageView?.image != nil
        if hadContent {
            ModelFindings.violation(
                .legacyAndConfigurationMixed,
                "contentConfiguration set on a cell whose textLabel/detailTextLabel/imageView had content; it is gone.")
        }
        for label in [legacyTextLabel, legacyDetailTextLabel].compactMap({ $0 }) {
            label.text = nil
            label.removeFromSuperview()
        }
        legacyImageView?.image = nil
        legacyImageView?.removeFromSuperview()
    }

    func modelBackgroundConfigurationWillBeSet(explicitly: Bool) {
        let mixed =
            super.backgroundColor != nil || storedBackgroundView != nil || storedSelectedBackgroundView != nil
            || storedMultipleSelectionBackgroundView != nil
        if mixed && explicitly {
            ModelFindings.violation(
                .backgroundAndConfigurationMixed,
                "backgroundConfiguration set on a cell with backgroundColor/backgroundView/selectedBackgroundView; they are now nil."
            )
        }
        super.backgroundColor = nil
        storedBackgroundView = nil
        storedSelectedBackgroundView = nil
        storedMultipleSelectionBackgroundView = nil
    }
}
