import Foundation

/// Default values of a background style for one state. Model internals.
struct ModelBackgroundDefaults {
    var color: UIColor?
    var cornerRadius: CGFloat = 0
}

/// The factory a background configuration came from, and its default styling.
///
/// Apple documents the factories, not their colors; the model's choices follow iOS 17/18 lists:
/// plain cells `.systemBackground`, grouped cells `.secondarySystemGroupedBackground` (inset
/// grouped: corner radius 10), both `.systemGray4` when highlighted or selected; sidebar cells
/// clear, `.systemGray5` highlighted, `.tintColor` selected (corner radius 10); accompanied
/// sidebar cells `.systemGray5` selected; plain headers `.systemBackground`, grouped and sidebar
/// headers clear; `clear()` is clear in every state.
enum ModelBackgroundStyle: Hashable, Sendable {
    case clear
    case listCell, listHeader, listFooter
    case listPlainCell, listGroupedCell, listInsetGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader

    func adopting(_ environment: UIListEnvironment) -> ModelBackgroundStyle {
        switch (self, environment) {
        case (.listCell, .grouped): return .listGroupedCell
        case (.listCell, .insetGrouped): return .listInsetGroupedCell
        case (.listCell, .sidebar), (.listCell, .sidebarPlain): return .listSidebarCell
        case (.listCell, _): return .listPlainCell
        case (.listHeader, .grouped), (.listHeader, .insetGrouped), (.listFooter, .grouped),
            (.listFooter, .insetGrouped):
            return .listGroupedHeaderFooter
        case (.listHeader, .sidebar), (.listHeader, .sidebarPlain): return .listSidebarHeader
        case (.listHeader, _), (.listFooter, _): return .listPlainHeaderFooter
        default: return self
        }
    }

    func defaults(environment: UIListEnvironment, state: ModelInteractionState) -> ModelBackgroundDefaults {
        let pressed = state.isHighlighted || state.isSelected
        switch adopting(environment) {
        case .clear: return ModelBackgroundDefaults(color: .clear)
        case .listPlainCell, .listCell:
            return ModelBackgroundDefaults(color: pressed ? .systemGray4 : .systemBackground)
        case .listGroupedCell:
            return ModelBackgroundDefaults(color: pressed ? .systemGray4 : .secondarySystemGroupedBackground)
        case .listInsetGroupedCell:
            return ModelBackgroundDefaults(
                color: pressed ? .systemGray4 : .secondarySystemGroupedBackground, cornerRadius: 10)
        case .listSidebarCell:
            let color: UIColor = state.isSelected ? .tintColor : state.isHighlighted ? .systemGray5 : .clear
            return ModelBackgroundDefaults(color: color, cornerRadius: 10)
        case .listAccompaniedSidebarCell:
            return ModelBackgroundDefaults(color: pressed ? .systemGray5 : .clear, cornerRadius: 10)
        case .listPlainHeaderFooter, .listHeader, .listFooter:
            return ModelBackgroundDefaults(color: .systemBackground)
        case .listGroupedHeaderFooter, .listSidebarHeader:
            return ModelBackgroundDefaults(color: .clear)
        }
    }
}
