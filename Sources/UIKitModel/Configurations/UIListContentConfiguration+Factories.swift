extension UIListContentConfiguration {
    /// Apple: UIListContentConfiguration.cell() (iOS 14) — "From iOS 18 onwards, the
    /// configuration will automatically adopt the appropriate style for a list when updating for a
    /// configuration state."
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }

    /// Apple: UIListContentConfiguration.subtitleCell() (iOS 14) — texts stacked; adopts the
    /// list's style from iOS 18.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }

    /// Apple: UIListContentConfiguration.valueCell() (iOS 14) — texts side by side; adopts the
    /// list's style from iOS 18. There is no `valueCellConfiguration()` in Swift (seeds/001 §1).
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }

    /// Apple: UIListContentConfiguration.accompaniedSidebarCell() (iOS 14).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell)
    }

    /// Apple: UIListContentConfiguration.accompaniedSidebarSubtitleCell() (iOS 14).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }

    /// Apple: UIListContentConfiguration.prominentInsetGroupedHeader() (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        ModelAvailability.require("UIListContentConfiguration.prominentInsetGroupedHeader()", introduced: 15)
        return UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }

    /// Apple: UIListContentConfiguration.extraProminentInsetGroupedHeader() (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        ModelAvailability.require("UIListContentConfiguration.extraProminentInsetGroupedHeader()", introduced: 15)
        return UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }

    /// Apple: UIListContentConfiguration.header() (iOS 18) — adopts the list's header style from
    /// the `listEnvironment` trait when updated for a state.
    public static func header() -> UIListContentConfiguration {
        ModelAvailability.require("UIListContentConfiguration.header()", introduced: 18)
        return UIListContentConfiguration(style: .header)
    }

    /// Apple: UIListContentConfiguration.footer() (iOS 18).
    public static func footer() -> UIListContentConfiguration {
        ModelAvailability.require("UIListContentConfiguration.footer()", introduced: 18)
        return UIListContentConfiguration(style: .footer)
    }
}
