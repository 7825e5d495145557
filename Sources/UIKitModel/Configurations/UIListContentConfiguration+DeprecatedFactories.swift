/// The factories deprecated in iOS 18 in favour of the ones that adopt the list's style
/// (UIKIT-FACTS: deprecated in iOS 18 — the seeds list them as current). Apple's replacement is
/// named in each message.
extension UIListContentConfiguration {
    @available(
        *, deprecated, message: "Use cell() instead; it adopts the sidebar style from the listEnvironment trait."
    )
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }

    @available(
        *, deprecated,
        message: "Use subtitleCell() instead; it adopts the sidebar style from the listEnvironment trait."
    )
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell)
    }

    @available(
        *, deprecated, message: "Use header() instead; it adopts the sidebar style from the listEnvironment trait."
    )
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader)
    }

    @available(
        *, deprecated, message: "Use header() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }

    @available(
        *, deprecated, message: "Use footer() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }

    @available(
        *, deprecated, message: "Use header() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader)
    }

    @available(
        *, deprecated, message: "Use footer() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter)
    }
}
