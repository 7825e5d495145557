/// The configuration machinery a cell or header/footer view owns: its configurations, its
/// content view, and the bookkeeping of the update pass. Model internals.
@MainActor
final class ModelCellHost {
    var contentView: UIView
    var contentConfiguration: (any UIContentConfiguration)?
    var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether ``backgroundConfiguration`` was set up by the view itself rather than the app.
    var backgroundConfigurationIsAutomatic = false
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    /// A new view needs its first update before it is displayed.
    var needsUpdate = true
    var inUpdatePass = false
    var observation: ModelObservationToken?
    /// How many update passes ran (model-only, for assertions).
    var passCount = 0

    init(contentView: UIView) {
        self.contentView = contentView
    }
}
