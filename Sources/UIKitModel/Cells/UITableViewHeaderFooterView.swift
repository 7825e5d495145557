import Foundation

/// A table view section header or footer with content and background configurations.
///
/// Apple: UITableViewHeaderFooterView — `defaultContentConfiguration()`, `contentConfiguration`,
/// `backgroundConfiguration`, `configurationState` (a `UIViewConfigurationState`),
/// `configurationUpdateHandler` (iOS 15), `updateConfiguration(using:)`; `textLabel` and
/// `detailTextLabel` are marked for deprecation.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView, ModelConfigurationHosting {
    /// Apple: UITableViewHeaderFooterView.ConfigurationUpdateHandler.
    public typealias ConfigurationUpdateHandler =
        @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    let modelHost = ModelCellHost(contentView: UIView(frame: .zero))
    var legacyTextLabel: UILabel?
    var legacyDetailTextLabel: UILabel?
    private var storedBackgroundView: UIView?

    /// Apple: UITableViewHeaderFooterView.reuseIdentifier.
    public let reuseIdentifier: String?

    /// Apple: UITableViewHeaderFooterView.init(reuseIdentifier:) — an ordinary designated
    /// initializer, as in UIKit (the model's table view makes no header views from a class).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(modelHost.contentView)
        ModelRunLoop.schedule(self)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(modelHost.contentView)
        ModelRunLoop.schedule(self)
    }

    /// Apple: UITableViewHeaderFooterView.contentView.
    open var contentView: UIView { modelHost.contentView }

    /// Apple: UITableViewHeaderFooterView.defaultContentConfiguration() — header styling that,
    /// from iOS 18, adopts the table's style when updated for the view's state.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .header)
    }

    /// Apple: UITableViewHeaderFooterView.contentConfiguration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { modelHost.contentConfiguration }
        set { modelSetContentConfiguration(newValue) }
    }

    /// Apple: UITableViewHeaderFooterView.backgroundConfiguration.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { modelHost.backgroundConfiguration }
        set { modelSetBackgroundConfiguration(newValue) }
    }

    /// Apple: UITableViewHeaderFooterView.backgroundView — setting it resets `backgroundConfiguration`.
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("backgroundView", isNil: newValue == nil)
            storedBackgroundView = newValue
        }
    }

    /// Apple: UITableViewHeaderFooterView.automaticallyUpdatesContentConfiguration (default true).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { modelHost.automaticallyUpdatesContentConfiguration }
        set { modelHost.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Apple: UITableViewHeaderFooterView.automaticallyUpdatesBackgroundConfiguration (default true).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { modelHost.automaticallyUpdatesBackgroundConfiguration }
        set { modelHost.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Apple: UITableViewHeaderFooterView.configurationUpdateHandler (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            guard ModelAvailability.require("UITableViewHeaderFooterView.configurationUpdateHandler", introduced: 15)
            else {
                configurationUpdateHandler = nil
                return
            }
            setNeedsUpdateConfiguration()
        }
    }

    /// Model extension, not UIKit API: whether the header is pinned (plain tables pin headers).
    public var modelIsPinned = false {
        didSet { if modelIsPinned != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UITableViewHeaderFooterView.configurationState.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isPinned = modelIsPinned
        return state
    }

    /// Apple: UITableViewHeaderFooterView.setNeedsUpdateConfiguration().
    open func setNeedsUpdateConfiguration() { modelSetNeedsUpdate() }

    /// Apple: UITableViewHeaderFooterView.updateConfiguration(using:) — override point.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if !modelHost.inUpdatePass { ModelFindings.violation(.updateConfigurationCalledDirectly) }
    }

    /// Apple: UITableViewHeaderFooterView.prepareForReuse().
    open func prepareForReuse() {}

    /// Legacy label (Apple: UITableViewHeaderFooterView.textLabel), to be deprecated: `API_TO_BE_DEPRECATED`, no
    /// compiler warning (see ``UITableViewCell/textLabel``).
    @available(
        iOS, introduced: 6.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    public var textLabel: UILabel? { modelLegacyLabel(\.legacyTextLabel, "textLabel") }

    /// Legacy label (Apple: UITableViewHeaderFooterView.detailTextLabel), to be deprecated: `API_TO_BE_DEPRECATED`, no
    /// compiler warning (see ``UITableViewCell/textLabel``).
    @available(
        iOS, introduced: 6.0, deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    public var detailTextLabel: UILabel? { modelLegacyLabel(\.legacyDetailTextLabel, "detailTextLabel") }

    private func modelLegacyLabel(
        _ path: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UILabel?>, _ name: String
    ) -> UILabel? {
        if modelHost.contentConfiguration != nil {
            ModelFindings.violation(
                .legacyAndConfigurationMixed, "\(name) used on a view with a contentConfiguration; it is now nil.")
            modelApplyContentConfiguration(nil)
        }
        if self[keyPath: path] == nil { self[keyPath: path] = UILabel(frame: .zero) }
        for label in [legacyTextLabel, legacyDetailTextLabel].compactMap({ $0 }) where label.superview !== contentView {
            contentView.addSubview(label)
        }
        return self[keyPath: path]
    }

    open override func layoutIfNeeded() {
        modelPerformUpdatePassIfNeeded()
        super.layoutIfNeeded()
    }

    override func modelTraitsDidChange() {
        super.modelTraitsDidChange()
        setNeedsUpdateConfiguration()
    }

    override func modelDisplayed() -> ModelDisplayed {
        modelPerformUpdatePassIfNeeded()
        var shown = ModelDisplayed(contentOf: contentView)
        shown.backgroundColor =
            modelConfiguredBackgroundColor() ?? storedBackgroundView?.backgroundColor ?? backgroundColor
        return shown
    }

    var modelCurrentState: UIViewConfigurationState { configurationState }

    func modelRunUpdateMethods(_ state: UIViewConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func modelContentConfigurationWillBeSet() {
        let hadContent = legacyTextLabel?.text != nil || legacyDetailTextLabel?.text != nil
        if hadContent {
            ModelFindings.violation(
                .legacyAndConfigurationMixed,
                "contentConfiguration set on a view whose textLabel had content; it is gone.")
        }
        for label in [legacyTextLabel, legacyDetailTextLabel].compactMap({ $0 }) {
            label.text = nil
            label.removeFromSuperview()
        }
    }

    func modelBackgroundConfigurationWillBeSet(explicitly: Bool) {
        if storedBackgroundView != nil && explicitly {
            ModelFindings.violation(
                .backgroundAndConfigurationMixed,
                "backgroundConfiguration set on a view with a backgroundView; it is now nil.")
        }
        storedBackgroundView = nil
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func defaultBackgroundConfiguration() -> UIBackgroundConfiguration` (inventory: apple-docs-ios18.4 UIKit/md/uikit-uitableviewheaderfooterview-defaultbackgroundconfiguration().md:16).
    /// Unmodelled: a call records `UITableViewHeaderFooterView.defaultBackgroundConfiguration()` and stops the example: no value of its type can be made.
    @available(iOS, introduced: 16.0)
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        ModelAvailability.require("UITableViewHeaderFooterView.defaultBackgroundConfiguration()", introduced: 16)
        ModelFindings.unmodelledStop("UITableViewHeaderFooterView.defaultBackgroundConfiguration()")
    }
    // cellspec:generated:end
}
