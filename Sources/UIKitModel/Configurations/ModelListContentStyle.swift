import Foundation

/// Default text styling of one text in a list content style. Model internals.
struct ModelTextDefaults {
    var font: UIFont
    var color: UIColor
    var transform: UIListContentConfiguration.TextProperties.TextTransform = .none
    var numberOfLines = 0
}

/// Default values of a list content style for one state. Model internals.
struct ModelListContentDefaults {
    var text: ModelTextDefaults
    var secondaryText: ModelTextDefaults
    var imageTintColor: UIColor?
    var margins: NSDirectionalEdgeInsets
    var sideBySide = false
    var imageToTextPadding: CGFloat = 16
    var horizontalPadding: CGFloat = 16
    var verticalPadding: CGFloat = 3
}

/// The factory a list content configuration came from, and its default styling.
///
/// Apple documents which factories exist but not their values: these are the model's choices,
/// close to the look of iOS 17/18 lists (HIG text styles) —
/// - cells: body `.label` text, subheadline `.secondaryLabel` secondary text (body for
///   `valueCell()`, side by side), margins 11/16;
/// - sidebar cells: image and texts turn `.white` when selected (the selection fill comes from the
///   background configuration, Apple: UIBackgroundConfiguration.listSidebarCell());
/// - every style: when disabled, texts become `.tertiaryLabel` and the image `.tertiaryLabel`;
/// - headers: plain `headline` `.label`; grouped and sidebar `footnote`/`headline`
///   `.secondaryLabel`; prominent inset grouped `title3` bold, extra prominent `title2` bold;
///   footers `footnote` `.secondaryLabel`.
/// Selection and highlight of other styles do not change the content: in lists the highlight is
/// the background configuration's (UIKIT-FACTS: "in list cells the selection highlight comes from
/// the (automatic) background configuration").
enum ModelListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case header, footer

    /// The concrete style an adaptive style takes in a list environment (iOS 18).
    func adopting(_ environment: UIListEnvironment) -> ModelListContentStyle {
        let sidebar = environment == .sidebar || environment == .sidebarPlain
        let grouped = environment == .grouped || environment == .insetGrouped
        switch self {
        case .cell: return sidebar ? .sidebarCell : .cell
        case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
        case .valueCell: return .valueCell
        case .header: return sidebar ? .sidebarHeader : grouped ? .groupedHeader : .plainHeader
        case .footer: return grouped ? .groupedFooter : .plainFooter
        default: return self
        }
    }

    func defaults(environment: UIListEnvironment, state: ModelInteractionState) -> ModelListContentDefaults {
        var d = adopting(environment).normalDefaults
        if state.isDisabled {
            d.text.color = .tertiaryLabel
            d.secondaryText.color = .tertiaryLabel
            d.imageTintColor = .tertiaryLabel
        } else if adopting(environment).isSidebarCell && state.isSelected {
            d.text.color = .white
            d.secondaryText.color = .white
            d.imageTintColor = .white
        }
        return d
    }

    private var isSidebarCell: Bool { self == .sidebarCell || self == .sidebarSubtitleCell }

    private var normalDefaults: ModelListContentDefaults {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let headerMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        let footerMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20)
        func text(_ style: UIFont.TextStyle, _ color: UIColor, bold: Bool = false) -> ModelTextDefaults {
            let font = UIFont.preferredFont(forTextStyle: style)
            return ModelTextDefaults(
                font: bold ? UIFont(textStyle: style, pointSize: font.pointSize, weight: .bold) : font, color: color)
        }
        let secondary = text(.subheadline, .secondaryLabel)
        switch self {
        case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            return ModelListContentDefaults(
                text: ModelTextDefaults(font: body, color: .label), secondaryText: secondary, imageTintColor: nil,
                margins: cellMargins)
        case .valueCell:
            return ModelListContentDefaults(
                text: ModelTextDefaults(font: body, color: .label), secondaryText: text(.body, .secondaryLabel),
                imageTintColor: nil, margins: cellMargins, sideBySide: true)
        case .plainHeader, .header:
            return ModelListContentDefaults(
                text: text(.headline, .label), secondaryText: secondary, imageTintColor: nil, margins: headerMargins)
        case .groupedHeader:
            return ModelListContentDefaults(
                text: text(.footnote, .secondaryLabel), secondaryText: secondary, imageTintColor: nil,
                margins: headerMargins)
        case .sidebarHeader:
            return ModelListContentDefaults(
                text: text(.headline, .secondaryLabel), secondaryText: secondary, imageTintColor: nil,
                margins: headerMargins)
        case .prominentInsetGroupedHeader:
            return ModelListContentDefaults(
                text: text(.title3, .label, bold: true), secondaryText: secondary, imageTintColor: nil,
                margins: headerMargins)
        case .extraProminentInsetGroupedHeader:
            return ModelListContentDefaults(
                text: text(.title2, .label, bold: true), secondaryText: secondary, imageTintColor: nil,
                margins: headerMargins)
        case .plainFooter, .groupedFooter, .footer:
            return ModelListContentDefaults(
                text: text(.footnote, .secondaryLabel), secondaryText: secondary, imageTintColor: nil,
                margins: footerMargins)
        }
    }
}
