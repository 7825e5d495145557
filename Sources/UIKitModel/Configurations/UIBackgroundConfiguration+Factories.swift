extension UIBackgroundConfiguration {
    /// Apple: UIBackgroundConfiguration.clear() — no fill in any state.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }

    /// Apple: UIBackgroundConfiguration.listCell() (iOS 18) — adopts the list's style from the
    /// `listEnvironment` trait when updated for a state.
    public static func listCell() -> UIBackgroundConfiguration {
        ModelAvailability.require("UIBackgroundConfiguration.listCell()", introduced: 18)
        return UIBackgroundConfiguration(style: .listCell)
    }

    /// Apple: UIBackgroundConfiguration.listHeader() (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration {
        ModelAvailability.require("UIBackgroundConfiguration.listHeader()", introduced: 18)
        return UIBackgroundConfiguration(style: .listHeader)
    }

    /// Apple: UIBackgroundConfiguration.listFooter() (iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration {
        ModelAvailability.require("UIBackgroundConfiguration.listFooter()", introduced: 18)
        return UIBackgroundConfiguration(style: .listFooter)
    }

    /// Apple: UIBackgroundConfiguration.listAccompaniedSidebarCell() (iOS 14).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listAccompaniedSidebarCell)
    }
}

/// The background factories deprecated in iOS 18 in favour of `listCell()`, `listHeader()`,
/// `listFooter()` (UIKIT-FACTS; the seeds call some of them current).
extension UIBackgroundConfiguration {
    @available(
        *, deprecated, message: "Use listCell() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }

    @available(
        *, deprecated, message: "Use listCell() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell)
    }

    @available(
        *, deprecated, message: "Use listCell() instead; it adopts the list's style from the listEnvironment trait."
    )
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell)
    }

    @available(*, deprecated, message: "Use listHeader() or listFooter() instead.")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter)
    }

    @available(*, deprecated, message: "Use listHeader() or listFooter() instead.")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter)
    }

    @available(*, deprecated, message: "Use listHeader() instead.")
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarHeader)
    }
}
