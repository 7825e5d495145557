import Foundation

/// A collection view cell with content and background configurations and a state-driven update
/// cycle.
///
/// Apple: UICollectionViewCell — `contentConfiguration`, `backgroundConfiguration`,
/// `configurationState`, `setNeedsUpdateConfiguration()`, `updateConfiguration(using:)`,
/// `configurationUpdateHandler` (iOS 15), `automaticallyUpdatesContentConfiguration` /
/// `…BackgroundConfiguration` (default true), `defaultBackgroundConfiguration()` (iOS 16). A
/// plain cell has no `defaultContentConfiguration()` (UIKIT-FACTS; seeds/001 §7).
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView, ModelConfigurationHosting {
    /// Apple: UICollectionViewCell.ConfigurationUpdateHandler.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    let modelHost = ModelCellHost(contentView: UIView(frame: .zero))
    private var storedBackgroundView: UIView?
    private var storedSelectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(modelHost.contentView)
        ModelRunLoop.schedule(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(modelHost.contentView)
        ModelRunLoop.schedule(self)
    }

    /// Apple: UICollectionViewCell.contentView — replaced by the content configuration's view.
    open var contentView: UIView { modelHost.contentView }

    /// Apple: UICollectionViewCell.isSelected — a change requests a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UICollectionViewCell.isHighlighted — a change requests a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether a self-sizing layout measured the cell already (model internals).
    var modelSelfSizingChecked = false

    /// Model extension, not UIKit API: states the collection view sets (see ``ModelCellInteraction``).
    public var modelInteraction = ModelCellInteraction() {
        didSet { if modelInteraction != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Apple: UICollectionViewCell.contentConfiguration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { modelHost.contentConfiguration }
        set { modelSetContentConfiguration(newValue) }
    }

    /// Apple: UICollectionViewCell.backgroundConfiguration — non-nil resets `backgroundColor`,
    /// `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get {
            ModelPreviewRecorder.noteSubject(self)
            return modelHost.backgroundConfiguration
        }
        set { modelSetBackgroundConfiguration(newValue) }
    }

    /// Apple: UICollectionViewCell.automaticallyUpdatesContentConfiguration (default true).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { modelHost.automaticallyUpdatesContentConfiguration }
        set { modelHost.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Apple: UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration (default true).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { modelHost.automaticallyUpdatesBackgroundConfiguration }
        set { modelHost.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Apple: UICollectionViewCell.backgroundView — setting it resets `backgroundConfiguration`.
    open var backgroundView: UIView? {
        get { storedBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("backgroundView", isNil: newValue == nil)
            storedBackgroundView = newValue
        }
    }

    /// Apple: UICollectionViewCell.selectedBackgroundView — setting it resets `backgroundConfiguration`.
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            modelLegacyBackgroundWillBeSet("selectedBackgroundView", isNil: newValue == nil)
            storedSelectedBackgroundView = newValue
        }
    }

    /// Apple: UIView.backgroundColor on a cell — setting it resets `backgroundConfiguration`.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            modelLegacyBackgroundWillBeSet("backgroundColor", isNil: newValue == nil)
            super.backgroundColor = newValue
        }
    }

    /// Apple: UICollectionViewCell.configurationUpdateHandler (iOS 15) — runs after
    /// `updateConfiguration(using:)` in every update; setting it requests an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            guard ModelAvailability.require("UICollectionViewCell.configurationUpdateHandler", introduced: 15) else {
                configurationUpdateHandler = nil
                return
            }
            setNeedsUpdateConfiguration()
        }
    }

    /// Apple: UICollectionViewCell.configurationState — traits, selection, highlight and the
    /// collection view's states. Subclasses override it to add custom states (call super).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        modelInteraction.apply(to: &state)
        return state
    }

    /// Apple: UICollectionViewCell.setNeedsUpdateConfiguration() — coalesced; the update runs in
    /// the next layout pass (``ModelRunLoop/run()`` or `layoutIfNeeded()`).
    open func setNeedsUpdateConfiguration() { modelSetNeedsUpdate() }

    /// Apple: UICollectionViewCell.updateConfiguration(using:) — override point; "avoid calling
    /// this method directly".
    open func updateConfiguration(using state: UICellConfigurationState) {
        if !modelHost.inUpdatePass { ModelFindings.violation(.updateConfigurationCalledDirectly) }
    }

    /// Apple: UICollectionViewCell.defaultBackgroundConfiguration() (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        ModelAvailability.require("UICollectionViewCell.defaultBackgroundConfiguration()", introduced: 16)
        return .clear()
    }

    /// Model extension, not UIKit API: how many configuration update passes ran.
    public var modelUpdatePassCount: Int { modelHost.passCount }

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
            modelConfiguredBackgroundColor()
            ?? (isSelected ? storedSelectedBackgroundView?.backgroundColor : nil)
            ?? storedBackgroundView?.backgroundColor ?? super.backgroundColor
        return shown
    }

    var modelCurrentState: UICellConfigurationState { configurationState }

    func modelRunUpdateMethods(_ state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func modelContentConfigurationWillBeSet() {}

    func modelBackgroundConfigurationWillBeSet(explicitly: Bool) {
        let mixed = super.backgroundColor != nil || storedBackgroundView != nil || storedSelectedBackgroundView != nil
        if mixed && explicitly {
            ModelFindings.violation(
                .backgroundAndConfigurationMixed,
                "backgroundConfiguration set on a cell with backgroundColor/backgroundView/selectedBackgroundView; they are now nil."
            )
        }
        super.backgroundColor = nil
        storedBackgroundView = nil
        storedSelectedBackgroundView = nil
    }
    // cellspec:generated:begin (written by `cellspec inventory declare` from Inventory/UIKit.jsonl; do not edit)
    /// UIKit: `func dragStateDidChange(_ dragState: UICollectionViewCell.DragState)` (inventory: ios14.2-sdk-interface iOS/UIKit/UICollectionViewCell.swift:37).
    /// Unmodelled: a call records `UICollectionViewCell.dragStateDidChange(_:)` and does nothing.
    @available(iOS, introduced: 11.0)
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {
        ModelFindings.unmodelled("UICollectionViewCell.dragStateDidChange(_:)")
    }
    // cellspec:generated:end
}
